// How many stock pusher-js clients one instance holds while a notice reaches all of them, and how
// long the last one waited. One server process on PostgreSQL; the clients live in this process,
// each a distinct user on its own `private-user.{id}` channel, authorised at /api/v1/login/broadcast.
// Usage: npm run bench:realtime  — needs PostgreSQL (BENCH_DATABASE_URL, default the local server);
// BENCH_CLIENTS=1000,5000 (default) sets the rounds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Pusher from 'pusher-js';
import { TokenService } from '../apps/server/src/platform/auth/tokens.ts';
import { waitForHealth } from './wait.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = (process.env.BENCH_CLIENTS ?? '1000,5000').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 3420);
const url = `http://127.0.0.1:${port}`;
const database = `cfc_bench_realtime_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-bench-'));
const jwtSecret = 'cfc-bench-realtime-secret-0123456789abcdef';
const appKey = 'cfc-bench';
const EVENT = 'GetNotificacao';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    GETRAN_SIM_PORT: '0',
    JWT_SECRET: jwtSecret,
    PUSHER_APP_KEY: appKey,
  },
});

/** Resident memory of the server process, in MB. */
function serverRssMb(): number {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** `count` staff users of Autoescola Demo with an open session each, and their access tokens. */
async function benchUsers(client: pg.Client, count: number): Promise<{ id: number; token: string }[]> {
  const { rows } = await client.query<{ id: number; sessao: string }>(
    `with novos as (
       insert into usuarios (nome, email, id_role, id_funcao_usuario, autoescola_id)
       select 'Bench ' || g, 'bench' || g || '@bench.cfc', 1, 1, (select id from autoescolas where slug = 'autoescolademo')
         from generate_series(1, $1::int) g
       returning id)
     insert into sessoes (usuario_id, expires_at)
     select id, now() + interval '1 day' from novos
     returning usuario_id as id, id as sessao`,
    [count],
  );
  const tokens = new TokenService(jwtSecret);
  return Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      token: await tokens.sign({ usuarioId: Number(row.id), sessaoId: row.sessao, role: 1 }),
    })),
  );
}

interface Listener {
  pusher: Pusher;
  arrived: Promise<number>;
}

/** One stock pusher-js client, connected and on its own channel; `arrived` resolves at the event. */
function listen(user: { id: number; token: string }): Promise<Listener> {
  const pusher = new Pusher(appKey, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: `${url}/api/v1/login/broadcast`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${user.token}` },
    },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`usuário ${user.id} não entrou no canal`)), 60_000);
    const channel = pusher.subscribe(`private-user.${user.id}`);
    const arrived = new Promise<number>((done) => channel.bind(EVENT, () => done(performance.now())));
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve({ pusher, arrived });
    });
    channel.bind('pusher:subscription_error', (error: unknown) => {
      clearTimeout(timer);
      reject(new Error(`inscrição recusada: ${JSON.stringify(error)}`));
    });
  });
}

async function login(email: string): Promise<string> {
  const reply = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', encerrar_outra_sessao: true }),
  });
  if (!reply.ok) throw new Error(`login ${email}: ${reply.status}`);
  return ((await reply.json()) as { dados: { access_token: string } }).dados.access_token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

try {
  await Promise.race([
    waitForHealth(url),
    new Promise<never>((_, reject) =>
      server.on('exit', (code) => reject(new Error(`o servidor saiu ao iniciar (código ${code})`))),
    ),
  ]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const users = await benchUsers(client, Math.max(...rounds));
  await client.end();
  const monitor = await login('monitor@demo.cfc');
  const results = [];

  for (const clients of rounds) {
    const rssBefore = serverRssMb();
    const connectStart = performance.now();
    const listeners: Listener[] = [];
    // In batches, as users arrive over a morning rather than in one instant.
    for (let i = 0; i < clients; i += 250) {
      listeners.push(...(await Promise.all(users.slice(i, Math.min(clients, i + 250)).map(listen))));
    }
    const connectMs = performance.now() - connectStart;
    const rssConnected = serverRssMb();

    const form = new FormData();
    form.append('titulo', `Aviso para ${clients} clientes`);
    form.append('descricao', '<p>Medição do tempo real.</p>');
    form.append('destino', 'autoescolas');
    form.append('autoescolas[]', 'autoescolademo');
    const sentAt = performance.now();
    const reply = await fetch(`${url}/api/v1/notificacoes/avisos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${monitor}` },
      body: form,
    });
    const repliedAt = performance.now();
    if (reply.status !== 201) throw new Error(`aviso: ${reply.status} ${await reply.text()}`);
    const destinatarios = ((await reply.json()) as { dados: { destinatarios: number } }).dados.destinatarios;
    const waits = (
      await Promise.race([
        Promise.all(listeners.map((listener) => listener.arrived)),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('o aviso não chegou a todos')), 120_000),
        ),
      ])
    )
      .map((at) => at - sentAt)
      .sort((a, b) => a - b);

    results.push({
      clients,
      recipients: destinatarios,
      connect_and_subscribe_s: round(connectMs / 1000),
      server_rss_mb: { before: rssBefore, connected: rssConnected },
      notice_post_ms: round(repliedAt - sentAt),
      delivered: waits.length,
      wait_ms: {
        first: round(waits[0] ?? 0),
        p50: round(percentile(waits, 50)),
        p99: round(percentile(waits, 99)),
        last: round(waits.at(-1) ?? 0),
      },
    });
    for (const listener of listeners) listener.pusher.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }

  console.log(
    JSON.stringify(
      {
        benchmark: 'realtime fan-out (stock pusher-js clients, one server instance, PostgreSQL)',
        cpus: os.cpus().length,
        note: 'clients and server share the machine; times are from the POST of the notice to each GetNotificacao',
        rounds: results,
      },
      null,
      2,
    ),
  );
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
