import type { RoleId } from '@cfc/contract';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { RequestContext } from '../../apps/server/src/platform/auth/context.ts';
import type { DB } from '../../apps/server/src/platform/db/schema.ts';
import { type TenantScope, withTenant } from '../../apps/server/src/platform/db/tenant.ts';
import { type Figures, figuresOf } from './load.ts';

/**
 * What a use case knows of its request, for running it inside `captureSql`'s tenant transaction: the
 * user and school asking, with `tenant` running the work in that transaction (the request opens its
 * own). For the use cases that take a context rather than their repository's filters.
 */
export function captureContext(user: {
  usuarioId: number;
  role: RoleId;
  autoescolaId: number;
}): RequestContext {
  return {
    principal: {
      usuarioId: user.usuarioId,
      sessaoId: '',
      nome: '',
      email: null,
      role: user.role,
      funcao: null,
      permissions: new Set(),
      autoescolaId: user.autoescolaId,
      escolas: [],
      autoescolaIds: [user.autoescolaId],
    },
    currentSchool: null,
    ip: '127.0.0.1',
    scope: { usuarioId: user.usuarioId, autoescolaIds: [user.autoescolaId] },
    tenant: (work) => work(),
  };
}

/** One statement as the platform sent it: text and bound parameters. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The SQL an endpoint runs for its answer, captured by running the module's own repository code in
 * a tenant transaction (as the request would) and recording every statement Kysely sends: begin,
 * the row-level security settings, the queries, commit. Replayed through `pg` it is the same SQL
 * with the same parameters, without HTTP, authentication, validation or serialisation.
 */
export async function captureSql(
  url: string,
  scope: TenantScope,
  work: () => Promise<unknown>,
): Promise<Statement[]> {
  const captured: Statement[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') {
        captured.push({ text: event.query.sql, values: [...event.query.parameters] });
      }
    },
  });
  try {
    await withTenant(db, scope, work);
  } finally {
    await db.destroy();
  }
  if (captured[0]?.text !== 'begin' || captured.at(-1)?.text !== 'commit') {
    throw new Error('a captura do SQL não viu a transação inteira');
  }
  return captured;
}

export interface SqlRun {
  url: string;
  /** The statement lists (one per parameter set), walked round-robin by every connection. */
  scripts: readonly Statement[][];
  connections: number;
  seconds: number;
}

/** The limit of a read: its captured SQL run back to back on `connections` connections. */
export async function measureSql(run: SqlRun): Promise<Figures> {
  const clients = await Promise.all(
    Array.from({ length: run.connections }, async () => {
      const client = new pg.Client({ connectionString: run.url });
      await client.connect();
      return client;
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  let sampleError: string | undefined;
  let next = 0;
  const started = performance.now();
  const deadline = started + run.seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          const script = run.scripts[next++ % run.scripts.length] ?? [];
          const begin = performance.now();
          try {
            for (const statement of script) await client.query(statement.text, statement.values);
            latencies.push(performance.now() - begin);
          } catch (error) {
            errors++;
            sampleError ??= (error as Error).message;
            await client.query('rollback').catch(() => undefined);
          }
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return figuresOf(latencies, (performance.now() - started) / 1000, errors, sampleError);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each query of a captured script, in its transaction with the same
 * settings (so row-level security applies as in the request). Rolled back.
 */
export async function explain(url: string, script: readonly Statement[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plans: string[] = [];
  try {
    for (const statement of script) {
      if (statement.text === 'begin' || statement.text === 'commit') {
        if (statement.text === 'begin') await client.query('begin');
        continue;
      }
      if (/^\s*select set_config/i.test(statement.text)) {
        await client.query(statement.text, statement.values);
        continue;
      }
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.text}`,
        statement.values,
      );
      plans.push(`${statement.text}\n\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
  return plans;
}
