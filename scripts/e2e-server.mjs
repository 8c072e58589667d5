// The platform as the end-to-end tests see it (e2e/global-setup.ts starts it): a fresh embedded
// database with the demo data in E2E_DATA_DIR, on ports the system chooses, printed at start.
import { spawn } from 'node:child_process';
import { ROOT } from './setup.mjs';

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: '0',
    DATA_DIR: process.env.E2E_DATA_DIR,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    // No map tile is fetched from outside: the maps draw on their grey background.
    MAP_TILE_URL: '',
    // The embedded GETRAN simulator beside it (its /_sim controls let tests make it fail).
    GETRAN_SIM_PORT: '0',
    GETRAN_RETRY_SECONDS: '2',
    // Exports of more than 60 rows run as a background job (exportacoes.spec.ts makes that many
    // rooms); the demo's lists are shorter, so the other specs' exports stay immediate.
    EXPORT_JOB_ROWS: '60',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
