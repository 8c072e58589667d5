import type { AulaHistorico, AulaPratica } from '@cfc/contract';
import { sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** Lessons as the lists, the agenda and the detail show them; every time as a UTC ISO instant. */

export type Status = AulaPratica['status'];

export interface AulaFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  /** Lessons starting at or after / before these instants. */
  from: Date | null;
  to: Date | null;
  status: Status | null;
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

/** A lesson with what the use cases need beyond the reply: its school. */
export type AulaRegistro = AulaPratica & { autoescola_id: number };

const SORTABLE = {
  inicio: 'a.inicio',
  aluno: 'al.nome',
  instrutor: 'i.nome',
  placa: 'v.placa',
  status: 'a.status',
};

/**
 * Lessons with their process, student, instructor, vehicle and annotation (if given): the one
 * join every lesson query of the module starts from.
 */
export function aulasJoined() {
  return tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('processos as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.id', '=', 'a.processo_id'),
    )
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'a.autoescola_id').onRef('al.id', '=', 'a.aluno_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .innerJoin('veiculos as v', (join) =>
      join.onRef('v.autoescola_id', '=', 'a.autoescola_id').onRef('v.id', '=', 'a.veiculo_id'),
    )
    .leftJoin('anotacoes_praticas as n', (join) =>
      join.onRef('n.autoescola_id', '=', 'a.autoescola_id').onRef('n.aula_id', '=', 'a.id'),
    );
}

function resumo() {
  return aulasJoined().select([
    'a.id as id_aulas_praticas',
    'a.autoescola_id',
    'a.processo_id as id_processo',
    'p.renach',
    'p.categoria',
    'a.aluno_id as id_aluno',
    'al.nome as aluno_nome',
    'a.instrutor_id as id_instrutor',
    'i.nome as instrutor_nome',
    'a.veiculo_id as id_veiculo',
    'v.placa',
    isoInstant('a.inicio').as('inicio'),
    isoInstant('a.fim').as('fim'),
    'a.horas_aula',
    'a.tipo',
    'a.status',
    'a.getran_status',
    'a.motivo_cancelamento',
    'a.contingencia',
  ]);
}

/** One page of the lessons in scope (row-level security keeps other schools out). */
export function list(filter: AulaFilter) {
  let query = resumo();
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
export function agenda(filter: AgendaFilter): Promise<AulaRegistro[]> {
  let query = resumo()
    .where('a.status', '<>', 'cancelada')
    .where('a.inicio', '<', filter.to)
    .where('a.fim', '>', filter.from);
  if (filter.por && filter.id) {
    const column = { instrutor: 'a.instrutor_id', veiculo: 'a.veiculo_id', aluno: 'a.aluno_id' } as const;
    query = query.where(column[filter.por], '=', filter.id);
  }
  return query.orderBy('a.inicio').orderBy('a.id').execute();
}

export function find(id: number): Promise<AulaRegistro | undefined> {
  return resumo().where('a.id', '=', id).executeTakeFirst();
}

/** The lesson's history, oldest first, with the name of who did each thing when it is visible. */
export function historico(id: number): Promise<AulaHistorico[]> {
  return tenantDb()
    .selectFrom('aula_historico as h')
    .leftJoin('usuarios as u', 'u.id', 'h.usuario_id')
    .select([
      'h.acao',
      sql<Record<string, unknown> | null>`h.de`.as('de'),
      sql<Record<string, unknown> | null>`h.para`.as('para'),
      'h.motivo',
      'u.nome as usuario',
      isoInstant('h.created_at').as('created_at'),
    ])
    .where('h.aula_id', '=', id)
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
}

export interface AulaValues {
  processo_id: number;
  aluno_id: number;
  instrutor_id: number;
  veiculo_id: number;
  inicio: Date;
  fim: Date;
  horas_aula: number;
  tipo: AulaPratica['tipo'];
  contingencia?: boolean;
}

export async function insert(autoescolaId: number, values: AulaValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('aulas_praticas')
    .values({ autoescola_id: autoescolaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function reschedule(id: number, times: { inicio: Date; fim: Date }): Promise<void> {
  await tenantDb().updateTable('aulas_praticas').set(times).where('id', '=', id).execute();
}

export async function setContingencia(id: number, contingencia: boolean): Promise<void> {
  await tenantDb().updateTable('aulas_praticas').set({ contingencia }).where('id', '=', id).execute();
}

export async function cancel(id: number, motivo: string): Promise<void> {
  await tenantDb()
    .updateTable('aulas_praticas')
    .set({ status: 'cancelada', motivo_cancelamento: motivo })
    .where('id', '=', id)
    .execute();
}

export async function addHistorico(
  autoescolaId: number,
  entry: {
    aula_id: number;
    acao: AulaHistorico['acao'];
    de?: Record<string, unknown> | null;
    para?: Record<string, unknown> | null;
    motivo?: string | null;
    usuario_id: number;
  },
): Promise<void> {
  await tenantDb()
    .insertInto('aula_historico')
    .values({
      autoescola_id: autoescolaId,
      aula_id: entry.aula_id,
      acao: entry.acao,
      de: entry.de ? JSON.stringify(entry.de) : null,
      para: entry.para ? JSON.stringify(entry.para) : null,
      motivo: entry.motivo ?? null,
      usuario_id: entry.usuario_id,
    })
    .execute();
}
