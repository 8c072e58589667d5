// Evaluations per second of finished practical lessons by the alerts engine (docs/monitoring.md), at a
// benchmark size, on a copy of its database (`npm run bench:data` first), so the bench database itself
// is never migrated or changed. Target: at least 200 lessons a second.
// Usage: npm run bench:alertas -- [--size medium] [--lessons 4000] [--batch 200]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { avaliarAulas } from '../apps/server/src/modules/alertas/avaliacao.ts';
import { DEFAULT_LIMITS, openDatabase } from '../apps/server/src/platform/db/engine.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'medium' },
    lessons: { type: 'string', default: '4000' },
    batch: { type: 'string', default: '200' },
  },
});
const size = values.size ?? 'medium';
const lessons = Number(values.lessons);
const batch = Number(values.batch);
const TARGET = 200;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const source = `cfc_bench_${size}`;
const copy = `cfc_bench_alertas_${process.pid}`;
const urlOf = (database: string) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const started = performance.now();
await admin.query(`create database ${copy} template ${source}`);
const copied = (performance.now() - started) / 1000;

const database = await openDatabase({ kind: 'postgres', url: urlOf(copy), poolMax: 4 }, DEFAULT_LIMITS);
try {
  await migrate(database.pool);
  // The most recent finished lessons (the last days have their GPS track, as a day's lessons would),
  // school by school: a batch holds one school's lessons, as a school's day of lessons comes in.
  const { rows } = await database.pool.query<{ autoescola_id: number; id: number }>(
    `select * from (select a.autoescola_id, a.id from aulas_praticas a
       where a.status = 'realizada' and a.inicio < now()
       order by a.inicio desc limit $1) recentes order by autoescola_id, id`,
    [lessons],
  );
  const itens = rows.map((row) => ({ autoescolaId: Number(row.autoescola_id), aulaId: Number(row.id) }));
  const positions = await database.pool.query<{ n: string }>(
    'select count(*) as n from aula_posicoes where aula_id = any($1)',
    [itens.map((item) => item.aulaId)],
  );

  const run = async () => {
    const t0 = performance.now();
    let alertas = 0;
    for (let i = 0; i < itens.length; i += batch) {
      alertas += (await avaliarAulas(database.db, itens.slice(i, i + batch))).length;
    }
    return { seconds: (performance.now() - t0) / 1000, alertas };
  };
  // The first run creates the alerts; the second finds them unchanged (the steady state of re-evaluation).
  const first = await run();
  const second = await run();
  const rate = (seconds: number) => Math.round(itens.length / seconds);
  const result = {
    date: new Date().toISOString(),
    size,
    lessons: itens.length,
    positions: Number(positions.rows[0]?.n ?? 0),
    batch,
    copy_seconds: Number(copied.toFixed(1)),
    first: {
      seconds: Number(first.seconds.toFixed(2)),
      per_second: rate(first.seconds),
      alerts: first.alertas,
    },
    again: {
      seconds: Number(second.seconds.toFixed(2)),
      per_second: rate(second.seconds),
      alerts: second.alertas,
    },
    target_per_second: TARGET,
    meets_target: rate(first.seconds) >= TARGET && rate(second.seconds) >= TARGET,
  };
  console.log(JSON.stringify(result, null, 2));
  const dir = path.join(fileURLToPath(new URL('.', import.meta.url)), 'results');
  fs.writeFileSync(
    path.join(dir, `${result.date.slice(0, 10)}-alertas-${size}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await database.close();
  await admin.query(`drop database if exists ${copy}`);
  await admin.end();
}
