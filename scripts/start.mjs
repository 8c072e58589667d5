// `npm start`: install what is missing, build the web app when it changed, then run the platform.
import { spawn } from 'node:child_process';
import { checkNodeVersion, ensureDependencies, ensureRuntime, ensureWebBuild, ROOT } from './setup.mjs';

checkNodeVersion();
if (!ensureDependencies()) process.exit(1);
await ensureRuntime();
if (!ensureWebBuild()) process.exit(1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --enable-source-maps`.trim() },
});

// Ctrl-C reaches both processes; the server shuts itself down cleanly and this one waits for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
