import { sql } from 'kysely';
import { tenantDb } from '../../platform/db/tenant.ts';

/** The SQL of running a session: opening and closing it, and the times and hours of its list. */

export async function abrirAula(id: number, usuarioId: number): Promise<void> {
  await tenantDb()
    .updateTable('aulas_teoricas')
    .set({ status: 'aberta', aberta_em: sql<Date>`now()`, aberta_por: usuarioId })
    .where('id', '=', id)
    .execute();
}

export async function encerrarAula(id: number, usuarioId: number): Promise<void> {
  await tenantDb()
    .updateTable('aulas_teoricas')
    .set({ status: 'encerrada', encerrada_em: sql<Date>`now()`, encerrada_por: usuarioId })
    .where('id', '=', id)
    .execute();
}

/** Marks the class as running when its first session opens. */
export async function turmaEmAndamento(turmaId: number): Promise<void> {
  await tenantDb()
    .updateTable('turmas')
    .set({ status: 'em_andamento' })
    .where('id', '=', turmaId)
    .where('status', '=', 'planejada')
    .execute();
}

export interface PresencaValues {
  entrada: Date | null;
  saida: Date | null;
  minutos: number;
  horas_aula: number;
  marcado_por: number | null;
}

export async function setPresenca(aulaId: number, alunoId: number, values: PresencaValues): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('presencas')
    .set({ ...values, marcado_em: sql<Date>`now()` })
    .where('aula_id', '=', aulaId)
    .where('aluno_id', '=', alunoId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The raw times of a session's list, for counting when it closes. */
export function presencasParaContar(aulaId: number) {
  return tenantDb()
    .selectFrom('presencas')
    .select(['aluno_id', 'entrada', 'saida'])
    .where('aula_id', '=', aulaId)
    .execute();
}
