import { sql } from 'kysely';
import { currentScope, tenantDb } from '../db/tenant.ts';
import type { ShortCache } from './short-cache.ts';

/** The groups of tables with a version (migration 0033): the invoices, the alerts, the lessons' photos. */
export type VersionedData = 'financeiro_versao' | 'alertas_versao' | 'fotos_versao';

/**
 * The version of a group of tables: a sequence their statement triggers advance on every change
 * (migration 0033). A read kept under the version it saw is exact for as long as the version stays;
 * a change anywhere, by any instance, makes the next read miss.
 *
 * The one race: a read between a change's statement and its commit is kept under the new version
 * with the old rows; the cache's few seconds bound it. Names joined from other tables (a school's,
 * an instructor's) are not versioned: a renamed one shows within those seconds.
 */
export async function dataVersion(sequence: VersionedData): Promise<string> {
  const row = await sql<{ versao: string }>`select last_value::text as versao from ${sql.table(sequence)}`
    .execute(tenantDb())
    .then((result) => result.rows[0]);
  return row?.versao ?? '0';
}

/**
 * Inside a tenant transaction: the answer kept for this version, scope (the schools row-level
 * security lets the transaction see) and key, or read now and kept. `key` must name everything
 * else the answer depends on (filters, page, the caller's flags, today).
 */
export async function readThrough<T>(
  cache: ShortCache<T>,
  sequence: VersionedData,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const version = await dataVersion(sequence);
  return cache.get(`${version}|${currentScope().autoescolaIds.join(',')}|${key}`, read);
}
