import type { MomentoFoto } from '@cfc/contract';
import { sql } from 'kysely';
import { isoInstant } from '../../../platform/db/sql-formats.ts';
import { tenantDb } from '../../../platform/db/tenant.ts';

/**
 * SQL of giving a lesson: who the instructor is, the annotation (the record of the lesson given), its
 * GPS track and photos, and the vehicle's odometer. In the caller's tenant transaction.
 */

/** The instructor record of a user (an instructor's account), in the tenant's scope. */
export function instrutorDoUsuario(usuarioId: number) {
  return tenantDb()
    .selectFrom('instrutores as i')
    .innerJoin('autoescolas as e', 'e.id', 'i.autoescola_id')
    .select(['i.id', 'i.autoescola_id', 'i.nome', 'i.ativo', 'e.slug'])
    .where('i.usuario_id', '=', usuarioId)
    .orderBy('i.id')
    .executeTakeFirst();
}

export async function lockVeiculoHodometro(veiculoId: number): Promise<number> {
  const row = await tenantDb()
    .selectFrom('veiculos')
    .select('hodometro')
    .where('id', '=', veiculoId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.hodometro;
}

/** The vehicle's odometer never goes back, even when lessons end out of order. */
export async function advanceVeiculoHodometro(veiculoId: number, hodometro: number): Promise<void> {
  await tenantDb()
    .updateTable('veiculos')
    .set({ hodometro: sql<number>`greatest(hodometro, ${hodometro})` })
    .where('id', '=', veiculoId)
    .execute();
}

export async function insertAnotacao(autoescolaId: number, aulaId: number, hodoStart: number) {
  const { id } = await tenantDb()
    .insertInto('anotacoes_praticas')
    .values({
      autoescola_id: autoescolaId,
      aula_id: aulaId,
      begin_time: sql<Date>`now()`,
      hodo_start: hodoStart,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Closes the annotation once: a finished one is never written again. */
export async function finishAnotacao(anotacaoId: number, hodoEnd: number): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('anotacoes_praticas')
    .set({ finish_time: sql<Date>`now()`, hodo_end: hodoEnd })
    .where('id', '=', anotacaoId)
    .where('finish_time', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface Posicao {
  registrado_em: string;
  latitude: number;
  longitude: number;
  precisao_metros?: number | null | undefined;
}

/** Inserts a batch of positions; those already stored (a resent batch) are skipped. Answers the new ones. */
export async function insertPosicoes(
  autoescolaId: number,
  aulaId: number,
  posicoes: Posicao[],
): Promise<number> {
  const rows = await tenantDb()
    .insertInto('aula_posicoes')
    .values(
      posicoes.map((posicao) => ({
        autoescola_id: autoescolaId,
        aula_id: aulaId,
        registrado_em: posicao.registrado_em,
        latitude: posicao.latitude,
        longitude: posicao.longitude,
        precisao_metros: posicao.precisao_metros ?? null,
      })),
    )
    .onConflict((conflict) => conflict.columns(['autoescola_id', 'aula_id', 'registrado_em']).doNothing())
    .returning('aula_id')
    .execute();
  return rows.length;
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

/** Stores the photo of a moment, replacing the one before (a new row, with the new time). */
export async function replaceFoto(
  autoescolaId: number,
  aulaId: number,
  momento: MomentoFoto,
  arquivo: string,
) {
  await tenantDb()
    .deleteFrom('aula_fotos')
    .where('aula_id', '=', aulaId)
    .where('momento', '=', momento)
    .execute();
  return tenantDb()
    .insertInto('aula_fotos')
    .values({ autoescola_id: autoescolaId, aula_id: aulaId, momento, arquivo })
    .returning(['id', isoInstant('created_at').as('created_at')])
    .executeTakeFirstOrThrow();
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
