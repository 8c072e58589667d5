// Shared by `npm start` and `npm test`: make a fresh clone runnable with no other command.
// Plain Node (no dependencies): it runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.cfc-install-stamp');
const WEB_DIST = path.join(ROOT, 'apps', 'web', 'dist');
const BUILD_STAMP = path.join(WEB_DIST, '.build-stamp');

/** The runtime the platform runs on: Node.js 24 (LTS), from the npm package `node` when the system's is older. */
const RUNTIME_MAJOR = 24;
const RUNTIME_BIN = path.join(ROOT, 'node_modules', '.bin');
const RUNTIME = path.join(RUNTIME_BIN, process.platform === 'win32' ? 'node.cmd' : 'node');

/** Only the installer runs on the system's Node: it needs 18.17 (recursive readdir) or newer. */
export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 18 || (major === 18 && minor < 17)) {
    console.error(
      `Para instalar a plataforma é preciso o Node.js 18.17 ou mais novo (este é ${process.versions.node}).`,
    );
    process.exit(1);
  }
}

/**
 * Runs the calling script again on Node.js 24 from node_modules when this process is on an older
 * Node (a fresh machine's system Node), with node_modules/.bin first on PATH so every tool the
 * script starts finds the same runtime. Resolves at once on Node 24; otherwise never resolves, and
 * this process passes signals on and exits with the other's status.
 */
export function ensureRuntime() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= RUNTIME_MAJOR) return Promise.resolve();
  if (!fs.existsSync(RUNTIME)) {
    console.error(
      `A plataforma roda no Node.js ${RUNTIME_MAJOR}; o pacote node não foi instalado em node_modules.`,
    );
    process.exit(1);
  }
  const child = spawn(RUNTIME, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${RUNTIME_BIN}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

export function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function manifestFiles() {
  const workspaces = ['apps', 'packages'].flatMap((group) =>
    fs.readdirSync(path.join(ROOT, group)).map((name) => path.join(ROOT, group, name, 'package.json')),
  );
  return [
    path.join(ROOT, 'package.json'),
    path.join(ROOT, 'package-lock.json'),
    path.join(ROOT, 'e2e', 'package.json'),
    path.join(ROOT, 'bench', 'package.json'),
    ...workspaces,
  ].filter((file) => fs.existsSync(file));
}

/** Installs dependencies when node_modules is missing or older than the manifests; false when that failed. */
export function ensureDependencies() {
  const wanted = hashFiles(manifestFiles());
  const current = fs.existsSync(INSTALL_STAMP) ? fs.readFileSync(INSTALL_STAMP, 'utf8') : '';
  if (current === wanted) return true;
  // A fresh clone installs exactly what the lock file says; an installed tree whose manifests changed
  // is brought up to date by npm install.
  const fresh = !fs.existsSync(path.join(ROOT, 'node_modules'));
  console.log(`Instalando dependências (npm ${fresh ? 'ci' : 'install'})...`);
  const status = run('npm', [fresh ? 'ci' : 'install', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('Falha ao instalar as dependências.');
    return false;
  }
  fs.writeFileSync(INSTALL_STAMP, wanted);
  return true;
}

function webSources() {
  const web = path.join(ROOT, 'apps', 'web');
  return [
    ...listFiles(path.join(web, 'src')),
    ...listFiles(path.join(web, 'public')),
    ...['index.html', 'vite.config.ts', 'package.json'].map((file) => path.join(web, file)),
    ...listFiles(path.join(ROOT, 'packages', 'contract', 'src')),
    ...listFiles(path.join(ROOT, 'packages', 'domain', 'src')),
    path.join(ROOT, 'package-lock.json'),
  ].filter((file) => fs.existsSync(file) && !/\.test\.tsx?$/.test(file));
}

/** Builds the web app when its sources changed since the last build; false when the build failed. */
export function ensureWebBuild() {
  const wanted = hashFiles(webSources());
  const current = fs.existsSync(BUILD_STAMP) ? fs.readFileSync(BUILD_STAMP, 'utf8') : '';
  if (current === wanted && fs.existsSync(path.join(WEB_DIST, 'index.html'))) return true;
  console.log('Compilando a interface web...');
  if (run('npm', ['run', 'build', '--silent', '-w', '@cfc/web']) !== 0) {
    console.error('Falha ao compilar a interface web.');
    return false;
  }
  fs.writeFileSync(BUILD_STAMP, wanted);
  return true;
}
