import type { ModalidadeSessao } from '@cfc/contract';
import type { DisciplinaTeorica } from '@cfc/domain';
import { tenantDb } from '../../platform/db/tenant.ts';
import { aulasComLista, ensina, somaHorasAulaSql } from './shared-repository.ts';

/** The SQL of scheduling a class's sessions: the calendar, the day's hours, and the session's writes. */

/** Whether the instructor is listed for the subject in the class. */
export async function ensinaDisciplina(turmaId: number, disciplina: DisciplinaTeorica, instrutorId: number) {
  const row = await tenantDb()
    .selectFrom('turma_instrutores')
    .select('instrutor_id')
    .where('turma_id', '=', turmaId)
    .where('disciplina', '=', disciplina)
    .where('instrutor_id', '=', instrutorId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface CalendarioFilter {
  from: Date;
  to: Date;
  turmaId: number | null;
  instrutorId: number | null;
  salaId: number | null;
  /** The instructor whose classes alone are seen (role 3). */
  ensinaId: number | null;
}

export function calendario(filter: CalendarioFilter) {
  let query = aulasComLista().where('a.inicio', '>=', filter.from).where('a.inicio', '<', filter.to);
  if (filter.turmaId !== null) query = query.where('a.turma_id', '=', filter.turmaId);
  if (filter.instrutorId !== null) query = query.where('a.instrutor_id', '=', filter.instrutorId);
  if (filter.salaId !== null) query = query.where('a.sala_id', '=', filter.salaId);
  if (filter.ensinaId !== null) query = query.where(ensina(filter.ensinaId));
  return query.orderBy('a.inicio').orderBy('a.id').execute();
}

/** h/a of the class's sessions starting in [from, to), but one. */
export async function horasDaTurmaNoDia(turmaId: number, from: Date, to: Date, exceto: number | null) {
  let query = tenantDb()
    .selectFrom('aulas_teoricas as a')
    .select(somaHorasAulaSql.as('n'))
    .where('a.turma_id', '=', turmaId)
    .where('a.inicio', '>=', from)
    .where('a.inicio', '<', to);
  if (exceto !== null) query = query.where('a.id', '<>', exceto);
  return (await query.executeTakeFirstOrThrow()).n;
}

/**
 * Whether the instructor has a practical lesson (not cancelled) overlapping [inicio, fim): they cannot
 * give both at once (the trigger of migration 0015 holds it against concurrent writes).
 */
export async function instrutorEmAulaPratica(instrutorId: number, inicio: Date, fim: Date): Promise<boolean> {
  const row = await tenantDb()
    .selectFrom('aulas_praticas')
    .select('id')
    .where('instrutor_id', '=', instrutorId)
    .where('status', '<>', 'cancelada')
    .where('inicio', '<', fim)
    .where('fim', '>', inicio)
    .executeTakeFirst();
  return row !== undefined;
}

export interface AulaValues {
  disciplina: DisciplinaTeorica;
  instrutor_id: number;
  inicio: Date;
  fim: Date;
  modalidade: ModalidadeSessao;
  /** A remote session's link (kept when it stays remote); null in person. */
  link_ead: string | null;
}

export async function insertAula(
  autoescolaId: number,
  turmaId: number,
  salaId: number,
  values: AulaValues,
): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('aulas_teoricas')
    .values({ autoescola_id: autoescolaId, turma_id: turmaId, sala_id: salaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateAula(id: number, values: AulaValues): Promise<void> {
  await tenantDb().updateTable('aulas_teoricas').set(values).where('id', '=', id).execute();
}

export async function deleteAula(id: number): Promise<void> {
  await tenantDb().deleteFrom('aulas_teoricas').where('id', '=', id).execute();
}
