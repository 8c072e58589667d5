import { isoInstant } from '../../../platform/db/sql-formats.ts';
import { tenantDb } from '../../../platform/db/tenant.ts';
import { aulasJoined } from '../repository.ts';

/** SQL of the staff lesson calls (SPEC §7); every time as a UTC ISO instant. In a tenant transaction. */

function aulas() {
  return aulasJoined().select([
    'a.id',
    'a.autoescola_id',
    'a.aluno_id',
    'al.nome as aluno_nome',
    'al.cpf as aluno_cpf',
    'p.renach',
    'p.categoria',
    'a.instrutor_id',
    'i.nome as instrutor_nome',
    'a.veiculo_id',
    'a.inicio as inicio_at',
    isoInstant('a.inicio').as('inicio'),
    isoInstant('a.fim').as('fim'),
    'a.horas_aula',
    'a.status',
    'a.getran_status',
    'n.id as anotacao_id',
    isoInstant<string | null>('n.begin_time').as('begin_time'),
    isoInstant<string | null>('n.finish_time').as('finish_time'),
    'n.hodo_start',
    'n.hodo_end',
  ]);
}

export type AulaStaffRow = Awaited<ReturnType<typeof findAula>> & {};

export function findAula(id: number) {
  return aulas().where('a.id', '=', id).executeTakeFirst();
}

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

/** The annotation, locked, with its lesson's length (for the duration rules). */
export function lockAnotacao(id: number) {
  return tenantDb()
    .selectFrom('anotacoes_praticas as n')
    .innerJoin('aulas_praticas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'n.autoescola_id').onRef('a.id', '=', 'n.aula_id'),
    )
    .select([
      'n.id',
      'n.autoescola_id',
      'n.aula_id',
      'n.begin_time',
      'n.finish_time',
      'n.hodo_start',
      'n.hodo_end',
      'a.horas_aula',
      'a.tipo',
      'a.status',
    ])
    .where('n.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setGetranStatus(id: number, status: string | null): Promise<void> {
  await tenantDb()
    .updateTable('aulas_praticas')
    .set({ getran_status: status })
    .where('id', '=', id)
    .execute();
}

/** Only the times: the odometer is never edited after the lesson (SPEC §5). */
export async function anotacaoIdDaAula(aulaId: number): Promise<number | undefined> {
  const row = await tenantDb()
    .selectFrom('anotacoes_praticas')
    .select('id')
    .where('aula_id', '=', aulaId)
    .executeTakeFirst();
  return row?.id;
}

export async function setAnotacaoTimes(id: number, times: { begin_time: Date; finish_time: Date }) {
  await tenantDb().updateTable('anotacoes_praticas').set(times).where('id', '=', id).execute();
}

export async function deleteAnotacao(id: number): Promise<void> {
  await tenantDb().deleteFrom('anotacoes_praticas').where('id', '=', id).execute();
}

export async function setAulaStatus(id: number, status: 'agendada' | 'cancelada'): Promise<void> {
  await tenantDb().updateTable('aulas_praticas').set({ status }).where('id', '=', id).execute();
}

export async function updateAula(
  id: number,
  values: { instrutor_id: number; veiculo_id: number; inicio?: Date; fim?: Date },
): Promise<void> {
  await tenantDb().updateTable('aulas_praticas').set(values).where('id', '=', id).execute();
}
