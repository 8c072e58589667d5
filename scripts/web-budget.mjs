// The first-load budget of the web app (issue 16): the JavaScript a phone downloads to show the
// login page ('/') is at most 200 kB gzip, and `npm test` holds it there. Reads the build's manifest
// (apps/web/dist/.vite), walks from the HTML entry and the chunks that load on '/' (the app, started
// by boot.ts, and the login route's screen; the HTML preloads both) through their static imports, and
// sums each file's gzip size. docs/architecture.md (section 16, "The first load") says where it goes.
// Usage: node scripts/web-budget.mjs [--json]   (after `npm run build:web`); exits 1 over budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Issue 16's target for the login route: met (194 kB gzip when the ceiling came down to it). */
export const TARGET_BYTES = 200 * 1000;
/** What `npm test` refuses: more than the target. */
export const BUDGET_BYTES = TARGET_BYTES;

/**
 * What loads on '/': index.html's script (boot.ts); src/main.tsx, which boot.ts imports as soon as
 * zod is configured; and the login route's screen (app/login-screens.ts: `login`). What
 * apps/web/vite.config.ts makes entries of and preloads.
 */
export const FIRST_LOAD = ['index.html', 'src/main.tsx', 'src/features/login/LoginPages.tsx'];

const WEB_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');

/** Every manifest key reachable from `roots` through static imports, roots included. */
export function firstLoadChunks(manifest, roots = FIRST_LOAD) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`O manifesto do build não tem '${key}'.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The JavaScript files of the first load with their raw and gzip sizes, largest first. */
export function measure(dist = WEB_DIST) {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} não existe: compile a interface web (npm run build:web).`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const files = firstLoadChunks(manifest).map((key) => {
    const bytes = fs.readFileSync(path.join(dist, manifest[key].file));
    return {
      file: manifest[key].file,
      source: manifest[key].src ?? key,
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes).length,
    };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    raw: files.reduce((sum, file) => sum + file.raw, 0),
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let result;
  try {
    result = measure();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const over = result.gzip > BUDGET_BYTES;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ budget: BUDGET_BYTES, target: TARGET_BYTES, ...result }, null, 2));
  } else {
    console.log(
      `Rota de login: ${result.files.length} arquivos JavaScript, ${kB(result.raw)} (${kB(result.gzip)} gzip); teto ${kB(BUDGET_BYTES)} gzip (meta do issue 16).`,
    );
    // Over budget, every chunk with its size says where the weight is; within it, the largest ten.
    for (const file of over ? result.files : result.files.slice(0, 10)) {
      console.log(`  ${kB(file.gzip).padStart(9)}  ${file.file}  (${file.source})`);
    }
  }
  if (over) {
    console.error(`Acima do orçamento em ${kB(result.gzip - BUDGET_BYTES)}.`);
    process.exit(1);
  }
}
