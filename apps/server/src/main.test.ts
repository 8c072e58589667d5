import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-main-'));
const READY = /CFC Plataforma pronta em (http:\/\/\S+)/;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // Any free ports, for the platform and its GETRAN simulator: another platform may run beside.
      PORT: '0',
      GETRAN_SIM_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits for the line that says where the platform listens, then for its /health; its base URL. */
async function waitForHealth(server: Started): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`o servidor saiu: ${server.output()}`);
    const base = READY.exec(server.output())?.[1];
    if (base) {
      const reply = await fetch(`${base}/health`);
      if ((await reply.text()) === 'ok') return base;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`o servidor não respondeu: ${server.output()}`);
}

const running: Started[] = [];
afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the platform process on the embedded database', () => {
  it('starts, prints the URL and demo logins, and refuses a second process on the same folder', async () => {
    const first = startServer();
    running.push(first);
    const base = await waitForHealth(first);
    expect(first.output()).toContain('CFC Plataforma pronta em');
    expect(first.output()).toContain('admin@demo.cfc');

    const second = startServer();
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`A pasta de dados ${dataDir} já está em uso pelo processo`);

    // Ctrl-C in the middle of a burst of requests: a clean stop, and a folder that opens again.
    let stop = false;
    const load = Array.from({ length: 8 }, async () => {
      while (!stop) {
        await fetch(`${base}/api/v1/autoescolas/publica/autoescolademo`).catch(() => undefined);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    stop = true;
    await Promise.all(load);
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);

    const again = startServer();
    running.push(again);
    const againBase = await waitForHealth(again);
    const school = await fetch(`${againBase}/api/v1/autoescolas/publica/cfcmodelo`);
    expect(await school.json()).toEqual({
      success: true,
      dados: { slug: 'cfcmodelo', nome_fantasia: 'CFC Modelo' },
    });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Three start-ups of real processes (migrations, seed, statistics) on a shared machine.
  }, 180_000);
});
