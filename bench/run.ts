// Load benchmarks of the platform on generated data (npm run bench:data first), from this process
// with autocannon while the platform runs in its own, against two limits measured in the same run:
// a bare Fastify route answering a constant, and each read's own SQL straight through pg. Last, the
// alerts engine's rules on a copy of the database (finished lessons evaluated a second).
//
//   npm run bench -- --size small|medium|large [--database URL] [--seconds 10] [--connections 10]
//                    [--only text,text]   (only the reads whose name holds a text; no writes, no rules)
//
// Writes bench/results/<date>-<size>.json and .md. Details: README.md, section Benchmarks.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  alertasQuery,
  DASHBOARD_DIAS,
  FOTOS_POR_PAGINA,
  type FotosPraticasQuery,
  fotosPraticasQuery,
  NOTIFICACOES_POR_PAGINA,
  Role,
  turmasQuery,
} from '@cfc/contract';
import { addDays, atSaoPaulo, SEVERIDADES_ALERTA, todayInSaoPaulo } from '@cfc/domain';
import pg from 'pg';
import * as alertas from '../apps/server/src/modules/alertas/repository.ts';
import * as alunos from '../apps/server/src/modules/alunos/repository.ts';
import * as fotos from '../apps/server/src/modules/fotos/repository.ts';
import { decodeCursor } from '../apps/server/src/modules/fotos/service.ts';
import * as getran from '../apps/server/src/modules/getran/repository.ts';
import * as painel from '../apps/server/src/modules/monitoramento/dashboard-repository.ts';
import * as notificacoes from '../apps/server/src/modules/notificacoes/repository.ts';
import { getCandidatoAulasTeoricas } from '../apps/server/src/modules/turmas/consultas.ts';
import { listTurmas } from '../apps/server/src/modules/turmas/service.ts';
import { measureRulesRate } from './src/alertas-rate.ts';
import { type CpuPerAnswer, cpuPerAnswer, PLATFORM_APP_NAME, sampleCpu } from './src/cpu.ts';
import { financeReads, type Read } from './src/financeiro-reads.ts';
import {
  type Figures,
  type HttpRequest,
  type HttpRun,
  measureHttp,
  measureRate,
  once,
  roundRobin,
} from './src/load.ts';
import {
  type EndpointResult,
  P95_TARGET_MS,
  type Report,
  SQL_COST_TARGET,
  writeReport,
} from './src/report.ts';
import {
  type BenchSchool,
  benchSchools,
  bookings,
  type LessonNow,
  lessonsToStart,
  loginPool,
  previousMonth,
  removeLessons,
  spread,
  studentsWithLessons,
  theoryStudents,
  widenCheckin,
} from './src/scenario.ts';
import { captureContext, captureSql, explain, measureSql, type Statement } from './src/sql.ts';
import { databaseName, databaseUrl, parseArgs, sizeOf } from './src/target.ts';
import { waitForHealth } from './wait.ts';

const args = parseArgs(process.argv.slice(2));
const size = sizeOf(args);
const url = databaseUrl(args, size);
const connections = Number(args.values.get('connections') ?? 10);
const seconds = Number(args.values.get('seconds') ?? 10);
/** `--only text[,text]`: only the reads whose name holds one of the texts (case ignored); no writes, no rules. */
const only = (args.values.get('only') ?? '')
  .split(',')
  .map((text) => text.trim().toLowerCase())
  .filter(Boolean);
const selected = (name: string) =>
  only.length === 0 || only.some((text) => name.toLowerCase().includes(text));
const writes = only.length === 0;
const WARMUP = 3;
const FIXED_RATE = 200;
const PLATFORM_POOL = 10;
/** Parameter sets each read walks (schools, students, filters): no run asks one thing only. */
const VARIANTS = 20;
const PASSWORD = 'demo1234';
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3420);
const api = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(line);

const owner = new pg.Client({ connectionString: url });
await owner.connect();
let ownerOpen = true;
const children: ChildProcess[] = [];
const stopChildren = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopChildren);

