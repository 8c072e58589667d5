import type { AutoescolaResumo } from '@cfc/contract';
import { systemDb, tenantDb } from '../../platform/db/tenant.ts';

/** The schools the current request may see (row-level security does the filtering). */
export function listVisible(): Promise<AutoescolaResumo[]> {
  return tenantDb()
    .selectFrom('autoescolas')
    .select(['id', 'nome_fantasia', 'slug', 'uf', 'operadora', 'ativo'])
    .orderBy('nome_fantasia')
    .execute();
}

/** The public face of a school, looked up by its tenant key before anyone has logged in. */
export function findPublicBySlug(slug: string): Promise<{ slug: string; nome_fantasia: string } | undefined> {
  return systemDb()
    .selectFrom('autoescolas')
    .select(['slug', 'nome_fantasia'])
    .where('slug', '=', slug)
    .where('ativo', '=', true)
    .executeTakeFirst();
}
