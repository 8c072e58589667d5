import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type pg from 'pg';

/** The application name the platform's database connections carry during a run (PGAPPNAME). */
export const PLATFORM_APP_NAME = 'cfc-bench-plataforma';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU time (user + system, ms) a process has used so far; 0 once it is gone. Linux only. */
export function processCpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU used so far by the platform's process and by each of its database backends. */
export interface CpuSample {
  platform: number;
  backends: Map<number, number>;
}

export async function sampleCpu(owner: pg.Client, platformPid: number): Promise<CpuSample> {
  const { rows } = await owner.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [PLATFORM_APP_NAME],
  );
  return {
    platform: processCpuMs(platformPid),
    backends: new Map(rows.map((row) => [row.pid, processCpuMs(row.pid)])),
  };
}

/** CPU milliseconds per answer between two samples, in the platform and in the database. */
export interface CpuPerAnswer {
  platform: number;
  database: number;
}

export function cpuPerAnswer(before: CpuSample, after: CpuSample, answers: number): CpuPerAnswer {
  let database = 0;
  // A backend opened during the run counts from zero; one closed during it is not seen (the pool
  // keeps busy connections open, so only idle ones close).
  for (const [pid, used] of after.backends) database += used - (before.backends.get(pid) ?? 0);
  const per = (total: number) => Math.round((total / Math.max(1, answers)) * 100) / 100;
  return { platform: per(after.platform - before.platform), database: per(database) };
}
