import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Role, type RoleId } from '@cfc/contract';
import { loadConfig } from '../config.ts';
import type { EngineConfig } from '../platform/db/engine.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo.ts';
import { type Platform, startPlatform } from '../server.ts';
import type { TestEngine } from './engines.ts';

/** A platform started for a test: also what another instance needs to join it. */
export interface TestPlatform extends Platform {
  engineConfig: EngineConfig;
  dataDir: string;
}

function testConfig(dataDir: string, env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://cfc.test',
    // The embedded GETRAN simulator on any free port; retries a second apart.
    GETRAN_SIM_PORT: '0',
    GETRAN_RETRY_SECONDS: '1',
    ...env,
  });
}

/**
 * Starts the real platform (migrations and demo seed included) on a test engine, with its own
 * temporary data folder (mail outbox). `stop()` also removes that folder.
 */
export async function startTestPlatform(
  engine: TestEngine,
  options: { jobs?: boolean; env?: Record<string, string> } = {},
): Promise<TestPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-test-'));
  const config = testConfig(dataDir, { JOBS_ENABLED: options.jobs ? 'true' : 'false', ...options.env });
  const engineConfig = await engine.config();
  const platform = await startPlatform(config, { engine: engineConfig, serveWeb: false });
  return {
    ...platform,
    engineConfig,
    dataDir,
    async stop() {
      await platform.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of a running test platform, as a deployment runs several behind a load
 * balancer: the same database (PostgreSQL only; PGlite belongs to one process), the same data
 * folder, the first one's GETRAN simulator, no seeding. Stop it before the first.
 */
export async function startTestInstance(
  of: TestPlatform,
  options: { env?: Record<string, string> } = {},
): Promise<Platform> {
  if (of.engineConfig.kind !== 'postgres') throw new Error('Várias instâncias só com PostgreSQL.');
  const config = testConfig(of.dataDir, {
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    ...(of.getranSimulator ? { GETRAN_URL: of.getranSimulator.url } : {}),
    ...options.env,
  });
  return startPlatform(config, { engine: of.engineConfig, serveWeb: false });
}

export interface Session {
  usuarioId: number;
  role: RoleId;
  accessToken: string;
  refreshToken: string;
  headers: Record<string, string>;
}

/** Calls the API as a session; `headers` add to or replace the session's (a school chosen, an upload). */
export function apiCaller(platform: () => Platform) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    session: Session,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    platform().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...session.headers, ...headers },
      ...(payload ? { payload } : {}),
    });
}

/** Logs a demo account in through the real login endpoint, ending any session it had. */
export async function sessionFor(
  platform: Platform,
  login: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const demo = DEMO_USERS.find((user) => user.login === login);
  const byCpf = !login.includes('@');
  const url = !byCpf
    ? '/api/v1/login'
    : demo?.role === Role.INSTRUTOR
      ? '/api/v1/login/instrutor'
      : '/api/v1/login/aluno';
  const payload = byCpf ? { cpf: login, password } : { email: login, password };
  const reply = await platform.app.inject({
    method: 'POST',
    url,
    payload: { ...payload, encerrar_outra_sessao: true },
  });
  if (reply.statusCode !== 200)
    throw new Error(`login de ${login} falhou: ${reply.statusCode} ${reply.body}`);
  const { dados } = reply.json();
  return {
    usuarioId: dados.usuario.id_usuario,
    role: dados.id_role,
    accessToken: dados.access_token,
    refreshToken: dados.refresh_token,
    headers: {
      authorization: `Bearer ${dados.access_token}`,
      role: String(dados.id_role),
      cfc: dados.cfc,
      accept: 'application/json',
    },
  };
}

/** The messages the mail transport wrote to the outbox, oldest first (waits for the mail job). */
export async function outbox(
  platform: Platform,
  count: number,
): Promise<{ to: string; subject: string; text: string }[]> {
  const dir = platform.app.config.mail.outboxDir;
  const read = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .sort()
          .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
      : [];
  const deadline = Date.now() + 20_000;
  while (read().length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return read();
}
