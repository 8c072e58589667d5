import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

interface MigrationFile {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  for (const file of files) {
    if (!/^\d{4}_[a-z0-9_]+\.sql$/.test(file)) {
      throw new Error(`Nome de migração inválido: ${file} (use NNNN_nome_em_minusculas.sql).`);
    }
    if (seen.has(file.slice(0, 4))) throw new Error(`Duas migrações com o número ${file.slice(0, 4)}.`);
    seen.add(file.slice(0, 4));
  }
  return files.map((file) => {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    return {
      version: file.slice(0, 4),
      name: file.slice(5, -4),
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    };
  });
}

// Any number: instances starting together wait for each other instead of migrating twice.
const MIGRATION_LOCK_KEY = 72_017_001;

/**
 * Applies the pending migrations in order, each in its own transaction, and records them in
 * `schema_migrations`. A migration that was applied and then edited stops the start: migrations
 * are forward only.
 */
export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readMigrations(dir);
  const client = await pool.connect();
  try {
    // Migrating is a start-up step: wait for another instance's migrations and let each one finish,
    // whatever the limits of requests (engine.ts); `reset all` gives them back below.
    await client.query(
      `select set_config('lock_timeout', '0', false), set_config('statement_timeout', '0', false)`,
    );
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const applied = new Map<string, string>(
      (
        await client.query<{ version: string; checksum: string }>(
          'select version, checksum from schema_migrations',
        )
      ).rows.map((row) => [row.version, row.checksum]),
    );
    const missing = [...applied.keys()].filter((version) => !files.some((file) => file.version === version));
    if (missing.length) {
      throw new Error(`Migrações aplicadas que não existem mais nos arquivos: ${missing.join(', ')}.`);
    }
    const done: string[] = [];
    for (const file of files) {
      const checksum = applied.get(file.version);
      if (checksum !== undefined) {
        if (checksum !== file.checksum) {
          throw new Error(`A migração ${file.version}_${file.name} foi alterada depois de aplicada.`);
        }
        continue;
      }
      await client.query('begin');
      try {
        await client.query(file.sql);
        await client.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
          file.version,
          file.name,
          file.checksum,
        ]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Falha na migração ${file.version}_${file.name}: ${(error as Error).message}`, {
          cause: error,
        });
      }
      done.push(`${file.version}_${file.name}`);
    }
    return done;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.query('reset all').catch(() => undefined);
    client.release();
  }
}

/**
 * Refreshes the planner's statistics of every table, after migrations or a seed changed them, so
 * the first requests are not planned on empty-table guesses. Under the long statement limit.
 */
export async function analyzeDatabase(pool: pg.Pool, statementMs: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('statement_timeout', $1, true)`, [String(statementMs)]);
    await client.query('analyze');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
