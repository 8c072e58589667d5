import type { AulaPratica } from '@cfc/contract';
import { sql } from 'kysely';
import { containsText } from '../../../platform/db/like.ts';
import { paginate } from '../../../platform/db/paginate.ts';
import { tenantDb } from '../../../platform/db/tenant.ts';
import { aulas, aulasComFotos } from '../aula-repository.ts';

/**
 * SQL of what staff, the instructor and the student read about lessons: the lists, the agenda, an
 * instructor's and a student's lessons, the options of the staff's lesson detail and each school's
 * contingency share. In the caller's tenant transaction; row-level security keeps other schools out.
 */

export interface AulaFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  /** Lessons starting at or after / before these instants. */
  from: Date | null;
  to: Date | null;
  status: AulaPratica['status'] | null;
  instrutor_id: number | null;
  veiculo_id: number | null;
  aluno_id: number | null;
  processo_id: number | null;
  filtro: string | null;
}

export interface AgendaFilter {
  from: Date;
  to: Date;
  por: 'instrutor' | 'veiculo' | 'aluno' | null;
  id: number | null;
}

const SORTABLE = {
  inicio: 'a.inicio',
  aluno: 'al.nome',
  instrutor: 'i.nome',
  placa: 'v.placa',
  status: 'a.status',
};

/** One page of the lessons in scope. */
export function list(filter: AulaFilter) {
  let query = aulas();
  if (filter.from) query = query.where('a.inicio', '>=', filter.from);
  if (filter.to) query = query.where('a.inicio', '<', filter.to);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.instrutor_id) query = query.where('a.instrutor_id', '=', filter.instrutor_id);
  if (filter.veiculo_id) query = query.where('a.veiculo_id', '=', filter.veiculo_id);
  if (filter.aluno_id) query = query.where('a.aluno_id', '=', filter.aluno_id);
  if (filter.processo_id) query = query.where('a.processo_id', '=', filter.processo_id);
  if (filter.filtro) query = query.where(containsText('al.nome', filter.filtro));
  return paginate(query, filter, { columns: SORTABLE, default: 'a.inicio', unique: 'a.id' });
}

/** The live lessons of a range for the calendar, of one instructor, vehicle or student or of all. */
export function agenda(filter: AgendaFilter) {
  let query = aulas()
    .where('a.status', '<>', 'cancelada')
    .where('a.inicio', '<', filter.to)
    .where('a.fim', '>', filter.from);
  if (filter.por && filter.id) {
    const column = { instrutor: 'a.instrutor_id', veiculo: 'a.veiculo_id', aluno: 'a.aluno_id' } as const;
    query = query.where(column[filter.por], '=', filter.id);
  }
  return query.orderBy('a.inicio').orderBy('a.id').execute();
}

/**
 * An instructor's lessons starting in [from, to), cancelled ones included, by start, with their
 * photos. The school is named, not only left to row-level security, so the lessons come from one
 * range of the index `aulas_praticas_instrutor_agenda` in their order, whatever the planner's
 * statistics say.
 */
export function aulasDoInstrutor(autoescolaId: number, instrutorId: number, from: Date, to: Date) {
  return aulasComFotos()
    .where('a.autoescola_id', '=', autoescolaId)
    .where('a.instrutor_id', '=', instrutorId)
    .where('a.inicio', '>=', from)
    .where('a.inicio', '<', to)
    .orderBy('a.inicio')
    .orderBy('a.id')
    .execute();
}

/** A student's lessons, every status, by start. */
export function aulasDoAluno(alunoId: number) {
  return aulas().where('a.aluno_id', '=', alunoId).orderBy('a.inicio').orderBy('a.id').execute();
}

export function alunoExists(alunoId: number) {
  return tenantDb().selectFrom('alunos').select('id').where('id', '=', alunoId).executeTakeFirst();
}

export function instrutorOptions(autoescolaId: number) {
  return tenantDb()
    .selectFrom('instrutores')
    .select(['id as id_instrutor', 'nome'])
    .where('autoescola_id', '=', autoescolaId)
    .where('ativo', '=', true)
    .orderBy('nome')
    .orderBy('id')
    .execute();
}

export function veiculoOptions(autoescolaId: number) {
  return tenantDb()
    .selectFrom('veiculos')
    .select(['id as id_veiculo', 'placa', 'categoria as categoria_cnh'])
    .where('autoescola_id', '=', autoescolaId)
    .where('ativo', '=', true)
    .orderBy('placa')
    .execute();
}

/** Each school in scope with its live lessons starting in [from, to), all and contingency ones. */
export function contingenciaPorEscola(from: Date, to: Date) {
  return (
    tenantDb()
      .selectFrom('autoescolas as e')
      .leftJoin('aulas_praticas as a', (join) =>
        join
          .onRef('a.autoescola_id', '=', 'e.id')
          .on('a.status', '<>', 'cancelada')
          .on('a.inicio', '>=', from)
          .on('a.inicio', '<', to),
      )
      .select([
        'e.id',
        'e.slug',
        'e.nome_fantasia',
        'e.uf',
        sql<number>`count(a.id)::int`.as('total'),
        sql<number>`count(a.id) filter (where a.contingencia)::int`.as('contingencia'),
      ])
      // The operator's own school gives no lessons.
      .where('e.operadora', '=', false)
      .groupBy(['e.id', 'e.slug', 'e.nome_fantasia', 'e.uf'])
      .orderBy('e.nome_fantasia')
      .execute()
  );
}
