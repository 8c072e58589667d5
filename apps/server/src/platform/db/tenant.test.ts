import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { startTestPlatform } from '../../test/platform.ts';
import { loadPrincipal } from '../auth/principal.ts';
import { OutsideTransactionError, tenantDb, withSystem, withTenant } from './tenant.ts';

const engines = await testEngines();

describe.each(engines)('tenant isolation by row-level security on $name', (engine) => {
  let platform: Platform;
  let school: Record<string, number>;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    const rows = await platform.database.db.selectFrom('autoescolas').select(['id', 'slug']).execute();
    school = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const asSchool = <T>(slug: string, work: () => Promise<T>) =>
    withTenant(platform.database.db, { usuarioId: null, autoescolaIds: [school[slug] ?? -1] }, work);

  it('a school user reads only its own school, even with a hand-written query', async () => {
    const rows = await asSchool('autoescolademo', async () => {
      const result = await sql<{ slug: string }>`select slug from autoescolas order by slug`.execute(
        tenantDb(),
      );
      return result.rows.map((row) => row.slug);
    });
    expect(rows).toEqual(['autoescolademo']);

    const users = await asSchool('autoescolademo', async () => {
      const result = await sql<{
        autoescola_id: number;
      }>`select distinct autoescola_id from usuarios`.execute(tenantDb());
      return result.rows.map((row) => row.autoescola_id);
    });
    expect(users).toEqual([school.autoescolademo]);
  });

  it("a school user cannot change another school's rows", async () => {
    const updated = await asSchool('autoescolademo', async () => {
      const result =
        await sql`update autoescolas set nome_fantasia = 'Invadida' where slug = 'cfcmodelo'`.execute(
          tenantDb(),
        );
      return Number(result.numAffectedRows);
    });
    expect(updated).toBe(0);

    await expect(
      asSchool('autoescolademo', () =>
        sql`insert into usuarios (nome, email, id_role, autoescola_id) values ('Intruso', 'intruso@x.cfc', 1, ${school.cfcmodelo})`.execute(
          tenantDb(),
        ),
      ),
    ).rejects.toThrow(/row-level security/);

    const modelo = await platform.database.db
      .selectFrom('autoescolas')
      .select('nome_fantasia')
      .where('slug', '=', 'cfcmodelo')
      .executeTakeFirstOrThrow();
    expect(modelo.nome_fantasia).toBe('CFC Modelo');
  });

  it('the application role cannot disable row-level security or read the session tables', async () => {
    await expect(
      asSchool('autoescolademo', () =>
        sql`alter table autoescolas no force row level security`.execute(tenantDb()),
      ),
    ).rejects.toThrow(/owner|permission|must be/);
    await expect(
      asSchool('autoescolademo', () => sql`select * from sessoes`.execute(tenantDb())),
    ).rejects.toThrow(/permission denied/);
  });

  it('a transaction without the tenant setting sees nothing', async () => {
    const counts = await platform.database.db.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'cfc_app', true)`.execute(trx);
      const result = await sql<{ escolas: number; usuarios: number; auditoria: number }>`
        select (select count(*)::int from autoescolas) as escolas,
               (select count(*)::int from usuarios) as usuarios,
               (select count(*)::int from audit_log) as auditoria`.execute(trx);
      return result.rows[0];
    });
    expect(counts).toEqual({ escolas: 0, usuarios: 0, auditoria: 0 });

    const empty = await withTenant(platform.database.db, { usuarioId: null, autoescolaIds: [] }, async () =>
      tenantDb().selectFrom('autoescolas').select('id').execute(),
    );
    expect(empty).toEqual([]);
  });

  it('an operator principal sees only the schools granted to it', async () => {
    const { db } = platform.database;
    const monitor = await db
      .selectFrom('usuarios')
      .select('id')
      .where('email', '=', 'monitor@demo.cfc')
      .executeTakeFirstOrThrow();
    // Take back the grant of CFC Modelo: the monitor keeps its own school and Autoescola Demo.
    await db
      .deleteFrom('usuario_autoescolas')
      .where('usuario_id', '=', monitor.id)
      .where('autoescola_id', '=', school.cfcmodelo ?? -1)
      .execute();
    const sessao = await db
      .insertInto('sessoes')
      .values({ usuario_id: monitor.id, expires_at: sql<Date>`now() + interval '1 hour'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const principal = await loadPrincipal(db, monitor.id, sessao.id);
    expect(principal?.autoescolaIds.toSorted()).toEqual([school.public, school.autoescolademo].toSorted());

    const seen = await withTenant(
      db,
      { usuarioId: monitor.id, autoescolaIds: principal?.autoescolaIds ?? [] },
      async () =>
        (await sql<{ slug: string }>`select slug from autoescolas order by slug`.execute(tenantDb())).rows,
    );
    expect(seen.map((row) => row.slug)).toEqual(['autoescolademo', 'public']);
  });

  it('the traffic authority sees the schools of its state', async () => {
    const { db } = platform.database;
    const detran = await db
      .selectFrom('usuarios')
      .select('id')
      .where('email', '=', 'detran@demo.cfc')
      .executeTakeFirstOrThrow();
    const sessao = await db
      .insertInto('sessoes')
      .values({ usuario_id: detran.id, expires_at: sql<Date>`now() + interval '1 hour'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const principal = await loadPrincipal(db, detran.id, sessao.id);
    expect(principal?.autoescolaIds).toEqual([school.autoescolademo]);
  });

  it('every table that carries autoescola_id has row-level security enabled and forced', async () => {
    const tables = await sql<{ tabela: string; rls: boolean; forced: boolean; acesso_app: boolean }>`
      select c.relname as tabela, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
             has_table_privilege('cfc_app', c.oid, 'select') as acesso_app
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       where c.relkind = 'r'
         and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'autoescola_id')
       order by 1`.execute(platform.database.db);
    expect(tables.rows.length).toBeGreaterThan(5);
    for (const table of tables.rows) {
      // usuario_autoescolas (grants of operator staff) is not reachable by the application role at all.
      if (!table.acesso_app) continue;
      expect(table, table.tabela).toMatchObject({ rls: true, forced: true });
    }
  });

  it('a repository call outside a tenant transaction throws', async () => {
    expect(() => tenantDb()).toThrow(OutsideTransactionError);
    await withSystem(platform.database.db, async () => {
      expect(() => tenantDb()).toThrow(OutsideTransactionError);
    });
  });

  it('the audit log takes new rows and never changes', async () => {
    const { db } = platform.database;
    await asSchool('autoescolademo', () =>
      tenantDb()
        .insertInto('audit_log')
        .values({ autoescola_id: school.autoescolademo ?? null, acao: 'teste', usuario_id: null, id_role: 1 })
        .execute(),
    );
    await expect(
      asSchool('autoescolademo', () =>
        tenantDb()
          .insertInto('audit_log')
          .values({ autoescola_id: school.cfcmodelo ?? null, acao: 'forjada', usuario_id: null, id_role: 1 })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(db.updateTable('audit_log').set({ acao: 'apagada' }).execute()).rejects.toThrow(
      /não pode ser alterado/,
    );
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/não pode ser alterado/);
  });
});
