// The platform as the end-to-end tests see it: a fresh embedded database with the demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './setup.mjs';

// One folder per port, so runs on different ports never share a database.
const dataDir = path.join(ROOT, 'test-results', `e2e-data-${process.env.PORT ?? 3199}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 3199}`,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    // The embedded GETRAN simulator beside it (its /_sim controls let tests make it fail).
    GETRAN_SIM_PORT: String(Number(process.env.PORT ?? 3199) + 1000),
    GETRAN_RETRY_SECONDS: '2',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
