import type { MomentoFoto } from '@cfc/contract';
import { TIME_ZONE } from '@cfc/domain';
import { sql } from 'kysely';
import { isoInstant } from '../../../platform/db/sql-formats.ts';
import { tenantDb } from '../../../platform/db/tenant.ts';
import { aulasJoined } from '../repository.ts';

/** SQL of giving a lesson: the annotation, its track and photos, and who the caller is. */

const localDate = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;

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

export function alunoDoUsuario(usuarioId: number) {
  return tenantDb()
    .selectFrom('alunos')
    .select(['id', 'autoescola_id', 'nome'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('id')
    .executeTakeFirst();
}

function lessons() {
  return aulasJoined().select([
    'a.id',
    localDate('a.inicio').as('data_aula'),
    'a.status',
    isoInstant('a.inicio').as('inicio'),
    isoInstant('a.fim').as('fim'),
    'a.instrutor_id',
    'i.nome as instrutor',
    'a.aluno_id',
    'al.nome as aluno',
    'a.veiculo_id',
    'v.placa',
    'p.categoria',
    'a.horas_aula',
    'a.tipo',
    'n.id as anotacao_id',
    isoInstant<string | null>('n.begin_time').as('begin_time'),
    isoInstant<string | null>('n.finish_time').as('finish_time'),
    'n.hodo_start',
    'n.hodo_end',
    sql<MomentoFoto[]>`array(select f.momento from aula_fotos f
        where f.autoescola_id = a.autoescola_id and f.aula_id = a.id order by f.momento desc)`.as('fotos'),
  ]);
}

export type LessonRow = Awaited<ReturnType<typeof lessonsOfInstrutor>>[number];

/**
 * An instructor's lessons starting in [from, to), cancelled ones included, by start. The school is
 * named, not only left to row-level security, so the lessons come from one range of the index
 * `aulas_praticas_instrutor_agenda` in their order, whatever the planner's statistics say.
 */
export function lessonsOfInstrutor(autoescolaId: number, instrutorId: number, from: Date, to: Date) {
  return lessons()
    .where('a.autoescola_id', '=', autoescolaId)
    .where('a.instrutor_id', '=', instrutorId)
    .where('a.inicio', '>=', from)
    .where('a.inicio', '<', to)
    .orderBy('a.inicio')
    .orderBy('a.id')
    .execute();
}

export function lessonsOfAluno(alunoId: number, status: LessonRow['status'] | null) {
  let query = lessons().where('a.aluno_id', '=', alunoId);
  if (status) query = query.where('a.status', '=', status);
  return query.orderBy('a.inicio').orderBy('a.id').execute();
}

export function lessonById(id: number) {
  return lessons().where('a.id', '=', id).executeTakeFirst();
}

/** The lesson locked for a state change, with its annotation when there is one. */
export function lockLesson(id: number) {
  return tenantDb()
    .selectFrom('aulas_praticas as a')
    .leftJoin('anotacoes_praticas as n', (join) =>
      join.onRef('n.autoescola_id', '=', 'a.autoescola_id').onRef('n.aula_id', '=', 'a.id'),
    )
    .select([
      'a.id',
      'a.autoescola_id',
      'a.instrutor_id',
      'a.veiculo_id',
      'a.status',
      'a.inicio',
      'a.fim',
      'n.id as anotacao_id',
      'n.hodo_start',
      'n.finish_time',
    ])
    .where('a.id', '=', id)
    .forUpdate('a')
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

export async function setStatus(id: number, status: LessonRow['status']): Promise<void> {
  await tenantDb().updateTable('aulas_praticas').set({ status }).where('id', '=', id).execute();
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
