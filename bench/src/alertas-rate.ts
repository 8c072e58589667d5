import pg from 'pg';
import { avaliarAulas } from '../../apps/server/src/modules/alertas/avaliacao.ts';
import { DEFAULT_LIMITS, openDatabase } from '../../apps/server/src/platform/db/engine.ts';
import { migrate } from '../../apps/server/src/platform/db/migrate.ts';
import { databaseName } from './target.ts';

/** Finished lessons a second the alerts engine must keep up with (issue 19). */
export const RULES_TARGET_PER_SECOND = 200;

export interface RulesRun {
  seconds: number;
  per_second: number;
  alerts: number;
}

/** How fast the alerts engine evaluates finished lessons (docs/monitoring.md). */
export interface RulesRate {
  lessons: number;
  positions: number;
  batch: number;
  copy_seconds: number;
  /** The first run: every lesson's alerts created. */
  first: RulesRun;
  /** The second: the same evidence again, alerts unchanged (the steady state of re-evaluation). */
  again: RulesRun;
  target_per_second: number;
  meets_target: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Evaluates the `lessons` latest finished lessons of `url`'s database twice, in batches of `batch`
 * of one school, on a copy of it (created from it as a template, migrated, dropped afterwards), so
 * the bench database itself is never changed. The copy needs the source without other sessions:
 * callers stop their own first; another's keeps it busy, retried for a minute.
 */
export async function measureRulesRate(
  url: string,
  options: { lessons: number; batch: number },
): Promise<RulesRate> {
  const source = databaseName(url);
  const copy = `cfc_bench_alertas_${process.pid}`;
  const urlOf = (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();
  const admin = new pg.Client({ connectionString: urlOf('postgres') });
  await admin.connect();
  try {
    const started = performance.now();
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(
          `create database ${pg.escapeIdentifier(copy)} template ${pg.escapeIdentifier(source)}`,
        );
        break;
      } catch (error) {
        // 55006: the source is being accessed by other users.
        if ((error as { code?: string }).code !== '55006' || attempt >= 12) throw error;
        await sleep(5000);
      }
    }
    const copySeconds = (performance.now() - started) / 1000;
    const database = await openDatabase({ kind: 'postgres', url: urlOf(copy), poolMax: 4 }, DEFAULT_LIMITS);
    try {
      await migrate(database.pool);
      // The most recent finished lessons (the last days have their GPS track, as a day's lessons
      // would), school by school: a batch holds one school's lessons, as a school's day comes in.
      const { rows } = await database.pool.query<{ autoescola_id: number; id: number }>(
        `select * from (select a.autoescola_id, a.id from aulas_praticas a
           where a.status = 'realizada' and a.inicio < now()
           order by a.inicio desc limit $1) recentes order by autoescola_id, id`,
        [options.lessons],
      );
      const itens = rows.map((row) => ({ autoescolaId: Number(row.autoescola_id), aulaId: Number(row.id) }));
      const positions = await database.pool.query<{ n: string }>(
        'select count(*) as n from aula_posicoes where aula_id = any($1)',
        [itens.map((item) => item.aulaId)],
      );
      const run = async (): Promise<RulesRun> => {
        const t0 = performance.now();
        let alerts = 0;
        for (let i = 0; i < itens.length; i += options.batch) {
          alerts += (await avaliarAulas(database.db, itens.slice(i, i + options.batch))).length;
        }
        const seconds = (performance.now() - t0) / 1000;
        return {
          seconds: Number(seconds.toFixed(2)),
          per_second: Math.round(itens.length / seconds),
          alerts,
        };
      };
      const first = await run();
      const again = await run();
      return {
        lessons: itens.length,
        positions: Number(positions.rows[0]?.n ?? 0),
        batch: options.batch,
        copy_seconds: Number(copySeconds.toFixed(1)),
        first,
        again,
        target_per_second: RULES_TARGET_PER_SECOND,
        meets_target:
          first.per_second >= RULES_TARGET_PER_SECOND && again.per_second >= RULES_TARGET_PER_SECOND,
      };
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(copy)} with (force)`);
    await admin.end();
  }
}
