import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';

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
  return auditChange(ctx, {
    entidade: 'aluno',
    acao,
    id: aluno.id,
    autoescolaId: aluno.autoescolaId,
    ...(dados ? { dados } : {}),
  });
}
