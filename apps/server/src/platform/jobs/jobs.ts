import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, type SendOptions } from 'pg-boss';
import { withLongStatements } from '../db/tenant.ts';
import { copyPgBoss10Jobs, JOBS_SCHEMA, setAsidePgBoss10 } from './pg-boss-10.ts';

/** Which run of a job this is: pg-boss runs a failed job again until its retries are spent. */
export interface JobAttempt {
  /** Retries already made (0 on the first run). */
  readonly retryCount: number;
  /** Whether a failure now is final: no retry is left. */
  readonly last: boolean;
}

/** A background job: a name, what it does, and optionally when it runs on its own (cron, São Paulo time). */
export interface JobDefinition {
  name: string;
  cron?: string;
  /** Retries of a failed run, with backoff, unless the job was queued with its own (`send`). */
  retryLimit?: number;
  /** How often an idle worker looks for work (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
  /** Throwing fails the run: pg-boss retries it after its backoff while a retry is left. */
  run(data: unknown, attempt: JobAttempt): Promise<void>;
}

/**
 * How pg-boss retries one queued job when it fails, overriding its queue's: `retryLimit` retries,
 * the first after `retryDelay` seconds, then (with `retryBackoff`) about twice as long each time,
 * up to `retryDelayMax`.
 */
export type JobRetry = Pick<SendOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax'>;

/**
 * The platform's job queue: pg-boss over the platform's own pool, so it works the same on PGlite
 * and on PostgreSQL. Jobs survive restarts, are retried with backoff, and cron schedules are
 * shared by every instance (only one runs each tick). Every instance can queue jobs; only those
 * started with `workers` run them (JOBS_ENABLED).
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private started = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    private readonly workers: boolean,
    /** The statement limit of a job's transactions: longer than a request's (engine.ts). */
    private readonly statementMs: number,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: JOBS_SCHEMA,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'erro na fila de tarefas'));
    // Slow queries, a growing backlog, clock skew: pg-boss 12 reports them instead of failing.
    this.boss.on('warning', (warning) => this.log.warn({ aviso: warning.data }, warning.message));
  }

  register(definition: JobDefinition): void {
    if (this.started) throw new Error('Registre as tarefas antes de iniciar a fila.');
    this.definitions.set(definition.name, definition);
  }

  /**
   * Starts pg-boss (creating or migrating its tables), creates the queues, takes over the jobs a
   * pg-boss 10 schema still holds, then starts the workers and cron schedules. Under the start-up lock.
   */
  async start(): Promise<void> {
    const pgBoss10 = await setAsidePgBoss10(this.pool);
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      await this.boss.createQueue(definition.name, {
        retryLimit: definition.retryLimit ?? 3,
        retryBackoff: true,
      });
    }
    if (pgBoss10) {
      const copied = await copyPgBoss10Jobs(this.pool, this.boss);
      this.log.info({ copied }, 'tarefas pendentes do pg-boss 10 copiadas para o pg-boss 12');
    }
    for (const definition of this.definitions.values()) {
      if (this.workers) {
        const options = {
          pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
          includeMetadata: true as const,
        };
        await this.boss.work(definition.name, options, async (batch) => {
          for (const job of batch) {
            const attempt = { retryCount: job.retryCount, last: job.retryCount >= job.retryLimit };
            this.log.info({ job: definition.name, id: job.id, tentativa: job.retryCount }, 'tarefa iniciada');
            try {
              await withLongStatements(this.statementMs, () => definition.run(job.data, attempt));
            } catch (error) {
              this.log.warn(
                { job: definition.name, id: job.id, err: error, ultima: attempt.last },
                'tarefa falhou',
              );
              throw error;
            }
            this.log.info({ job: definition.name, id: job.id }, 'tarefa concluída');
          }
        });
      }
      if (definition.cron) {
        await this.boss.schedule(definition.name, definition.cron, {}, { tz: 'America/Sao_Paulo' });
      }
    }
    this.started = true;
  }

  /**
   * Queues a job, to run now or after `startAfterSeconds`, retried as `retry` says (else as its
   * queue does); returns its id. Call it after the transaction that decided it commits: on PGlite
   * the one connection is busy until then.
   */
  async send(
    name: string,
    data: object = {},
    { startAfterSeconds, ...retry }: { startAfterSeconds?: number } & JobRetry = {},
  ): Promise<string> {
    if (!this.definitions.has(name)) throw new Error(`Tarefa desconhecida: ${name}`);
    const id = await this.boss.send(name, data, {
      ...retry,
      ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
    });
    if (!id) throw new Error(`A tarefa ${name} não foi enfileirada.`);
    return id;
  }

  /** The state of a job: created, active, completed, failed... */
  async state(name: string, id: string): Promise<string | null> {
    const [job] = await this.boss.findJobs(name, { id });
    return job?.state ?? null;
  }

  async schedules(): Promise<{ name: string; cron: string }[]> {
    return (await this.boss.getSchedules()).map((schedule) => ({ name: schedule.name, cron: schedule.cron }));
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Stops polling and waits for running jobs to finish; the pool is closed by the caller.
    await this.boss.stop({ graceful: true, timeout: 10_000, close: false });
  }
}
