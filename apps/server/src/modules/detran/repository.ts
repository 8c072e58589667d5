import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import { containsPattern, containsText, plain } from '../../platform/db/like.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * SQL of the traffic authority's lists and details, in the request's tenant transaction: row-level
 * security limits every read to the schools of the authority's state. Set-wise: counts come from
 * correlated subqueries on indexed keys, never one query per row.
 */

export interface DetranFilter {
  autoescolaId: number | null;
  filtro: string | null;
  desde: Date | null;
  ate: Date | null;
  status: string | null;
}

/** A count subquery as a number (a subquery alone is nullable to the types). */
export const countOf = (subquery: Expression<unknown>) => sql<number>`coalesce((${subquery}), 0)::int`;

const digitsOf = (text: string) => text.replace(/\D/g, '');

type Eb<T extends keyof DB, A extends string> = ExpressionBuilder<DB & Record<A, DB[T]>, A>;

/** A name (folded), or three digits or more of a CPF. */
export function nomeOuCpf<A extends string>(eb: Eb<'alunos' | 'instrutores', A>, alias: A, filtro: string) {
  const digits = digitsOf(filtro);
  const nome = containsText(`${alias}.nome`, filtro);
  return digits.length >= 3
    ? eb.or([nome, sql<boolean>`${sql.ref(`${alias}.cpf`)} like ${`%${digits}%`}`])
    : nome;
}

// ---------- Students ----------

