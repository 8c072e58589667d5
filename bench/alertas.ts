// Evaluations per second of finished practical lessons by the alerts engine (docs/monitoring.md), at a
// benchmark size, on a copy of its database (`npm run bench:data` first), so the bench database itself
// is never migrated or changed. Target: at least 200 lessons a second. `npm run bench` measures the
// same as the last line of its report; this runs it alone.
// Usage: npm run bench:alertas -- [--size medium] [--database URL] [--lessons 4000] [--batch 200]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRulesRate } from './src/alertas-rate.ts';
import { databaseUrl, parseArgs, sizeOf } from './src/target.ts';

const args = parseArgs(process.argv.slice(2));
const size = args.values.has('size') ? sizeOf(args) : 'medium';
const rate = await measureRulesRate(databaseUrl(args, size), {
  lessons: Number(args.values.get('lessons') ?? 4000),
  batch: Number(args.values.get('batch') ?? 200),
});
const result = { date: new Date().toISOString(), size, ...rate };
console.log(JSON.stringify(result, null, 2));
const dir = path.join(fileURLToPath(new URL('.', import.meta.url)), 'results');
fs.writeFileSync(
  path.join(dir, `${result.date.slice(0, 10)}-alertas-${size}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
