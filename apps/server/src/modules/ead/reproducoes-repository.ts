import { sql } from 'kysely';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** The SQL of remote lessons: the session with its stream, the room's people, checks, chat and audit. */

/** The SQL of the recording's replays and their face checks (docs/ead.md). */

// ---------- Replays of the recording ----------

function reproducoes() {
  return tenantDb()
    .selectFrom('ead_reproducoes')
    .select([
      'id',
      'autoescola_id',
      'aula_id',
      'aluno_id',
      'duracao_segundos',
      isoInstant('iniciada_em').as('iniciada_em'),
      isoInstant<string | null>('encerrada_em').as('encerrada_em'),
      'trechos',
      'assistidos_segundos',
      'ultima_posicao',
      isoInstant<string | null>('ultimo_sinal_em').as('ultimo_sinal_em'),
      'posicao_aleatoria',
      'resultado',
      'motivo',
    ]);
}
export type ReproducaoRow = NonNullable<Awaited<ReturnType<typeof reproducaoAberta>>>;

/** The student's replay of the session going on, if any. */
export function reproducaoAberta(aulaId: number, alunoId: number) {
  return reproducoes()
    .where('aula_id', '=', aulaId)
    .where('aluno_id', '=', alunoId)
    .where('encerrada_em', 'is', null)
    .executeTakeFirst();
}

/** A replay, locked (each report changes it). */
export function lockReproducao(id: number) {
  return reproducoes().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function abrirReproducao(values: {
  autoescola_id: number;
  aula_id: number;
  aluno_id: number;
  usuario_id: number;
  ip: string;
  duracao_segundos: number;
  posicao_aleatoria: number | null;
}) {
  const { id } = await tenantDb()
    .insertInto('ead_reproducoes')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await reproducoes().where('id', '=', id).executeTakeFirst()) as ReproducaoRow;
}

/** A report of the player: the parts watched, their seconds, and the report itself. */
export async function sinalReproducao(
  id: number,
  values: {
    trechos: [number, number][];
    assistidos_segundos: number;
    ultima_posicao: number;
    ultimo_sinal_em: Date;
  },
) {
  await tenantDb()
    .updateTable('ead_reproducoes')
    .set({ ...values, trechos: JSON.stringify(values.trechos) })
    .where('id', '=', id)
    .execute();
}

export async function encerrarReproducao(
  id: number,
  resultado: 'presente' | 'ausente',
  motivo: string | null,
) {
  await tenantDb()
    .updateTable('ead_reproducoes')
    .set({ encerrada_em: sql`now()`, resultado, motivo })
    .where('id', '=', id)
    .execute();
}
