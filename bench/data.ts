// Fills a database with realistic data for the benchmarks, through the platform's own migrations
// and demo seed, then set-based SQL (bench/src/generate.ts).
//
//   npm run bench:data -- --size small|medium|large [--database URL] [--fresh] [--keep-indexes]
//   npm run bench:data -- --size small --engine pglite --data-dir DIR
//
// PostgreSQL (default): the database `cfc_bench_<size>` on the local server (or --database URL) is
// created when missing and reused when present; a database already filled is left as it is, unless
// --fresh drops and recreates it. PGlite (small only): DIR/pglite, the folder `DATA_DIR=DIR npm start`
// opens.
import path from 'node:path';
import { todayInSaoPaulo } from '@cfc/domain';
import { loadConfig } from '../apps/server/src/config.ts';
import { SecretBox } from '../apps/server/src/platform/crypto/sealed.ts';
import { lockDataDir } from '../apps/server/src/platform/db/data-dir-lock.ts';
import { type Database, DEFAULT_LIMITS, openDatabase } from '../apps/server/src/platform/db/engine.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { faturarDadosGerados } from './src/faturas.ts';
import { fill } from './src/generate.ts';
import {
  databaseName,
  databaseUrl,
  ensureDatabase,
  parseArgs,
  SIZES,
  seconds,
  sizeOf,
} from './src/target.ts';

const args = parseArgs(process.argv.slice(2));
const size = sizeOf(args);
const engine = args.values.get('engine') ?? 'postgres';
const started = performance.now();
const log = (line: string) => console.log(line);

let database: Database;
let release = () => {};
if (engine === 'pglite') {
  const dataDir = args.values.get('data-dir');
  if (!dataDir) throw new Error('--engine pglite precisa de --data-dir PASTA');
  if (size !== 'small') throw new Error('no PGlite só o tamanho small (um processo, sem paralelismo)');
  const dir = path.resolve(dataDir);
  release = lockDataDir(dir).release;
  database = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'pglite') });
  log(`PGlite em ${path.join(dir, 'pglite')}, tamanho ${size}`);
} else if (engine === 'postgres') {
  const url = databaseUrl(args, size);
  const created = await ensureDatabase(url, { fresh: args.flags.has('fresh') });
  log(`PostgreSQL, banco ${databaseName(url)} (${created ? 'criado' : 'reaproveitado'}), tamanho ${size}`);
  // Loading runs statements of minutes: no statement, lock or idle limit (0 leaves the server's own).
  database = await openDatabase(
    { kind: 'postgres', url, poolMax: 2 },
    { ...DEFAULT_LIMITS, statementMs: 0, longStatementMs: 0, lockMs: 0, idleInTransactionMs: 0 },
  );
} else {
  throw new Error(`--engine deve ser postgres ou pglite (recebido: ${engine})`);
}

try {
  const applied = await migrate(database.pool);
  if (applied.length) log(`migrações aplicadas: ${applied.join(', ')}`);
  await seedDemo(database.db, new SecretBox(loadConfig().jwtSecret));
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from autoescolas');
    if ((rows[0]?.n ?? 0) > 3) {
      log('o banco já tem os dados gerados; use --fresh para gerar de novo');
      if (applied.length) {
        // A migration may have rewritten a table or added an index: settle it as autovacuum would.
        const vacuum = performance.now();
        await client.query('vacuum (analyze)');
        log(`  vacuum e estatísticas depois das migrações: ${seconds(vacuum)} s`);
      }
    } else {
      if (database.kind === 'postgres') {
        // This session only: the load is repeatable, so it need not wait for each commit's flush.
        await client.query(
          `set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '1GB'`,
        );
      }
      const now = new Date();
      await fill(client, SIZES[size], {
        today: todayInSaoPaulo(now),
        now,
        log,
        rebuildIndexes: !args.flags.has('keep-indexes'),
      });
      const vacuum = performance.now();
      await client.query('vacuum (analyze)');
      log(`  vacuum e estatísticas: ${seconds(vacuum)} s`);
      const counts = await client.query<{ tabela: string; linhas: number }>(
        `select relname as tabela, n_live_tup::bigint as linhas from pg_stat_user_tables
          where schemaname = 'public' and n_live_tup > 0 order by n_live_tup desc`,
      );
      for (const row of counts.rows)
        log(`  ${row.tabela.padEnd(28)} ${Number(row.linhas).toLocaleString('pt-BR')}`);
    }
    // Contracts, a year of monthly billing and its payments (also on a database filled before them).
    await faturarDadosGerados(database, todayInSaoPaulo(), log);
  } finally {
    client.release();
  }
  log(`bench:data ${size} concluído em ${seconds(started)} s`);
} finally {
  await database.close();
  release();
}
