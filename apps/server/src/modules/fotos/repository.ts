import type { VerificacaoFoto } from '@cfc/contract';
import { type RawBuilder, sql } from 'kysely';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * SQL of the photo feeds, in the request's tenant transaction (row-level security keeps other
 * schools out): newest first by (time, id), a page after a cursor, the files of one photo.
 */

/** The position after the last photo read: its exact time (microseconds) and its id. */
export interface Cursor {
  instante: string;
  id: number;
}

/** Where a page starts and which photos it takes. */
export interface FeedFilter {
  cursor: Cursor | null;
  limite: number;
  autoescolaId: number | null;
  desde: Date | null;
  ate: Date | null;
}

/** The exact instant, as the cursor carries it (a JavaScript date would drop the microseconds). */
const exactInstant = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const before = (time: string, id: string, cursor: Cursor) =>
  sql<boolean>`(${sql.ref(time)}, ${sql.ref(id)}) < (${cursor.instante}::timestamptz, ${cursor.id})`;

/**
 * The practical photos' page: the photos alone first (newest first on `aula_fotos_recentes`, or
 * `aula_fotos_verificacao_recentes` for a verdict), then the page's lessons, students, instructors
 * and schools by key. Written as one join, the planner misjudged how many photos row-level security
 * leaves to an account of many schools and joined every lesson before sorting (17 s at the medium
 * bench size for a monitoring account's first page).
 */
export function fotosPraticas(
  filter: FeedFilter & { verificacao: VerificacaoFoto | null; instrutorId: number | null },
) {
  let page = tenantDb().selectFrom('aula_fotos as f').selectAll('f');
  if (filter.cursor) page = page.where(before('f.created_at', 'f.id', filter.cursor));
  if (filter.autoescolaId) page = page.where('f.autoescola_id', '=', filter.autoescolaId);
  if (filter.desde) page = page.where('f.created_at', '>=', filter.desde);
  if (filter.ate) page = page.where('f.created_at', '<', filter.ate);
  if (filter.verificacao) page = page.where('f.verificacao', '=', filter.verificacao);
  const instrutorId = filter.instrutorId;
  if (instrutorId) {
    page = page.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('aulas_praticas as a')
          .select('a.id')
          .whereRef('a.autoescola_id', '=', 'f.autoescola_id')
          .whereRef('a.id', '=', 'f.aula_id')
          .where('a.instrutor_id', '=', instrutorId),
      ),
    );
  }
  const photos = page
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(filter.limite + 1)
    .as('f');
  return tenantDb()
    .selectFrom(photos)
    .innerJoin('aulas_praticas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'f.autoescola_id').onRef('a.id', '=', 'f.aula_id'),
    )
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'a.autoescola_id').onRef('al.id', '=', 'a.aluno_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'f.autoescola_id')
    .select([
      'f.id as id_foto',
      'f.aula_id as id_aula_pratica',
      'f.autoescola_id as id_autoescola',
      'e.nome_fantasia as autoescola',
      'al.nome as aluno',
      'i.nome as instrutor',
      'a.instrutor_id as id_instrutor',
      'f.momento',
      isoInstant('f.created_at').as('tirada_em'),
      'f.latitude',
      'f.longitude',
      'f.verificacao',
      'f.rostos',
      'f.similaridade',
      isoInstant<string | null>('f.verificado_em').as('verificado_em'),
      exactInstant('f.created_at').as('instante'),
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}

export function fotosTeoricas(filter: FeedFilter) {
  let query = tenantDb()
    .selectFrom('evidencias as ev')
    .innerJoin('aulas_teoricas as at', (join) =>
      join.onRef('at.autoescola_id', '=', 'ev.autoescola_id').onRef('at.id', '=', 'ev.aula_id'),
    )
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'at.autoescola_id').onRef('t.id', '=', 'at.turma_id'),
    )
    .leftJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'ev.autoescola_id').onRef('al.id', '=', 'ev.aluno_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'ev.autoescola_id')
    .select([
      'ev.id as id_evidencia',
      'ev.aula_id as id_aula_teorica',
      'ev.autoescola_id as id_autoescola',
      'e.nome_fantasia as autoescola',
      't.nome as turma',
      'ev.tipo',
      isoInstant('ev.capturada_em').as('capturada_em'),
      'ev.camera_nome as camera',
      'al.nome as aluno',
      exactInstant('ev.capturada_em').as('instante'),
    ])
    .where('ev.arquivo', 'is not', null);
  if (filter.cursor) query = query.where(before('ev.capturada_em', 'ev.id', filter.cursor));
  if (filter.autoescolaId) query = query.where('ev.autoescola_id', '=', filter.autoescolaId);
  if (filter.desde) query = query.where('ev.capturada_em', '>=', filter.desde);
  if (filter.ate) query = query.where('ev.capturada_em', '<', filter.ate);
  return query
    .orderBy('ev.capturada_em', 'desc')
    .orderBy('ev.id', 'desc')
    .limit(filter.limite + 1)
    .execute();
}

/** The storage keys of a practical photo and its thumbnail. */
export function arquivosDaFotoPratica(id: number) {
  return tenantDb()
    .selectFrom('aula_fotos')
    .select(['arquivo', 'miniatura'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The storage key of a theory session's photo. */
export function arquivoDaFotoTeorica(id: number) {
  return tenantDb().selectFrom('evidencias').select(['arquivo']).where('id', '=', id).executeTakeFirst();
}
