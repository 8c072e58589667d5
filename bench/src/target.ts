import pg from 'pg';

/** The three data sizes of the benchmarks (issue: small, medium, large). */
export const SIZES = {
  small: { schools: 2, students: 500, lessons: 10_000 },
  medium: { schools: 100, students: 100_000, lessons: 2_000_000 },
  large: { schools: 500, students: 500_000, lessons: 10_000_000 },
} as const;

export type SizeName = keyof typeof SIZES;
export type Size = (typeof SIZES)[SizeName];

/** The local server the benchmarks use unless told otherwise (trust authentication, user postgres). */
export const DEFAULT_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Args {
  values: Map<string, string>;
  flags: Set<string>;
}

/** `--name value` pairs and bare `--flag`s. */
export function parseArgs(argv: readonly string[]): Args {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`argumento inesperado: ${arg}`);
    const name = arg.slice(2);
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      values.set(name, next);
      i++;
    } else {
      flags.add(name);
    }
  }
  return { values, flags };
}

export function sizeOf(args: Args): SizeName {
  const size = args.values.get('size') ?? 'small';
  if (!(size in SIZES)) throw new Error(`--size deve ser small, medium ou large (recebido: ${size})`);
  return size as SizeName;
}

/** The database of a size: `--database URL`, or `cfc_bench_<size>` on the default server. */
export function databaseUrl(args: Args, size: SizeName): string {
  const given = args.values.get('database');
  if (given) return given;
  const url = new URL(DEFAULT_SERVER);
  url.pathname = `/cfc_bench_${size}`;
  return url.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** The same server's maintenance database, to create or drop `url`'s database from. */
function maintenanceUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

/** Creates the database of `url` when it does not exist; answers whether it did. */
export async function ensureDatabase(url: string, options: { fresh: boolean }): Promise<boolean> {
  const name = databaseName(url);
  const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
  await admin.connect();
  try {
    const quoted = pg.escapeIdentifier(name);
    if (options.fresh) await admin.query(`drop database if exists ${quoted} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    await admin.query(`create database ${quoted}`);
    return true;
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(databaseName(url))} with (force)`);
  } finally {
    await admin.end();
  }
}

export const seconds = (startedMs: number) => ((performance.now() - startedMs) / 1000).toFixed(1);
