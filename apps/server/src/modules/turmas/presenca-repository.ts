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

/**
 * Writes the times and what they count of many places of a session's list in one statement, the
 * same as setPresenca would write one by one.
 */
export async function setPresencas(
  aulaId: number,
  marcadoPor: number,
  seats: readonly (Omit<PresencaValues, 'marcado_por'> & { aluno_id: number })[],
): Promise<void> {
  if (seats.length === 0) return;
  const column = <T>(pick: (seat: (typeof seats)[number]) => T) => sql.val(seats.map(pick));
  const instant = (value: Date | null) => value?.toISOString() ?? null;
  await sql`update presencas p
    set entrada = v.entrada, saida = v.saida, minutos = v.minutos, horas_aula = v.horas_aula,
      marcado_por = ${marcadoPor}, marcado_em = now()
    from unnest(
      ${column((seat) => seat.aluno_id)}::bigint[],
      ${column((seat) => instant(seat.entrada))}::timestamptz[],
      ${column((seat) => instant(seat.saida))}::timestamptz[],
      ${column((seat) => seat.minutos)}::smallint[],
      ${column((seat) => seat.horas_aula)}::smallint[]
    ) as v (aluno_id, entrada, saida, minutos, horas_aula)
    where p.aula_id = ${aulaId} and p.aluno_id = v.aluno_id`.execute(tenantDb());
}

/** Why each student was counted absent (null: counted present), for a remote session. */
export async function setMotivosAusencia(
  aulaId: number,
  seats: readonly { aluno_id: number; motivo_ausencia: string | null }[],
): Promise<void> {
  if (seats.length === 0) return;
  await sql`update presencas p set motivo_ausencia = v.motivo
    from unnest(${sql.val(seats.map((seat) => seat.aluno_id))}::bigint[],
                ${sql.val(seats.map((seat) => seat.motivo_ausencia))}::text[]) as v (aluno_id, motivo)
    where p.aula_id = ${aulaId} and p.aluno_id = v.aluno_id`.execute(tenantDb());
}

/** The raw times of a session's list, for counting when it closes. */
export function presencasParaContar(aulaId: number) {
  return tenantDb()
    .selectFrom('presencas')
    .select(['aluno_id', 'entrada', 'saida'])
    .where('aula_id', '=', aulaId)
    .execute();
}
