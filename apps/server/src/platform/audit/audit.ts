import type { Transaction } from 'kysely';
import type { RequestContext } from '../auth/context.ts';
import type { DB } from '../db/schema.ts';
import { tenantDb } from '../db/tenant.ts';

/** One line of the audit log: who did what to which record, from where. */
export interface AuditEntry {
  acao: string;
  autoescolaId: number | null;
  usuarioId: number | null;
  role: number | null;
  entidade?: string;
  entidadeId?: string | number | null;
  dados?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Records an action in the same transaction as the change it describes, so the log never says
 * something happened that did not, nor misses what did. Rows are never updated or deleted.
 */
export async function recordAudit(trx: Transaction<DB>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      acao: entry.acao,
      autoescola_id: entry.autoescolaId,
      usuario_id: entry.usuarioId,
      id_role: entry.role,
      entidade: entry.entidade ?? null,
      entidade_id:
        entry.entidadeId === undefined || entry.entidadeId === null ? null : String(entry.entidadeId),
      dados: entry.dados ? JSON.stringify(entry.dados) : null,
      ip: entry.ip ?? null,
      user_agent: entry.userAgent ?? null,
    })
    .execute();
}

/**
 * Records what the request's user did to a record, in the current tenant transaction. The school
 * is the record's own when given, else the request's current school.
 */
export function auditChange(
  ctx: RequestContext,
  change: {
    entidade: string;
    acao: string;
    id: number;
    autoescolaId?: number | null;
    dados?: Record<string, unknown>;
  },
): Promise<void> {
  return recordAudit(tenantDb(), {
    acao: change.acao,
    autoescolaId: change.autoescolaId ?? ctx.currentSchool?.id ?? ctx.principal.autoescolaId,
    usuarioId: ctx.principal.usuarioId,
    role: ctx.principal.role,
    entidade: change.entidade,
    entidadeId: change.id,
    ...(change.dados ? { dados: change.dados } : {}),
    ip: ctx.ip,
    userAgent: ctx.userAgent ?? null,
  });
}
