import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { aulasDoAluno, listas, matriculas } from './shared-repository.ts';

/** The SQL of the reads beside the staff's screens: the student's theory area, hours and the hours report. */

type CursoTurma = DB['turmas']['curso'];

/**
 * The student of an account with what their theory area reads beside their sessions, in one round
 * trip: their school's state (for its profile), their open processes and every enrolment of theirs
 * with its class (the active ones name the classes; all of them map a presence to its process).
 */
export function areaDoAluno(usuarioId: number) {
  return tenantDb()
    .selectFrom('alunos as al')
    .innerJoin('autoescolas as e', 'e.id', 'al.autoescola_id')
    .select((eb) => [
      'al.id',
      'al.autoescola_id',
      'e.uf',
      jsonArrayFrom(
        eb
          .selectFrom('processos as pr')
          .select(['pr.id', 'pr.tipo', 'pr.regime', 'pr.status', 'pr.aberto_em', 'pr.categoria', 'pr.renach'])
          .whereRef('pr.autoescola_id', '=', 'al.autoescola_id')
          .whereRef('pr.aluno_id', '=', 'al.id')
          .where('pr.status', '=', 'aberto')
          .orderBy('pr.id'),
      ).as('processos'),
      jsonArrayFrom(
        eb
          .selectFrom('matriculas as m')
          .innerJoin('turmas as t', (join) =>
            join.onRef('t.autoescola_id', '=', 'm.autoescola_id').onRef('t.id', '=', 'm.turma_id'),
          )
          .select(['m.id', 'm.processo_id', 'm.status', 't.curso', 't.nome as turma_nome'])
          .whereRef('m.autoescola_id', '=', 'al.autoescola_id')
          .whereRef('m.aluno_id', '=', 'al.id')
          .orderBy('m.id'),
      ).as('matriculas'),
    ])
    .where('al.usuario_id', '=', usuarioId)
    .orderBy('al.id')
    .limit(1)
    .executeTakeFirst();
}

/** A student's sessions, every list they are on, by start, with the times marked on each. */
export function sessoesDoAluno(alunoId: number) {
  return aulasDoAluno(alunoId).select(['p.entrada', 'p.saida']).orderBy('a.inicio').orderBy('a.id').execute();
}

/**
 * The presences counted toward the processes given, in closed sessions: the process and course of
 * the enrolment each counts for, the session's subject and times, and the times marked.
 */
export function presencasDosProcessos(processoIds: readonly number[]) {
  if (processoIds.length === 0) return Promise.resolve([]);
  return listas()
    .innerJoin('matriculas as m', (join) =>
      join.onRef('m.autoescola_id', '=', 'p.autoescola_id').onRef('m.id', '=', 'p.matricula_id'),
    )
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'm.autoescola_id').onRef('t.id', '=', 'm.turma_id'),
    )
    .select(['m.processo_id', 't.curso', 'a.disciplina', 'a.inicio', 'a.fim', 'p.entrada', 'p.saida'])
    .where('m.processo_id', 'in', [...processoIds])
    .where('a.status', '=', 'encerrada')
    .execute();
}

export interface CargaFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  turmaId: number | null;
  curso: CursoTurma | null;
  todas: boolean;
}

function cargaQuery(filter: Omit<CargaFilter, 'page' | 'per_page' | 'sort'>) {
  let query = matriculas();
  if (!filter.todas) query = query.where('m.status', '=', 'ativa');
  if (filter.turmaId !== null) query = query.where('m.turma_id', '=', filter.turmaId);
  if (filter.curso) query = query.where('t.curso', '=', filter.curso);
  if (filter.filtro) {
    const text = filter.filtro;
    const digits = text.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        containsText('al.nome', text),
        containsText('t.nome', text),
        ...(digits.length >= 3 ? [eb('al.cpf', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

export function pageCarga(filter: CargaFilter) {
  return paginate(cargaQuery(filter), filter, {
    columns: { aluno: 'al.nome', turma: 't.nome', curso: 't.curso', created_at: 'm.created_at' },
    default: 'al.nome',
    unique: 'm.id',
  });
}

export function allCarga(filter: Omit<CargaFilter, 'page' | 'per_page' | 'sort'>) {
  return cargaQuery(filter).orderBy('t.nome').orderBy('al.nome').orderBy('m.id').execute();
}