export function alunos(filter: DetranFilter) {
  let query = tenantDb()
    .selectFrom('alunos as al')
    .innerJoin('autoescolas as e', 'e.id', 'al.autoescola_id')
    .select((eb) => [
      'al.id as id_aluno',
      'al.autoescola_id as id_autoescola',
      'e.nome_fantasia as autoescola',
      'al.nome',
      'al.cpf',
      'al.renach',
      'al.situacao',
      countOf(
        eb
          .selectFrom('processos as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('p.autoescola_id', '=', 'al.autoescola_id')
          .whereRef('p.aluno_id', '=', 'al.id')
          .where('p.status', '=', 'aberto'),
      ).as('processos_abertos'),
      countOf(
        eb
          .selectFrom('aulas_praticas as a')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('a.autoescola_id', '=', 'al.autoescola_id')
          .whereRef('a.aluno_id', '=', 'al.id')
          .where('a.status', '=', 'realizada'),
      ).as('aulas_realizadas'),
      isoInstant('al.created_at').as('created_at'),
    ]);
  if (filter.autoescolaId) query = query.where('al.autoescola_id', '=', filter.autoescolaId);
  if (filter.filtro) {
    const filtro = filter.filtro;
    const digits = digitsOf(filtro);
    query = query.where((eb) =>
      eb.or([
        eb('al.nome_busca', 'like', containsPattern(plain(filtro))),
        ...(digits.length >= 3 ? [eb('al.cpf', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  if (filter.status) query = query.where('al.situacao', '=', filter.status as 'ativo');
  if (filter.desde) query = query.where('al.created_at', '>=', filter.desde);
  if (filter.ate) query = query.where('al.created_at', '<', filter.ate);
  return query;
}

export function aluno(id: number) {
  return tenantDb()
    .selectFrom('alunos as al')
    .select([
      'al.id',
      sql<string | null>`to_char(al.data_nascimento, 'YYYY-MM-DD')`.as('data_nascimento'),
      'al.email',
      'al.telefone',
      'al.cidade',
      'al.uf',
    ])
    .where('al.id', '=', id)
    .executeTakeFirst();
}

export function processosDoAluno(autoescolaId: number, alunoId: number) {
  return tenantDb()
    .selectFrom('processos')
    .select([
      'renach',
      'categoria',
      'tipo',
      'regime',
      'status',
      sql<string>`to_char(aberto_em, 'YYYY-MM-DD')`.as('aberto_em'),
    ])
    .where('autoescola_id', '=', autoescolaId)
    .where('aluno_id', '=', alunoId)
    .orderBy('aberto_em', 'desc')
    .execute();
}

export function aulasDoAluno(autoescolaId: number, alunoId: number) {
  return tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .select([
      'a.id as id_aula_pratica',
      isoInstant('a.inicio').as('inicio'),
      'a.status',
      'i.nome as instrutor',
      'a.getran_status',
    ])
    .where('a.autoescola_id', '=', autoescolaId)
    .where('a.aluno_id', '=', alunoId)
    .orderBy('a.inicio', 'desc')
    .limit(20)
    .execute();
}

// ---------- Practical lessons ----------

export function aulasPraticas(filter: DetranFilter) {
  let query = tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'a.autoescola_id').onRef('al.id', '=', 'a.aluno_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .innerJoin('veiculos as v', (join) =>
      join.onRef('v.autoescola_id', '=', 'a.autoescola_id').onRef('v.id', '=', 'a.veiculo_id'),
    )
    .innerJoin('processos as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.id', '=', 'a.processo_id'),
    )
    .select([
      'a.id as id_aula_pratica',
      'a.autoescola_id as id_autoescola',
      'e.nome_fantasia as autoescola',
      'e.slug',
      'al.nome as aluno',
      'al.cpf',
      'i.nome as instrutor',
      'v.placa',
      'p.categoria',
      'p.renach',
      isoInstant('a.inicio').as('inicio'),
      isoInstant('a.fim').as('fim'),
      'a.status',
      'a.getran_status',
      'a.contingencia',
    ]);
  if (filter.autoescolaId) query = query.where('a.autoescola_id', '=', filter.autoescolaId);
  if (filter.filtro) {
    const filtro = filter.filtro;
    query = query.where((eb) => nomeOuCpf(eb as never, 'al', filtro));
  }
  if (filter.status) query = query.where('a.status', '=', filter.status as 'realizada');
  if (filter.desde) query = query.where('a.inicio', '>=', filter.desde);
  if (filter.ate) query = query.where('a.inicio', '<', filter.ate);
  return query;
}

export function anotacaoDaAula(autoescolaId: number, aulaId: number) {
  return tenantDb()
    .selectFrom('anotacoes_praticas as n')
    .select((eb) => [
      isoInstant<string | null>('n.begin_time').as('iniciada_em'),
      isoInstant<string | null>('n.finish_time').as('finalizada_em'),
      'n.hodo_start',
      'n.hodo_end',
      countOf(
        eb
          .selectFrom('aula_posicoes as ps')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('ps.autoescola_id', '=', 'n.autoescola_id')
          .whereRef('ps.aula_id', '=', 'n.aula_id'),
      ).as('posicoes'),
    ])
    .where('n.autoescola_id', '=', autoescolaId)
    .where('n.aula_id', '=', aulaId)
    .executeTakeFirst();
}

export function fotosDaAula(autoescolaId: number, aulaId: number) {
  return tenantDb()
    .selectFrom('aula_fotos')
    .select([
      'id as id_foto',
      'momento',
      isoInstant('created_at').as('tirada_em'),
      'verificacao',
      'similaridade',
    ])
    .where('autoescola_id', '=', autoescolaId)
    .where('aula_id', '=', aulaId)
    .orderBy('created_at')
    .execute();
}

// ---------- Theory classes ----------

export function turmas(filter: DetranFilter) {
  let query = tenantDb()
    .selectFrom('turmas as t')
    .innerJoin('autoescolas as e', 'e.id', 't.autoescola_id')
    .innerJoin('salas as s', (join) =>
      join.onRef('s.autoescola_id', '=', 't.autoescola_id').onRef('s.id', '=', 't.sala_id'),
    )
    .select((eb) => [
      't.id as id_turma',
      't.autoescola_id as id_autoescola',
      'e.nome_fantasia as autoescola',
      't.nome',
      't.curso',
      sql<string>`to_char(t.data_inicio, 'YYYY-MM-DD')`.as('data_inicio'),
      sql<string>`to_char(t.data_fim, 'YYYY-MM-DD')`.as('data_fim'),
      't.status',
      's.nome as sala',
      countOf(
        eb
          .selectFrom('matriculas as m')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('m.autoescola_id', '=', 't.autoescola_id')
          .whereRef('m.turma_id', '=', 't.id')
          .where('m.status', '=', 'ativa'),
      ).as('alunos'),
      countOf(
        eb
          .selectFrom('aulas_teoricas as at')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('at.autoescola_id', '=', 't.autoescola_id')
          .whereRef('at.turma_id', '=', 't.id'),
      ).as('aulas'),
    ]);
  if (filter.autoescolaId) query = query.where('t.autoescola_id', '=', filter.autoescolaId);
  if (filter.filtro) query = query.where(containsText('t.nome', filter.filtro));
  if (filter.status) query = query.where('t.status', '=', filter.status as 'planejada');
  // Classes running at some time of the period.
  if (filter.desde) query = query.where(sql<boolean>`t.data_fim >= ${filter.desde}::date`);
  if (filter.ate) query = query.where(sql<boolean>`t.data_inicio < ${filter.ate}::date`);
  return query;
}

export function sessoesDaTurma(autoescolaId: number, turmaId: number) {
  return tenantDb()
    .selectFrom('aulas_teoricas as at')
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'at.autoescola_id').onRef('i.id', '=', 'at.instrutor_id'),
    )
    .select([
      'at.id as id_aula_teorica',
      'at.disciplina',
      isoInstant('at.inicio').as('inicio'),
      isoInstant('at.fim').as('fim'),
      'at.status',
      'at.modalidade',
      'i.nome as instrutor',
    ])
    .where('at.autoescola_id', '=', autoescolaId)
    .where('at.turma_id', '=', turmaId)
    .orderBy('at.inicio')
    .execute();
}

export function matriculadosDaTurma(autoescolaId: number, turmaId: number) {
  return tenantDb()
    .selectFrom('matriculas as m')
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'm.autoescola_id').onRef('al.id', '=', 'm.aluno_id'),
    )
    .select(['al.nome', 'al.cpf'])
    .where('m.autoescola_id', '=', autoescolaId)
    .where('m.turma_id', '=', turmaId)
    .where('m.status', '=', 'ativa')
    .orderBy('al.nome')
    .execute();
}
