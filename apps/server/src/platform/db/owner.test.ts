import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { postgresAdminUrl } from '../../test/engines.ts';
import { SecretBox } from '../crypto/sealed.ts';
import { openDatabase } from './engine.ts';
import { migrate } from './migrate.ts';
import { systemDb, tenantDb, withSystem, withTenant } from './tenant.ts';

const adminUrl = await postgresAdminUrl();
const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const owner = `cfc_owner_${suffix}`;
const database = `cfc_owner_test_${suffix}`;

async function asAdmin(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl ?? '' });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

// Production runs as a plain owner, not a superuser: row-level security must work the same there.
describe.skipIf(!adminUrl)('PostgreSQL with a non-superuser owner (skipped: no PostgreSQL here)', () => {
  afterAll(async () => {
    await asAdmin([`drop database if exists ${database} with (force)`, `drop role if exists ${owner}`]);
  });

  it('migrates, seeds, and keeps requests inside their schools', async () => {
    // What docs/postgresql.md asks of a database administrator.
    await asAdmin([
      `create role ${owner} login`,
      `create database ${database} owner ${owner}`,
      "do $$ begin if not exists (select 1 from pg_roles where rolname = 'cfc_app') then create role cfc_app nologin; end if; end $$",
      `grant cfc_app to ${owner}`,
    ]);
    const url = new URL(adminUrl ?? '');
    url.username = owner;
    url.pathname = `/${database}`;
    const db = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 2 });
    try {
      const superuser = await db.pool.query('select rolsuper from pg_roles where rolname = current_user');
      expect(superuser.rows[0].rolsuper).toBe(false);

      await migrate(db.pool);
      expect(await seedDemo(db.db, new SecretBox('segredo-de-teste-com-mais-de-32-caracteres'))).toBe(true);

      const all = await withSystem(
        db.db,
        async () => (await sql`select slug from autoescolas`.execute(systemDb())).rows,
      );
      expect(all).toHaveLength(3);

      const demo = await db.db
        .selectFrom('autoescolas')
        .select('id')
        .where('slug', '=', 'autoescolademo')
        .executeTakeFirstOrThrow();
      const seen = await withTenant(db.db, { usuarioId: null, autoescolaIds: [demo.id] }, async () =>
        (await sql<{ slug: string }>`select slug from autoescolas`.execute(tenantDb())).rows.map(
          (row) => row.slug,
        ),
      );
      expect(seen).toEqual(['autoescolademo']);

      const none = await withTenant(
        db.db,
        { usuarioId: null, autoescolaIds: [] },
        async () => (await sql`select * from usuarios`.execute(tenantDb())).rows,
      );
      expect(none).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
