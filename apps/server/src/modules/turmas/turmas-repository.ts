import type { DisciplinaTeorica } from '@cfc/domain';
import { sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { ensina, turmas } from './shared-repository.ts';

/** The SQL of a class's record: its list, its instructors per subject, and its writes. */

type CursoTurma = DB['turmas']['curso'];
type StatusTurma = 'planejada' | 'em_andamento' | 'concluida' | 'cancelada';

export interface TurmaFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  status: StatusTurma | null;
  curso: CursoTurma | null;
  de: string | null;
  ate: string | null;
}

export function listTurmas(filter: TurmaFilter, instrutorId: number | null) {
  let query = turmas();
  if (instrutorId !== null) query = query.where(ensina(instrutorId));
  if (filter.filtro) {
    const text = filter.filtro;
    query = query.where((eb) => eb.or([containsText('t.nome', text), containsText('s.nome', text)]));
  }
  if (filter.status) query = query.where('t.status', '=', filter.status);
  if (filter.curso) query = query.where('t.curso', '=', filter.curso);
  if (filter.de) query = query.where('t.data_fim', '>=', filter.de);
  if (filter.ate) query = query.where('t.data_inicio', '<=', filter.ate);
  return paginate(query, filter, {
    columns: {
      nome: 't.nome',
      curso: 't.curso',
      status: 't.status',
      data_inicio: 't.data_inicio',
      data_fim: 't.data_fim',
      sala: 's.nome',
    },
    default: 't.data_inicio',
    unique: 't.id',
  });
}

export function instrutoresDasTurmas(turmaIds: readonly number[]) {
  if (turmaIds.length === 0) return Promise.resolve([]);
  return tenantDb()
    .selectFrom('turma_instrutores as ti')
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'ti.autoescola_id').onRef('i.id', '=', 'ti.instrutor_id'),
    )
    .select(['ti.turma_id', 'ti.disciplina', 'ti.instrutor_id as id_instrutor', 'i.nome as instrutor_nome'])
    .where('ti.turma_id', 'in', [...turmaIds])
    .orderBy('ti.turma_id')
    .orderBy('ti.disciplina')
    .orderBy('i.nome')
    .execute();
}

export interface TurmaValues {
  nome: string;
  curso: CursoTurma;
  sala_id: number;
  data_inicio: string;
  data_fim: string;
  status: StatusTurma;
}

export async function insertTurma(autoescolaId: number, values: TurmaValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('turmas')
    .values({ autoescola_id: autoescolaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateTurma(id: number, values: Partial<TurmaValues>): Promise<void> {
  await tenantDb().updateTable('turmas').set(values).where('id', '=', id).execute();
}

export async function replaceInstrutores(
  autoescolaId: number,
  turmaId: number,
  instrutores: readonly { disciplina: DisciplinaTeorica; instrutor_id: number }[],
): Promise<void> {
  await tenantDb().deleteFrom('turma_instrutores').where('turma_id', '=', turmaId).execute();
  const unique = new Map(instrutores.map((item) => [`${item.disciplina}:${item.instrutor_id}`, item]));
  if (unique.size === 0) return;
  await tenantDb()
    .insertInto('turma_instrutores')
    .values([...unique.values()].map((item) => ({ autoescola_id: autoescolaId, turma_id: turmaId, ...item })))
    .execute();
}

/** Whether the class has anything a deletion would lose: an enrolment or a session opened. */
export async function turmaTemHistorico(turmaId: number): Promise<boolean> {
  const row = await tenantDb()
    .selectNoFrom([
      sql<boolean>`exists (select 1 from matriculas where turma_id = ${turmaId})
        or exists (select 1 from aulas_teoricas where turma_id = ${turmaId} and status <> 'agendada')`.as(
        'tem',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row.tem;
}

export async function deleteTurma(turmaId: number): Promise<boolean> {
  await tenantDb().deleteFrom('aulas_teoricas').where('turma_id', '=', turmaId).execute();
  const result = await tenantDb().deleteFrom('turmas').where('id', '=', turmaId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Sessions of the class outside [de, ate] (São Paulo dates). */
export async function aulasForaDoPeriodo(turmaId: number, de: string, ate: string): Promise<number> {
  const row = await tenantDb()
    .selectFrom('aulas_teoricas')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('turma_id', '=', turmaId)
    .where((eb) =>
      eb.or([
        eb(sql`(inicio at time zone 'America/Sao_Paulo')::date`, '<', de),
        eb(sql`(fim at time zone 'America/Sao_Paulo')::date`, '>', ate),
      ]),
    )
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Moves the class's sessions not yet given to its new room. */
export async function moverAulasDeSala(turmaId: number, salaId: number): Promise<void> {
  await tenantDb()
    .updateTable('aulas_teoricas')
    .set({ sala_id: salaId })
    .where('turma_id', '=', turmaId)
    .where('status', '=', 'agendada')
    .execute();
}
