import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * What the monitoring dashboard shows live on a fresh start (docs/monitoring.md): one practical
 * lesson under way, started 20 minutes before the seed ran, with a GPS fix every 30 seconds until
 * then (the demo school); and in every school the second room's camera offline, the first online. The demo month has no lesson today
 * (seed-aulas.ts), so the lesson takes a car, its second instructor and the last car student, which
 * the browser tests leave alone (they book motorcycles with Ivo and Alice). Runs in the seed's
 * system transaction, after the practical lessons.
 */

const MINUTE = 60_000;
const INICIADA_HA_MINUTOS = 20;
const DURACAO_MINUTOS = 50;
const FIX_SEGUNDOS = 30;
/** Inside the perimeter 'Centro - São Luís' of Autoescola Demo (modules/processos/seed.ts). */
const CENTRO = { latitude: -2.53, longitude: -44.3 };

export async function seedAulaEmAndamento(trx: Transaction<DB>, schoolId: number, now = new Date()) {
  const processo = await trx
    .selectFrom('processos')
    .select(['id', 'aluno_id'])
    .where('autoescola_id', '=', schoolId)
    .where('categoria', '=', 'B')
    .where('status', '=', 'aberto')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const inicio = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE - INICIADA_HA_MINUTOS * MINUTE);
  const fim = new Date(inicio.getTime() + DURACAO_MINUTOS * MINUTE);
  // The last instructors of the demo, whom the tests leave alone, free of a theory session now.
  const instrutor = await trx
    .selectFrom('instrutores as i')
    .select('i.id')
    .where('i.autoescola_id', '=', schoolId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('aulas_teoricas as t')
            .select('t.id')
            .whereRef('t.autoescola_id', '=', 'i.autoescola_id')
            .whereRef('t.instrutor_id', '=', 'i.id')
            .where('t.inicio', '<', fim)
            .where('t.fim', '>', inicio),
        ),
      ),
    )
    .orderBy('i.id', 'desc')
    .executeTakeFirst();
  const [, veiculo] = await trx
    .selectFrom('veiculos')
    .select(['id', 'hodometro'])
    .where('autoescola_id', '=', schoolId)
    .where('categoria', '=', 'B')
    .orderBy('id')
    .execute();
  if (!processo || !instrutor || !veiculo) return null;

  const { id } = await trx
    .insertInto('aulas_praticas')
    .values({
      autoescola_id: schoolId,
      processo_id: processo.id,
      aluno_id: processo.aluno_id,
      instrutor_id: instrutor.id,
      veiculo_id: veiculo.id,
      inicio,
      fim,
      status: 'em_andamento',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const begin = new Date(inicio.getTime() + MINUTE);
  await trx
    .insertInto('anotacoes_praticas')
    .values({ autoescola_id: schoolId, aula_id: id, begin_time: begin, hodo_start: veiculo.hodometro })
    .execute();
  const fixes = Math.floor((now.getTime() - begin.getTime()) / (FIX_SEGUNDOS * 1000));
  if (fixes > 0) {
    await trx
      .insertInto('aula_posicoes')
      .values(
        Array.from({ length: fixes }, (_, n) => ({
          autoescola_id: schoolId,
          aula_id: id,
          registrado_em: new Date(begin.getTime() + n * FIX_SEGUNDOS * 1000),
          // A slow loop around the centre, about 300 m across.
          latitude: CENTRO.latitude + 0.0015 * Math.sin(n / 8),
          longitude: CENTRO.longitude + 0.0015 * Math.cos(n / 8),
          precisao_metros: 8,
        })),
      )
      .execute();
  }
  return id;
}

/** Each school's first room camera answered the last check; the second did not. */
export async function seedCamerasVerificadas(trx: Transaction<DB>, schoolId: number, now = new Date()) {
  const cameras = await trx
    .selectFrom('cameras')
    .select('id')
    .where('autoescola_id', '=', schoolId)
    .orderBy('id')
    .execute();
  for (const [index, camera] of cameras.entries()) {
    const online = index % 2 === 0;
    await trx
      .updateTable('cameras')
      .set({
        status: online ? 'online' : 'offline',
        verificado_em: now,
        ultimo_snapshot_em: online ? now : null,
      })
      .where('autoescola_id', '=', schoolId)
      .where('id', '=', camera.id)
      .execute();
  }
}
