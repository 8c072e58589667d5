// Shared by `npm start` and `npm test`: make a fresh clone runnable with no other command.
// Plain Node (no dependencies): it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.cfc-install-stamp');
const WEB_DIST = path.join(ROOT, 'apps', 'web', 'dist');
const BUILD_STAMP = path.join(WEB_DIST, '.build-stamp');

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`A plataforma precisa do Node.js 20.19 ou mais novo (este é ${process.versions.node}).`);
    process.exit(1);
  }
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
  console.log('Instalando dependências (npm install)...');
  // npm install follows the lockfile; npm ci would refuse a registry that lacks the optional
  // platform packages of other systems (such as Biome's builds for macOS).
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
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
