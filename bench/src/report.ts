import fs from 'node:fs';
import path from 'node:path';
import type { RulesRate } from './alertas-rate.ts';
import type { CpuPerAnswer } from './cpu.ts';
import type { Figures } from './load.ts';

/** The p95 every read must stay under at the fixed rate (issue 8). */
export const P95_TARGET_MS = 50;
/** The send list may cost at most this many times its bare SQL. */
export const SQL_COST_TARGET = 3;

export interface EndpointResult {
  name: string;
  call: string;
  kind: 'read' | 'write';
  /** Closed loop: `connections` clients sending as fast as answers come. */
  closed: Figures;
  /** CPU ms per answer of the closed loop, in the platform's process and in its database backends. */
  cpu?: CpuPerAnswer;
  /** Reads: 200 requests/s evenly spaced (open loop). */
  fixed?: Figures;
  /** Reads: autocannon's overallRate of 200/s, which sends each second's requests in one burst. */
  fixed_bursts?: Figures;
  /** Reads: the endpoint's captured SQL straight through pg, same connections and parameters. */
  sql?: Figures;
  /** Throughput as a share of the bare Fastify route and of the bare SQL. */
  share_of_fastify: number;
  share_of_sql?: number;
  /** How many times the endpoint's time per answer is its SQL's (bare SQL rps / endpoint rps). */
  cost_vs_sql?: number;
  notes?: string;
  plans?: string[];
}

export interface Report {
  date: string;
  size: string;
  database: string;
  machine: { cpus: number; cpu: string; memory_gb: number; node: string; postgres: string };
  settings: {
    connections: number;
    seconds: number;
    warmup_seconds: number;
    fixed_rate: number;
    platform_pool: number;
  };
  limits: { fastify: Figures };
  endpoints: EndpointResult[];
  /** The alerts engine on a copy of the database: finished lessons evaluated a second; absent if it failed. */
  rules?: RulesRate | { error: string };
  targets: {
    p95_ms: number;
    sql_cost: number;
    reads_p95_ok: boolean;
    envios_cost_ok: boolean;
    /** At least `rules.target_per_second` lessons a second, creating and re-evaluating. */
    rules_ok?: boolean;
  };
  data: Record<string, number>;
}

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(1);
const pct = (value: number | undefined) =>
  value === undefined ? '–' : `${(value * 100).toFixed(value < 0.1 ? 2 : 0)}%`;
const times = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)}×`);
const cpuOf = (cpu: CpuPerAnswer | undefined) =>
  cpu ? `${cpu.platform.toFixed(2)} + ${cpu.database.toFixed(2)}` : '–';

export function markdownTable(report: Report): string {
  const lines = [
    `Benchmark ${report.size} (${report.date}): ${report.machine.cpus} CPUs (${report.machine.cpu}), ` +
      `${report.machine.memory_gb} GB, Node ${report.machine.node}, ${report.machine.postgres}; ` +
      `${report.settings.connections} connections, ${report.settings.seconds} s per run after ` +
      `${report.settings.warmup_seconds} s of warm-up; platform pool ${report.settings.platform_pool}.`,
    '',
    '| Endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | % of bare Fastify | % of its bare SQL | cost × SQL | SQL p50 ms | p95 at 200 req/s | p95 at 200 req/s in bursts | CPU ms per answer: platform + database |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| bare Fastify route (limit) | ${Math.round(report.limits.fastify.rps)} | ${ms(report.limits.fastify.p50)} | ${ms(report.limits.fastify.p95)} | ${ms(report.limits.fastify.p99)} | ${report.limits.fastify.errors} | 100% | – | – | – | – | – | – |`,
  ];
  for (const endpoint of report.endpoints) {
    const { closed, fixed, fixed_bursts: bursts, sql } = endpoint;
    const atRate = (figures: Figures | undefined) =>
      figures ? `${ms(figures.p95)}${figures.errors ? ` (${figures.errors} errors)` : ''}` : '–';
    lines.push(
      `| ${endpoint.name} | ${Math.round(closed.rps)} | ${ms(closed.p50)} | ${ms(closed.p95)} | ${ms(closed.p99)} | ${closed.errors} | ${pct(endpoint.share_of_fastify)} | ${pct(endpoint.share_of_sql)} | ${times(endpoint.cost_vs_sql)} | ${ms(sql?.p50)} | ${atRate(fixed)} | ${atRate(bursts)} | ${cpuOf(endpoint.cpu)} |`,
    );
  }
  lines.push(
    '',
    'req/s and latencies: closed loop (each connection sends when answered). "% of its bare SQL": the ' +
      "endpoint's throughput over its own captured SQL run straight through pg on as many connections; " +
      '"cost × SQL" the inverse (time per answer over the time of its SQL). ' +
      '"p95 at 200 req/s": requests evenly spaced, open loop; "in bursts": autocannon overallRate, ' +
      'which sends each second\'s 200 requests at once. "CPU ms per answer": CPU time the platform\'s ' +
      'process and its database backends used during the closed loop, over its answers (read from ' +
      '/proc, so the figure does not depend on what else the machine runs, unlike the latencies).',
    '',
    `Targets on this run: every read p95 < ${report.targets.p95_ms} ms at ${report.settings.fixed_rate} req/s: ` +
      `${report.targets.reads_p95_ok ? 'met' : 'NOT met'}; the filtered send list < ${report.targets.sql_cost}× its bare SQL: ` +
      `${report.targets.envios_cost_ok ? 'met' : 'NOT met'}.`,
  );
  const rules = report.rules;
  if (rules && 'error' in rules) {
    lines.push('', `Rules of the alerts engine: not measured (${rules.error}).`);
  } else if (rules) {
    lines.push(
      '',
      `Rules of the alerts engine: the ${rules.lessons} latest finished lessons (${rules.positions} GPS ` +
        `positions) in batches of ${rules.batch} of one school, on a copy of the database: ` +
        `${rules.first.per_second} lessons/s creating their alerts (${rules.first.alerts} in ${rules.first.seconds} s), ` +
        `${rules.again.per_second} lessons/s evaluating them again unchanged; target ≥ ${rules.target_per_second} ` +
        `finished lessons/s: ${rules.meets_target ? 'met' : 'NOT met'}.`,
    );
  }
  const notes = report.endpoints.filter((endpoint) => endpoint.notes);
  if (notes.length) {
    lines.push('');
    for (const endpoint of notes) lines.push(`- ${endpoint.name}: ${endpoint.notes}`);
  }
  return `${lines.join('\n')}\n`;
}

export function writeReport(dir: string, report: Report, suffix = ''): { json: string; md: string } {
  fs.mkdirSync(dir, { recursive: true });
  const base = path.join(dir, `${report.date}-${report.size}${suffix}`);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, markdownTable(report));
  return { json: `${base}.json`, md: `${base}.md` };
}
