// Requests per second of /health (one database round trip each) from a second process.
// Usage: npm run bench:health  — starts the platform on a fresh embedded database in a temp folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitForHealth } from './wait.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3400);
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-bench-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
  },
});

try {
  await waitForHealth(url);
  await autocannon({ url: `${url}/health`, connections: 20, duration: 2 }); // warm-up
  const result = await autocannon({ url: `${url}/health`, connections: 20, duration: 10 });
  console.log(
    JSON.stringify(
      {
        endpoint: 'GET /health',
        engine: 'pglite',
        requests_per_second: result.requests.average,
        latency_ms: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
        errors: result.errors + result.non2xx,
      },
      null,
      2,
    ),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
