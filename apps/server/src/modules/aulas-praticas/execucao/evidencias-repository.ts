import type { MomentoFoto } from '@cfc/contract';
import { isoInstant } from '../../../platform/db/sql-formats.ts';
import { tenantDb } from '../../../platform/db/tenant.ts';

/** SQL of the evidence of a lesson given, as staff read it: its photos' files and its GPS track. */

export async function aulaExists(id: number): Promise<boolean> {
  const row = await tenantDb()
    .selectFrom('aulas_praticas')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The storage key of the lesson's photo of a moment, if one was taken. */
export async function fotoArquivo(aulaId: number, momento: MomentoFoto): Promise<string | null> {
  const row = await tenantDb()
    .selectFrom('aula_fotos')
    .select('arquivo')
    .where('aula_id', '=', aulaId)
    .where('momento', '=', momento)
    .executeTakeFirst();
  return row?.arquivo ?? null;
}

/** The lesson's positions in the order they were recorded. */
export function posicoes(aulaId: number) {
  return tenantDb()
    .selectFrom('aula_posicoes')
    .select([isoInstant('registrado_em').as('registrado_em'), 'latitude', 'longitude', 'precisao_metros'])
    .where('aula_id', '=', aulaId)
    .orderBy('registrado_em')
    .execute();
}