/** Starts `script` with tsx in its own process; answers its first line of output. */
async function startProcess(script: string, env: NodeJS.ProcessEnv, waitLine: boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = waitLine
    ? await new Promise<string>((resolve, reject) => {
        lines.once('line', resolve);
        child.once('exit', (code) => reject(new Error(`${script} saiu com o código ${code}`)));
      })
    : '';
  lines.on('line', () => {}); // keep draining
  return { child, first };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const print = (name: string, kind: string, figures: Figures) =>
  log(
    `  ${name} [${kind}]: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, ` +
      `p99 ${figures.p99} ms, ${figures.errors} erros${figures.sample_error ? ` (${figures.sample_error})` : ''}`,
  );

// 1. The first limit: Fastify answering a constant, alone on the machine's cores.
log(`bench ${size} em ${databaseName(url)}; ${connections} conexões, ${seconds} s por medida`);
const bare = await startProcess('bench/src/bare-server.ts', {}, true);
const bareUrl = `http://127.0.0.1:${bare.first.trim()}`;
const bareRequest = (): HttpRequest => ({ method: 'GET', path: '/', headers: {} });
await measureHttp({ url: bareUrl, next: bareRequest, connections, seconds: WARMUP });
const fastify = await measureHttp({ url: bareUrl, next: bareRequest, connections, seconds });
print('Fastify sem nada', 'limite', fastify);
await stopProcess(bare.child);

// 2. The platform on the generated data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-bench-'));
const platform = await startProcess(
  'apps/server/src/main.ts',
  {
    DATABASE_URL: url,
    // Names its database connections, so the run can read the CPU of its backends (src/cpu.ts).
    PGAPPNAME: PLATFORM_APP_NAME,
    DATABASE_POOL_MAX: String(PLATFORM_POOL),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    // No embedded GETRAN simulator: at start it registers every process of every school in one
    // request, which it refuses above 1 MB (medium data has 100,000). Nothing here sends lessons.
    GETRAN_URL: 'http://127.0.0.1:9',
  },
  false,
);
let restoreCheckin: (() => Promise<void>) | null = null;
let madeLessons: number[] = [];

try {
  await Promise.race([
    waitForHealth(api),
    new Promise((_, reject) =>
      platform.child.once('exit', (code) => reject(new Error(`a plataforma saiu com o código ${code}`))),
    ),
  ]);
  const schools = await benchSchools(owner);
  const endpoints: EndpointResult[] = [];
  const json = (body: unknown) => JSON.stringify(body);
  const bearer = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });

  async function login(pathName: string, body: Record<string, unknown>) {
    const reply = await fetch(`${api}/api/v1${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: json({ ...body, password: PASSWORD, encerrar_outra_sessao: true }),
    });
    if (!reply.ok) throw new Error(`login ${pathName} ${json(body)}: ${reply.status} ${await reply.text()}`);
    const dados = (
      (await reply.json()) as { dados: { access_token: string; usuario: { id_usuario: number } } }
    ).dados;
    return { token: dados.access_token, usuarioId: dados.usuario.id_usuario };
  }
  /** Logs many accounts in, a few at a time (each login is a deliberately slow password check). */
  async function loginAll<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = new Array(items.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < items.length) {
          const index = next++;
          results[index] = await work(items[index] as T);
        }
      }),
    );
    return results;
  }

  /** A closed-loop run, with the CPU its answers cost the platform's process and its database backends. */
  async function closedRun(run: HttpRun): Promise<{ figures: Figures; cpu: CpuPerAnswer }> {
    const platformPid = platform.child.pid ?? 0;
    const before = await sampleCpu(owner, platformPid);
    const figures = await measureHttp(run);
    const after = await sampleCpu(owner, platformPid);
    return { figures, cpu: cpuPerAnswer(before, after, figures.requests) };
  }

  async function closedAndFixed(next: () => HttpRequest) {
    await measureHttp({ url: api, next, connections, seconds: WARMUP });
    const closed = await closedRun({ url: api, next, connections, seconds });
    const fixed = await measureRate({ url: api, next, rate: FIXED_RATE, seconds });
    const bursts = await measureHttp({
      url: api,
      next,
      connections: Math.max(connections, 20),
      seconds,
      rate: FIXED_RATE,
    });
    return { closed: closed.figures, cpu: closed.cpu, fixed, bursts };
  }

  /** A run over one-use requests (each slot booked, each lesson started once): warm-up, then the rest. */
  async function consume<T>(items: readonly T[], request: (item: T) => HttpRequest) {
    const walker = once(items);
    const next = () => request(walker.next());
    // autocannon may build a connection's next request without sending it: keep that margin.
    const limit = () =>
      walker.remaining() > 2 * connections
        ? walker.remaining() - connections
        : Math.max(1, walker.remaining());
    if (items.length > 8 * connections) {
      await measureHttp({ url: api, next, connections, seconds: 2, limit: limit() });
    }
    return closedRun({ url: api, next, connections, seconds, limit: limit() });
  }

  /** Starts, tracks and finishes the prepared lessons, each request as the lesson's instructor. */
  async function giveLessons(lessons: LessonNow[]): Promise<EndpointResult[]> {
    const instructors = [...new Map(lessons.map((lesson) => [lesson.instrutor_cpf, lesson])).values()];
    const tokens = new Map(
      await loginAll(
        instructors,
        async (lesson) =>
          [
            lesson.instrutor_cpf,
            (await login('/login/instrutor', { cpf: lesson.instrutor_cpf, autoescola: lesson.slug })).token,
          ] as const,
      ),
    );
    const tokenOf = (cpf: string) => tokens.get(cpf) ?? '';
    const position = { latitude: -2.53, longitude: -44.3 };

    const { figures: started, cpu: startedCpu } = await consume(lessons, (lesson) => ({
      method: 'POST',
      path: `/api/v1/instrutor/aulas/${lesson.id}/iniciar`,
      headers: bearer(tokenOf(lesson.instrutor_cpf)),
      // The same reading for a vehicle's five lessons: never below the vehicle's, in whatever order
      // concurrent starts commit.
      body: json({
        hodometro: lesson.hodometro + 100,
        ...position,
        registrado_em: new Date().toISOString(),
      }),
    }));
    print('POST /instrutor/aulas/:id/iniciar', 'fechado', started);

    const { rows: running } = await owner.query<{ id: number; hodo_start: number }>(
      `select a.id::int, n.hodo_start from aulas_praticas a
         join anotacoes_praticas n on n.autoescola_id = a.autoescola_id and n.aula_id = a.id
        where a.id = any ($1::bigint[]) and a.status = 'em_andamento' order by a.id`,
      [lessons.map((lesson) => lesson.id)],
    );
    if (running.length === 0) throw new Error(`nenhuma aula foi iniciada (${started.sample_error ?? ''})`);
    const cpfOfLesson = new Map(lessons.map((lesson) => [lesson.id, lesson.instrutor_cpf]));
    const nextTracked = roundRobin(running);
    const batches = new Map<number, number>();
    const trackStart = Date.now();
    const POSITIONS_PER_BATCH = 20;
    const trackRequest = (): HttpRequest => {
      const lesson = nextTracked();
      const batch = batches.get(lesson.id) ?? 0;
      batches.set(lesson.id, batch + 1);
      return {
        method: 'POST',
        path: `/api/v1/instrutor/aulas/${lesson.id}/posicoes`,
        headers: bearer(tokenOf(cpfOfLesson.get(lesson.id) ?? '')),
        body: json({
          posicoes: Array.from({ length: POSITIONS_PER_BATCH }, (_, i) => ({
            registrado_em: new Date(trackStart + (batch * POSITIONS_PER_BATCH + i) * 1000).toISOString(),
            latitude: position.latitude + i / 10_000,
            longitude: position.longitude,
            precisao_metros: 8,
          })),
        }),
      };
    };
    await measureHttp({ url: api, next: trackRequest, connections, seconds: WARMUP });
    const { figures: tracked, cpu: trackedCpu } = await closedRun({
      url: api,
      next: trackRequest,
      connections,
      seconds,
    });
    print('POST /instrutor/aulas/:id/posicoes', 'fechado', tracked);

    const { figures: finished, cpu: finishedCpu } = await consume(running, (lesson) => ({
      method: 'POST',
      path: `/api/v1/instrutor/aulas/${lesson.id}/finalizar`,
      headers: bearer(tokenOf(cpfOfLesson.get(lesson.id) ?? '')),
      body: json({ hodometro: lesson.hodo_start + 15, ...position }),
    }));
    print('POST /instrutor/aulas/:id/finalizar', 'fechado', finished);
    const prepared = `${lessons.length} lessons prepared (5 back-to-back per instructor and vehicle, check-in tolerance widened to 120 min during the run, removed afterwards)`;
    return [
      {
        name: 'Starting a lesson (instructor)',
        call: 'POST /api/v1/instrutor/aulas/:id/iniciar',
        kind: 'write',
        closed: started,
        cpu: startedCpu,
        share_of_fastify: started.rps / fastify.rps,
        notes: `${prepared}; each lesson starts once, so a run ends when they run out (ran ${started.seconds} s)`,
      },
      {
        name: 'GPS positions, 20 per batch',
        call: 'POST /api/v1/instrutor/aulas/:id/posicoes',
        kind: 'write',
        closed: tracked,
        cpu: trackedCpu,
        share_of_fastify: tracked.rps / fastify.rps,
      },
      {
        name: 'Finishing a lesson (instructor)',
        call: 'POST /api/v1/instrutor/aulas/:id/finalizar',
        kind: 'write',
        closed: finished,
        cpu: finishedCpu,
        share_of_fastify: finished.rps / fastify.rps,
        notes: `the ${running.length} lessons started above, each once (ran ${finished.seconds} s)`,
      },
    ];
  }

  // 3. Login: a pool of managers' accounts, each ending its own previous session.
  if (writes) {
    const pool = await loginPool(owner);
    log(`login: ${pool.length} contas de gestores`);
    const nextLogin = roundRobin(pool);
    const loginRequest = (): HttpRequest => ({
      method: 'POST',
      path: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      body: json({ email: nextLogin(), password: PASSWORD, encerrar_outra_sessao: true }),
    });
    await measureHttp({ url: api, next: loginRequest, connections, seconds: WARMUP });
    const loginRun = await closedRun({ url: api, next: loginRequest, connections, seconds });
    const loginFigures = loginRun.figures;
    print('POST /login', 'fechado', loginFigures);
    endpoints.push({
      name: 'Login (staff, ending the previous session)',
      call: 'POST /api/v1/login',
      kind: 'write',
      closed: loginFigures,
      cpu: loginRun.cpu,
      share_of_fastify: loginFigures.rps / fastify.rps,
      notes: `a pool of ${pool.length} managers' accounts round-robin; argon2id (19 MiB, 2 passes) per login`,
    });
  }

  // 4. Reads, each with its SQL captured from the module's repository and run bare.
  const suporte = await login('/login', { email: 'suporte@demo.cfc' });
  const { rows: granted } = await owner.query<{ ids: number[] }>(
    `select array[u.autoescola_id]::int[] || coalesce(array_agg(ua.autoescola_id::int), '{}') as ids
       from usuarios u left join usuario_autoescolas ua on ua.usuario_id = u.id where u.id = $1 group by u.id`,
    [suporte.usuarioId],
  );
  const suporteSchools = granted[0]?.ids ?? [];
  const readSchools = spread(schools, VARIANTS);
  const bookingSchools = spread(schools, 50);
  const adminSchools = [...new Map([...readSchools, ...bookingSchools].map((s) => [s.id, s])).values()];
  const admins = new Map(
    await loginAll(
      adminSchools,
      async (school) => [school.id, await login('/login', { email: school.admin })] as const,
    ),
  );
  const adminOf = (school: BenchSchool) => {
    const session = admins.get(school.id);
    if (!session) throw new Error(`sem sessão do administrador de ${school.slug}`);
    return session;
  };

  const today = todayInSaoPaulo();
  const month = previousMonth(today);
  const statuses = ['Aceito', 'PENDENTE', 'Tempo total da aula inferior a 45 minutos', 'Em análise'];
  const enviosPeriod = readSchools.map((school, i) => ({
    school,
    status: statuses[i % statuses.length] ?? '',
  }));
  const cpfs = await studentsWithLessons(
    owner,
    readSchools.map((school) => school.id),
  );
  const filtros = ['silva', 'maria', 'santos', 'gabriel', 'lima'];
  const baseFilter = { ambiente: 'producao' as const, nome: null, page: 1, per_page: 10 };
  const reads: Read[] = [
    {
      name: 'Send list: school + period + status',
      call: 'GET /api/v1/dashboard/aulas/praticas/envios?schema&inicio&fim&status',
      requests: enviosPeriod.map(({ school, status }) => ({
        method: 'GET',
        path: `/api/v1/dashboard/aulas/praticas/envios?schema=${school.slug}&inicio=${month.inicio}&fim=${month.fim}&status=${encodeURIComponent(status)}&page=1`,
        headers: bearer(suporte.token),
      })),
      capture: enviosPeriod.map(
        ({ school, status }) =>
          () =>
            captureSql(url, { usuarioId: suporte.usuarioId, autoescolaIds: [school.id] }, () =>
              getran.envios({
                ...baseFilter,
                autoescolaId: school.id,
                de: atSaoPaulo(month.inicio),
                ate: atSaoPaulo(addDays(month.fim, 1)),
                status,
                cpf: null,
              }),
            ),
      ),
    },
    {
      name: 'Send list: CPF (every school of the operator)',
      call: 'GET /api/v1/dashboard/aulas/praticas/envios?cpf',
      requests: cpfs.map((cpf) => ({
        method: 'GET',
        path: `/api/v1/dashboard/aulas/praticas/envios?cpf=${cpf}&page=1`,
        headers: bearer(suporte.token),
      })),
      capture: cpfs.map(
        (cpf) => () =>
          captureSql(url, { usuarioId: suporte.usuarioId, autoescolaIds: suporteSchools }, () =>
            getran.envios({ ...baseFilter, autoescolaId: null, de: null, ate: null, status: null, cpf }),
          ),
      ),
    },
    {
      name: 'Students: name filter (school admin)',
      call: 'GET /api/v1/alunos?filtro',
      requests: readSchools.map((school, i) => ({
        method: 'GET',
        path: `/api/v1/alunos?filtro=${filtros[i % filtros.length]}&page=1`,
        headers: bearer(adminOf(school).token),
      })),
      capture: readSchools.map(
        (school, i) => () =>
          captureSql(url, { usuarioId: adminOf(school).usuarioId, autoescolaIds: [school.id] }, () =>
            alunos.list({ page: 1, per_page: 15, filtro: filtros[i % filtros.length], situacao: 'todas' }),
          ),
      ),
    },
  ];
  const notificationsRoute = await fetch(`${api}/api/v1/notificacoes`, { headers: bearer(suporte.token) });
  if (notificationsRoute.ok) {
    reads.push({
      name: 'Notifications (school admin)',
      call: 'GET /api/v1/notificacoes',
      requests: readSchools.map((school) => ({
        method: 'GET',
        path: '/api/v1/notificacoes?page=1',
        headers: bearer(adminOf(school).token),
      })),
      capture: readSchools.map((school) => () => {
        const usuarioId = adminOf(school).usuarioId;
        return captureSql(url, { usuarioId, autoescolaIds: [school.id] }, async () => {
          const found = await notificacoes.list({ usuarioId, page: 1, limit: NOTIFICACOES_POR_PAGINA });
          await notificacoes.anexosOf(found.rows.map((row) => row.id));
        });
      }),
    });
  } else {
    log(`GET /notificacoes respondeu ${notificationsRoute.status}: fica fora desta medida`);
  }
  reads.push({
    name: 'Open monitoring alerts of the header (school admin)',
    call: 'GET /api/v1/aulas/alertas',
    requests: readSchools.map((school) => ({
      method: 'GET',
      path: '/api/v1/aulas/alertas',
      headers: bearer(adminOf(school).token),
    })),
    capture: readSchools.map(
      (school) => () =>
        captureSql(url, { usuarioId: adminOf(school).usuarioId, autoescolaIds: [school.id] }, () =>
          alertas.countAbertos([school.id]),
        ),
    ),
  });

  // The monitoring dashboard across every school the monitoring account is granted (all of them).
  const monitor = await login('/login', { email: 'monitor@demo.cfc' });
  const { rows: monitorGrants } = await owner.query<{ ids: number[] }>(
    `select array[u.autoescola_id]::int[] || coalesce(array_agg(ua.autoescola_id::int), '{}') as ids
       from usuarios u left join usuario_autoescolas ua on ua.usuario_id = u.id where u.id = $1 group by u.id`,
    [monitor.usuarioId],
  );
  const monitorSchools = monitorGrants[0]?.ids ?? [];
  const desde = addDays(today, -(DASHBOARD_DIAS - 1));
  reads.push({
    name: 'Monitoring dashboard (every granted school)',
    call: 'GET /api/v1/monitoramento/dashboard',
    notes: `${monitorSchools.length} schools; the lessons-per-day series is kept a minute per scope (docs/monitoring.md)`,
    requests: [{ method: 'GET', path: '/api/v1/monitoramento/dashboard', headers: bearer(monitor.token) }],
    capture: [
      () =>
        captureSql(url, { usuarioId: monitor.usuarioId, autoescolaIds: monitorSchools }, async () => {
          await painel.escolas();
          await painel.aulasEmAndamento();
          await painel.andamentoPorEscola();
          await painel.alertasAbertos();
          await painel.camerasOffline();
          await painel.enviosPendentes(desde);
          await painel.enviosRejeitados(desde);
        }),
    ],
  });

  // The alerts list and the photo feed across every school the monitoring account sees (no CFC
  // header, as its screens ask), each request with its SQL captured from the module's repository.
  const alertasRead = (search: string) => ({
    request: {
      method: 'GET',
      path: `/api/v1/alertas?${search}`,
      headers: bearer(monitor.token),
    } satisfies HttpRequest,
    capture: () =>
      captureSql(url, { usuarioId: monitor.usuarioId, autoescolaIds: monitorSchools }, () =>
        alertas.list(alertasQuery.parse(Object.fromEntries(new URLSearchParams(search)))),
      ),
  });
  const { rows: alertasCount } = await owner.query<{ total: number; abertos: number }>(
    `select count(*)::int as total, (count(*) filter (where estado = 'aberto'))::int as abertos from alertas`,
  );
  const alertasNote = `${monitorSchools.length} schools, ${alertasCount[0]?.total ?? 0} alerts (${alertasCount[0]?.abertos ?? 0} open); pages of 15, newest first`;
  const alertasFirst = ['estado=aberto', ''].map((filter) =>
    alertasRead(`page=1&per_page=15&sort=-detectado_em${filter ? `&${filter}` : ''}`),
  );
  reads.push({
    name: 'Alerts: first page (monitoring, every granted school)',
    call: 'GET /api/v1/alertas[?estado]',
    notes: `${alertasNote}: the open ones (the screen as it opens) and all, in turn`,
    requests: alertasFirst.map((read) => read.request),
    capture: alertasFirst.map((read) => read.capture),
  });
  const alertasFiltered = readSchools.map((school, i) => {
    const severidade = SEVERIDADES_ALERTA[i % SEVERIDADES_ALERTA.length] ?? 'alta';
    const filter =
      i % 2 === 0
        ? `estado=aberto&severidade=${severidade}`
        : `severidade=${severidade}&autoescola=${school.slug}`;
    return alertasRead(`page=1&per_page=15&sort=-detectado_em&${filter}`);
  });
  reads.push({
    name: 'Alerts: by severity, every school or one (monitoring)',
    call: 'GET /api/v1/alertas?severidade[&estado|&autoescola]',
    notes: `${alertasNote}: open ones of a severity across every school, or one school's of a severity, in turn`,
    requests: alertasFiltered.map((read) => read.request),
    capture: alertasFiltered.map((read) => read.capture),
  });

  const fotosRead = (query: FotosPraticasQuery) => {
    const parsed = fotosPraticasQuery.parse(query);
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)] as [string, string]),
    ).toString();
    return {
      request: {
        method: 'GET',
        path: `/api/v1/monitoramento/fotos${search ? `?${search}` : ''}`,
        headers: bearer(monitor.token),
      } satisfies HttpRequest,
      capture: () =>
        captureSql(url, { usuarioId: monitor.usuarioId, autoescolaIds: monitorSchools }, () =>
          fotos.fotosPraticas({
            cursor: decodeCursor(parsed.cursor ?? null),
            limite: parsed.limite,
            autoescolaId: parsed.autoescola_id ?? null,
            desde: null,
            ate: null,
            verificacao: parsed.verificacao ?? null,
            instrutorId: parsed.instrutor_id ?? null,
          }),
        ),
    };
  };
  const { rows: fotosCount } = await owner.query<{ n: number }>('select count(*)::int as n from aula_fotos');
  const fotosNote = `${monitorSchools.length} schools, ${fotosCount[0]?.n ?? 0} photos; pages of ${FOTOS_POR_PAGINA}`;
  const verificacoes = ['divergente', 'sem_rosto', 'varios_rostos'] as const;
  const fotosFirst = readSchools.map((school, i) =>
    fotosRead(
      i % 3 === 0
        ? {}
        : i % 3 === 1
          ? { verificacao: verificacoes[i % verificacoes.length] }
          : { autoescola_id: school.id },
    ),
  );
  reads.push({
    name: 'Photo feed: first page (monitoring, every granted school)',
    call: 'GET /api/v1/monitoramento/fotos[?verificacao|autoescola_id]',
    notes: `${fotosNote}: all, a face-check result, one school, in turn`,
    requests: fotosFirst.map((read) => read.request),
    capture: fotosFirst.map((read) => read.capture),
  });
  // The cursors of the next pages, as the screen scrolls: read page after page through the API.
  const cursores: string[] = [];
  let proximo: string | null = null;
  for (let pagina = 0; pagina < VARIANTS; pagina++) {
    const reply: Response = await fetch(
      `${api}/api/v1/monitoramento/fotos${proximo ? `?cursor=${proximo}` : ''}`,
      {
        headers: bearer(monitor.token),
      },
    );
    if (!reply.ok) throw new Error(`GET /monitoramento/fotos: ${reply.status} ${await reply.text()}`);
    proximo = ((await reply.json()) as { dados: { proximo_cursor: string | null } }).dados.proximo_cursor;
    if (!proximo) break;
    cursores.push(proximo);
  }
  if (cursores.length === 0) {
    log('o feed de fotos tem uma página só: a página seguinte fica fora desta medida');
  } else {
    const fotosNext = cursores.map((cursor) => fotosRead({ cursor }));
    reads.push({
      name: 'Photo feed: next page by cursor (monitoring)',
      call: 'GET /api/v1/monitoramento/fotos?cursor',
      notes: `${fotosNote}: pages 2 to ${cursores.length + 1}, in turn`,
      requests: fotosNext.map((read) => read.request),
      capture: fotosNext.map((read) => read.capture),
    });
  }

  // Theory classes: the school's class list (as its administrator) and a student's own sessions and
  // hours (as the student, logged in by CPF in the student app).
  const turmasFilters = [
    'sort=-data_inicio',
    'sort=-data_inicio&status=em_andamento',
    `sort=-data_inicio&filtro=${encodeURIComponent('sala 2')}`,
    `sort=-data_inicio&de=${month.inicio}&ate=${month.fim}`,
  ];
  const turmasRequests = readSchools.map((school, i) => ({
    school,
    search: `page=1&per_page=10&${turmasFilters[i % turmasFilters.length]}`,
  }));
  const { rows: turmasCount } = await owner.query<{ turmas: number; aulas: number }>(
    `select round(avg(t.n))::int as turmas, round(avg(t.aulas))::int as aulas
       from (select t.autoescola_id, count(*) as n, sum((select count(*) from aulas_teoricas a
                                                          where a.autoescola_id = t.autoescola_id and a.turma_id = t.id))
                                                      as aulas
               from turmas t where t.autoescola_id = any ($1::bigint[]) group by 1) t`,
    [readSchools.map((school) => school.id)],
  );
  reads.push({
    name: 'Theory classes (school admin)',
    call: 'GET /api/v1/turmas?sort&status|filtro|de&ate',
    notes: `${readSchools.length} schools of ${turmasCount[0]?.turmas ?? 0} classes (${turmasCount[0]?.aulas ?? 0} sessions) on average; page 1 of 10, newest first: all, under way, by room (text), meeting last month, in turn`,
    requests: turmasRequests.map(({ school, search }) => ({
      method: 'GET',
      path: `/api/v1/turmas?${search}`,
      headers: bearer(adminOf(school).token),
    })),
    capture: turmasRequests.map(({ school, search }) => () => {
      const usuarioId = adminOf(school).usuarioId;
      const query = turmasQuery.parse(Object.fromEntries(new URLSearchParams(search)));
      return captureSql(url, { usuarioId, autoescolaIds: [school.id] }, () =>
        listTurmas(captureContext({ usuarioId, role: Role.ADMIN, autoescolaId: school.id }), query),
      );
    }),
  });
  const alunosTeoria = await theoryStudents(
    owner,
    readSchools.map((school) => school.id),
  );
  if (alunosTeoria.length === 0) {
    log('nenhum aluno matriculado em turma teórica (dados gerados antes delas?): a lista do aluno fica fora');
  } else {
    const alunoSessions = await loginAll(alunosTeoria, async (aluno) => ({
      ...aluno,
      ...(await login('/login/aluno', { cpf: aluno.cpf, autoescola: aluno.slug })),
    }));
    const situacoes = [null, 'proximas', 'realizadas'] as const;
    const alunoRequests = alunoSessions.map((aluno, i) => ({
      aluno,
      status: situacoes[i % situacoes.length] ?? null,
    }));
    reads.push({
      name: "Student's theory sessions and hours (student)",
      call: 'GET /api/v1/candidato/aulas-teoricas[?status]',
      notes: `${alunoSessions.length} students, one per school, each enrolled in a class under way with an open first-licence process: all sessions, upcoming, attended, in turn; with the hours per subject against the course`,
      requests: alunoRequests.map(({ aluno, status }) => ({
        method: 'GET',
        path: `/api/v1/candidato/aulas-teoricas${status ? `?status=${status}` : ''}`,
        headers: bearer(aluno.token),
      })),
      capture: alunoRequests.map(({ aluno, status }) => () => {
        const { usuarioId, autoescolaId } = aluno;
        return captureSql(url, { usuarioId, autoescolaIds: [autoescolaId] }, () =>
          getCandidatoAulasTeoricas(captureContext({ usuarioId, role: Role.ALUNO, autoescolaId }), status),
        );
      }),
    });
  }

  // Finance: the operator's finance staff across every school, and each school's own invoices.
  const finance = await login('/login', { email: 'financeiro@demo.cfc' });
  const finances = await financeReads({ owner, today, schools: readSchools, finance, adminOf, bearer });
  if (finances.length === 0) log('o banco não tem faturas (rode npm run bench:data): finanças ficam fora');
  reads.push(...finances);

  const scriptsOf = new Map<string, Statement[][]>();
  for (const read of reads.filter((candidate) => selected(candidate.name))) {
    log(read.name);
    const { closed, cpu, fixed, bursts } = await closedAndFixed(roundRobin(read.requests));
    print(read.call, 'fechado', closed);
    print(read.call, `${FIXED_RATE} req/s`, fixed);
    print(read.call, `${FIXED_RATE} req/s em rajadas`, bursts);
    const scripts: Statement[][] = [];
    for (const capture of read.capture) scripts.push(await capture());
    scriptsOf.set(read.name, scripts);
    let sql: Figures | undefined;
    if (scripts.length > 0) {
      await measureSql({ url, scripts, connections, seconds: WARMUP });
      sql = await measureSql({ url, scripts, connections, seconds });
      print(read.call, 'SQL puro', sql);
    }
    endpoints.push({
      name: read.name,
      call: read.call,
      kind: 'read',
      closed,
      cpu,
      fixed,
      fixed_bursts: bursts,
      share_of_fastify: closed.rps / fastify.rps,
      ...(sql ? { sql, share_of_sql: closed.rps / sql.rps, cost_vs_sql: sql.rps / closed.rps } : {}),
      ...(read.notes ? { notes: read.notes } : {}),
    });
  }

  // 5. Booking: free slots, distinct per request, by each school's administrator.
  if (writes) {
    const bookingList = await bookings(
      owner,
      bookingSchools.map((school) => school.id),
      12_000,
    );
    log(`agendamento: ${bookingList.length} horários livres`);
    const { figures: booked, cpu: bookedCpu } = await consume(bookingList, (booking) => {
      const school = schools.find((candidate) => candidate.id === booking.autoescolaId);
      if (!school) throw new Error('escola do agendamento não encontrada');
      return {
        method: 'POST',
        path: '/api/v1/aulas-praticas',
        headers: bearer(adminOf(school).token),
        body: json(booking.body),
      };
    });
    print('POST /aulas-praticas', 'fechado', booked);
    endpoints.push({
      name: 'Booking a practical lesson',
      call: 'POST /api/v1/aulas-praticas',
      kind: 'write',
      closed: booked,
      cpu: bookedCpu,
      share_of_fastify: booked.rps / fastify.rps,
      notes: `${bookingList.length} distinct free slots over ${bookingSchools.length} schools (rules checked, instructor and student locked); ran ${booked.seconds} s`,
    });

    // 6. Giving lessons: start, GPS track, finish, as each lesson's instructor.
    const allIds = schools.map((school) => school.id);
    restoreCheckin = await widenCheckin(owner, [...new Set(schools.map((school) => school.uf))]);
    const lessons = await lessonsToStart(owner, allIds, new Date(), 800);
    madeLessons = lessons.map((lesson) => lesson.id);
    log(`aulas para iniciar: ${lessons.length}`);
    if (lessons.length === 0) {
      log('nenhum instrutor e veículo livres agora: iniciar, posições e finalizar ficam fora desta medida');
    } else {
      endpoints.push(...(await giveLessons(lessons)));
    }
    await removeLessons(owner, madeLessons);
    madeLessons = [];
    await restoreCheckin();
    restoreCheckin = null;
  }

  // 7. Plans of the slow reads (or of the slowest one when none is slow).
  const readResults = endpoints.filter((endpoint) => endpoint.kind === 'read');
  const slow = readResults.filter(
    (endpoint) =>
      (endpoint.fixed?.p95 ?? 0) >= P95_TARGET_MS ||
      endpoint.closed.p95 >= P95_TARGET_MS ||
      (endpoint.name.startsWith('Send list') && (endpoint.cost_vs_sql ?? 0) >= SQL_COST_TARGET),
  );
  const slowest = [...readResults].sort((a, b) => (b.sql?.p50 ?? 0) - (a.sql?.p50 ?? 0))[0];
  for (const endpoint of slow.length ? slow : slowest ? [slowest] : []) {
    const script = scriptsOf.get(endpoint.name)?.[0];
    if (!script) continue;
    endpoint.plans = await explain(url, script);
    log(`\nPlanos de ${endpoint.name}:\n${endpoint.plans.join('\n\n')}\n`);
  }

  // 8. The report.
  const { rows: counts } = await owner.query<{ tabela: string; linhas: string }>(
    `select relname as tabela, n_live_tup as linhas from pg_stat_user_tables
      where schemaname = 'public' and n_live_tup > 0 order by n_live_tup desc`,
  );
  const { rows: version } = await owner.query<{ server_version: string }>('show server_version');
  // 9. The rules of the alerts engine, on a copy of the database: the copy needs the database
  // without sessions, so the platform and this run's own connection go first.
  await stopProcess(platform.child);
  await owner.end();
  ownerOpen = false;
  if (writes) log('\nregras dos alertas: uma cópia do banco, as 4.000 últimas aulas dadas, duas vezes');
  const rules = writes
    ? await measureRulesRate(url, { lessons: 4000, batch: 200 }).catch((error: unknown) => ({
        error: error instanceof Error ? error.message : String(error),
      }))
    : { error: `não medidas: só as leituras de --only ${only.join(',')}` };
  log(`  ${JSON.stringify(rules)}`);
  const enviosOk = readResults
    .filter((endpoint) => endpoint.name.startsWith('Send list'))
    .every((endpoint) => (endpoint.cost_vs_sql ?? Number.POSITIVE_INFINITY) < SQL_COST_TARGET);
  const report: Report = {
    date: today,
    size,
    database: databaseName(url),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim() ?? '',
      memory_gb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      postgres: `PostgreSQL ${version[0]?.server_version ?? ''}`,
    },
    settings: {
      connections,
      seconds,
      warmup_seconds: WARMUP,
      fixed_rate: FIXED_RATE,
      platform_pool: PLATFORM_POOL,
    },
    limits: { fastify },
    endpoints,
    rules,
    targets: {
      p95_ms: P95_TARGET_MS,
      sql_cost: SQL_COST_TARGET,
      reads_p95_ok: readResults.every(
        (endpoint) =>
          endpoint.fixed !== undefined && endpoint.fixed.p95 < P95_TARGET_MS && endpoint.fixed.errors === 0,
      ),
      envios_cost_ok: enviosOk,
      rules_ok: 'meets_target' in rules && rules.meets_target,
    },
    data: Object.fromEntries(counts.map((row) => [row.tabela, Number(row.linhas)])),
  };
  // A partial run (--only) is kept beside the full one, never over it.
  const files = writeReport(path.join(root, 'bench', 'results'), report, writes ? '' : '-only');
  log(`\n${fs.readFileSync(files.md, 'utf8')}`);
  log(`resultados: ${path.relative(root, files.json)}, ${path.relative(root, files.md)}`);
} finally {
  await removeLessons(owner, madeLessons);
  if (restoreCheckin) await restoreCheckin();
  await stopProcess(platform.child);
  if (ownerOpen) await owner.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
