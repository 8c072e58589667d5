import { recordAudit } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * Records a change to a student in the current tenant transaction, under the student's own school
 * (always in the request's scope, whichever school the CFC header chose).
 */
export function auditAluno(
  ctx: RequestContext,
  acao: string,
  aluno: { id: number; autoescolaId: number },
  dados?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tenantDb(), {
    acao,
    autoescolaId: aluno.autoescolaId,
    usuarioId: ctx.principal.usuarioId,
    role: ctx.principal.role,
    entidade: 'aluno',
    entidadeId: aluno.id,
    ...(dados ? { dados } : {}),
    ip: ctx.ip,
  });
}
