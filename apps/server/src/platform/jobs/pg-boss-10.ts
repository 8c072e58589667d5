import type pg from 'pg';
import type { JobInsert, PgBoss } from 'pg-boss';

/** The schema the platform's pg-boss lives in. */
export const JOBS_SCHEMA = 'pgboss';
/** Where the tables of pg-boss 10 wait while pg-boss 12 installs its own. */
export const PG_BOSS_10_SCHEMA = 'pgboss_v10';
/** pg-boss 12 migrates from this schema version on; pg-boss 10 left 24 and pg-boss 11 never migrated it. */
const FIRST_MIGRATABLE_VERSION = 25;

/**
 * Renames the schema of pg-boss 10, when the database has one, so pg-boss 12 creates its own beside
 * it. Returns whether a set-aside schema waits for its jobs, one left by an interrupted start
 * included. Runs under the start-up lock, before pg-boss starts.
 */
export async function setAsidePgBoss10(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ installed: boolean; setAside: boolean }>(
    'select to_regclass($1) is not null as installed, to_regnamespace($2) is not null as "setAside"',
    [`${JOBS_SCHEMA}.version`, PG_BOSS_10_SCHEMA],
  );
  const { installed, setAside } = rows[0] ?? { installed: false, setAside: false };
  if (!installed) return setAside;
  const version = await pool.query<{ version: number }>(`select version from ${JOBS_SCHEMA}.version`);
  if ((version.rows[0]?.version ?? FIRST_MIGRATABLE_VERSION) >= FIRST_MIGRATABLE_VERSION) return setAside;
  if (setAside) {
    throw new Error(
      `Os esquemas ${JOBS_SCHEMA} e ${PG_BOSS_10_SCHEMA} são ambos do pg-boss 10; remova um deles antes de iniciar.`,
    );
  }
  await pool.query(`alter schema ${JOBS_SCHEMA} rename to ${PG_BOSS_10_SCHEMA}`);
  return true;
}

interface PendingJob {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  startAfter: Date;
  singletonKey: string | null;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/**
 * Copies the jobs pg-boss 10 had yet to run into pg-boss 12, then drops the old schema. A job that
 * was running when the old version stopped is copied too when it had a retry left, as pg-boss 10
 * would have retried it; each copy keeps its id, so a copy interrupted half-way is simply repeated.
 * Returns how many jobs pg-boss 12 received.
 */
export async function copyPgBoss10Jobs(pool: pg.Pool, boss: PgBoss): Promise<number> {
  const { rows } = await pool.query<PendingJob>(
    `select id, name, data, priority, start_after as "startAfter", singleton_key as "singletonKey",
       greatest(retry_limit - retry_count - (state = 'active')::int, 0) as "retryLimit",
       retry_delay as "retryDelay", retry_backoff as "retryBackoff",
       greatest(extract(epoch from expire_in)::int, 1) as "expireInSeconds"
     from ${PG_BOSS_10_SCHEMA}.job
     where state in ('created', 'retry') or (state = 'active' and retry_count < retry_limit)
     order by created_on`,
  );
  const byQueue = new Map<string, PendingJob[]>();
  for (const job of rows) {
    const queue = byQueue.get(job.name);
    if (queue) queue.push(job);
    else byQueue.set(job.name, [job]);
  }
  let copied = 0;
  for (const [name, jobs] of byQueue) {
    // A queue this version no longer registers still gets its jobs, for the version that will.
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
    const inserted = await boss.insert(name, jobs.map(toInsert), { returnId: true });
    copied += inserted?.length ?? 0;
  }
  await pool.query(`drop schema ${PG_BOSS_10_SCHEMA} cascade`);
  return copied;
}

function toInsert(job: PendingJob): JobInsert {
  return {
    id: job.id,
    data: job.data ?? {},
    priority: job.priority,
    startAfter: job.startAfter,
    singletonKey: job.singletonKey ?? undefined,
    retryLimit: job.retryLimit,
    retryDelay: job.retryDelay,
    retryBackoff: job.retryBackoff,
    expireInSeconds: job.expireInSeconds,
  };
}
