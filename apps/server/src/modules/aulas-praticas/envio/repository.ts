import { tenantDb } from '../../../platform/db/tenant.ts';
import { aulas } from '../aula-repository.ts';

/** SQL of sending lessons to the traffic authority (GETRAN): what is sent, and the authority's status. */

/** A lesson with its school's key, CNPJ and state, as it is sent. */
export function aulaParaEnvio(aulaId: number) {
  return aulas()
    .innerJoin('autoescolas as s', 's.id', 'a.autoescola_id')
    .select(['s.slug', 's.cnpj', 's.uf'])
    .where('a.id', '=', aulaId)
    .executeTakeFirst();
}

/** The production status staff see (aulas_praticas.getran_status). */
export async function setGetranStatus(id: number, status: string | null): Promise<void> {
  await tenantDb()
    .updateTable('aulas_praticas')
    .set({ getran_status: status })
    .where('id', '=', id)
    .execute();
}

/** These lessons' statuses that do not count as sent back to pending. Answers how many changed. */
export async function clearStatuses(ids: readonly number[], enviadas: readonly string[]): Promise<number> {
  const result = await tenantDb()
    .updateTable('aulas_praticas')
    .set({ getran_status: null })
    .where('id', 'in', ids)
    .where('getran_status', 'is not', null)
    .where('getran_status', 'not in', enviadas)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Given lessons of a school starting in [de, ate), by start. */
export async function aulasDadas(autoescolaId: number, de: Date, ate: Date): Promise<number[]> {
  const rows = await tenantDb()
    .selectFrom('aulas_praticas')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('status', '=', 'realizada')
    .where('inicio', '>=', de)
    .where('inicio', '<', ate)
    .orderBy('inicio')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
