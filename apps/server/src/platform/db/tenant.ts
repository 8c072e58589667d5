import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** Who a tenant transaction runs for: the schools it may see and the user asking. */
export interface TenantScope {
  usuarioId: number | null;
  autoescolaIds: readonly number[];
}

type Context =
  | { kind: 'tenant'; trx: Transaction<DB>; scope: TenantScope }
  | { kind: 'system'; trx: Transaction<DB> };

const storage = new AsyncLocalStorage<Context>();
/** The statement limit of the transactions opened inside withLongStatements (jobs, exports). */
const longStatements = new AsyncLocalStorage<number>();

/** The role requests run as: owns nothing, bypasses nothing, sees rows through the policies. */
export const APP_ROLE = 'cfc_app';

export class OutsideTransactionError extends Error {
  constructor() {
    super('Acesso ao banco fora de uma transação: use withTenant (ou withSystem para dados globais).');
  }
}

/**
 * Runs `work` in one transaction as the application role, limited by row-level security to the
 * schools of `scope`. Repositories reach the transaction through `tenantDb()`.
 */
export async function withTenant<T>(db: Kysely<DB>, scope: TenantScope, work: () => Promise<T>): Promise<T> {
  const ids = scope.autoescolaIds.map((id) => {
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`autoescola inválida: ${id}`);
    return id;
  });
  const statementMs = longStatements.getStore();
  const longer =
    statementMs === undefined
      ? sql.raw('')
      : sql`, set_config('statement_timeout', ${String(statementMs)}, true)`;
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('role', ${APP_ROLE}, true),
                     set_config('app.autoescola_ids', ${ids.join(',')}, true),
                     set_config('app.usuario_id', ${scope.usuarioId === null ? '' : String(scope.usuarioId)}, true)${longer}`.execute(
      trx,
    );
    return storage.run({ kind: 'tenant', trx, scope }, work);
  });
}

/**
 * Runs `work` in one transaction as the owner, for the platform's global tables (sessions, login
 * lookups, seeding, jobs). Never for answering a school's request about its own data.
 */
export async function withSystem<T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  const statementMs = longStatements.getStore();
  return db.transaction().execute(async (trx) => {
    if (statementMs !== undefined) {
      await sql`select set_config('statement_timeout', ${String(statementMs)}, true)`.execute(trx);
    }
    return storage.run({ kind: 'system', trx }, work);
  });
}

/**
 * Runs `work` (a job, an export) with `statementMs` as the statement limit of every transaction it
 * opens, instead of the limit of requests (engine.ts DatabaseLimits).
 */
export function withLongStatements<T>(statementMs: number, work: () => Promise<T>): Promise<T> {
  return longStatements.run(statementMs, work);
}

/** The current tenant transaction; throws outside one, so no query escapes the tenant's scope. */
export function tenantDb(): Transaction<DB> {
  const context = storage.getStore();
  if (context?.kind !== 'tenant') throw new OutsideTransactionError();
  return context.trx;
}

/** The current system transaction; throws outside one. */
export function systemDb(): Transaction<DB> {
  const context = storage.getStore();
  if (context?.kind !== 'system') throw new OutsideTransactionError();
  return context.trx;
}

/** The scope of the current tenant transaction. */
export function currentScope(): TenantScope {
  const context = storage.getStore();
  if (context?.kind !== 'tenant') throw new OutsideTransactionError();
  return context.scope;
}
