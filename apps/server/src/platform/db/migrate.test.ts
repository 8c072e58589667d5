import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isCpf, isRenach } from '@cfc/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { type TestEngine, testEngines } from '../../test/engines.ts';
import { SecretBox } from '../crypto/sealed.ts';
import { type Database, openDatabase } from './engine.ts';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate.ts';

const engines = await testEngines();

describe.each(engines)('migrations and demo seed on $name', (engine: TestEngine) => {
  let database: Database;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-migrations-'));

  beforeAll(async () => {
    database = await openDatabase(await engine.config());
  });
  afterAll(async () => {
    await database?.close();
    await engine.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies every migration once, in order, and records it', async () => {
    const all = readMigrations().map((file) => `${file.version}_${file.name}`);
    expect(await migrate(database.pool)).toEqual(all);
    expect(await migrate(database.pool)).toEqual([]);
    const recorded = await database.pool.query('select version from schema_migrations order by version');
    expect(recorded.rows.map((row) => row.version)).toEqual(readMigrations().map((file) => file.version));
  });

  it('rolls back a failing migration entirely and refuses an edited one', async () => {
    for (const file of fs.readdirSync(MIGRATIONS_DIR))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    fs.writeFileSync(
      path.join(dir, '9998_meia_migracao.sql'),
      'create table meia (id int);\nselect * from tabela_que_nao_existe;',
    );
    await expect(migrate(database.pool, dir)).rejects.toThrow(/9998_meia_migracao/);
    const half = await database.pool.query("select to_regclass('meia') as tabela");
    expect(half.rows[0].tabela).toBeNull();

    fs.rmSync(path.join(dir, '9998_meia_migracao.sql'));
    const first = fs.readdirSync(dir).find((file) => file.startsWith('0001_')) ?? '';
    fs.appendFileSync(path.join(dir, first), '\n-- editada\n');
    await expect(migrate(database.pool, dir)).rejects.toThrow(/foi alterada depois de aplicada/);
  });

  it('refuses badly named, doubly numbered or vanished migrations', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-migrations-broken-'));
    try {
      fs.writeFileSync(path.join(broken, 'Criar_Tabela.sql'), 'select 1;');
      expect(() => readMigrations(broken)).toThrow(/Nome de migração inválido: Criar_Tabela\.sql/);
      fs.rmSync(path.join(broken, 'Criar_Tabela.sql'));
      fs.writeFileSync(path.join(broken, '0002_a.sql'), 'select 1;');
      fs.writeFileSync(path.join(broken, '0002_b.sql'), 'select 1;');
      expect(() => readMigrations(broken)).toThrow(/Duas migrações com o número 0002/);
      fs.rmSync(path.join(broken, '0002_b.sql'));
      // 0001 was applied above and is not in this folder.
      await expect(migrate(database.pool, broken)).rejects.toThrow(
        /aplicadas que não existem mais nos arquivos: 0001/,
      );
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });

  it('seeds the demo data on an empty database only, the same way every time', async () => {
    const secrets = new SecretBox('segredo-de-teste-com-mais-de-32-caracteres');
    expect(await seedDemo(database.db, secrets)).toBe(true);
    expect(await seedDemo(database.db, secrets)).toBe(false);
    const schools = await database.db
      .selectFrom('autoescolas')
      .select(['slug', 'uf', 'operadora'])
      .orderBy('id')
      .execute();
    expect(schools).toEqual([
      { slug: 'public', uf: 'MA', operadora: true },
      { slug: 'autoescolademo', uf: 'MA', operadora: false },
      { slug: 'cfcmodelo', uf: 'PI', operadora: false },
    ]);
    const users = await database.db
      .selectFrom('usuarios as u')
      .leftJoin('autoescolas as a', 'a.id', 'u.autoescola_id')
      .select(['u.email', 'u.cpf', 'u.id_role', 'a.slug'])
      .orderBy('u.id')
      .execute();
    expect(users).toEqual([
      { email: 'admin@demo.cfc', cpf: null, id_role: 1, slug: 'autoescolademo' },
      { email: 'monitor@demo.cfc', cpf: null, id_role: 2, slug: 'public' },
      { email: 'gestor@demo.cfc', cpf: null, id_role: 5, slug: 'autoescolademo' },
      { email: 'financeiro@demo.cfc', cpf: null, id_role: 6, slug: 'public' },
      { email: 'suporte@demo.cfc', cpf: null, id_role: 7, slug: 'public' },
      { email: 'comercial@demo.cfc', cpf: null, id_role: 8, slug: 'public' },
      { email: 'detran@demo.cfc', cpf: null, id_role: 9, slug: null },
      { email: 'admin@modelo.cfc', cpf: null, id_role: 1, slug: 'cfcmodelo' },
      { email: null, cpf: '11144477735', id_role: 3, slug: 'autoescolademo' },
      { email: null, cpf: '52998224725', id_role: 4, slug: 'autoescolademo' },
      { email: 'consultor@demo.cfc', cpf: null, id_role: 1, slug: 'public' },
    ]);

    // Each demo school's registries (issue: registries): valid documents, the demo logins linked.
    for (const slug of ['autoescolademo', 'cfcmodelo']) {
      const counts = await sql<Record<string, number>>`
        select (select count(*)::int from alunos x where x.autoescola_id = a.id) as alunos,
               (select count(*)::int from instrutores x where x.autoescola_id = a.id) as instrutores,
               (select count(*)::int from veiculos x where x.autoescola_id = a.id) as veiculos,
               (select count(*)::int from veiculos x where x.autoescola_id = a.id and categoria = 'B') as carros,
               (select count(*)::int from veiculos x where x.autoescola_id = a.id and categoria = 'A') as motos,
               (select count(*)::int from veiculos x where x.autoescola_id = a.id and categoria = 'C') as caminhoes,
               (select count(*)::int from salas x where x.autoescola_id = a.id) as salas,
               (select count(*)::int from cameras x where x.autoescola_id = a.id) as cameras
          from autoescolas a where a.slug = ${slug}`.execute(database.db);
      // 30 students of the registries and 3 of the alerts' evidence (modules/alertas/seed.ts).
      expect(counts.rows[0]).toEqual({
        alunos: 33,
        instrutores: 6,
        veiculos: 6,
        carros: 3,
        motos: 2,
        caminhoes: 1,
        salas: 2,
        cameras: 2,
      });
    }
    const documents = await database.db.selectFrom('alunos').select(['cpf', 'renach']).execute();
    expect(documents.every((row) => isCpf(row.cpf) && isRenach(row.renach ?? ''))).toBe(true);
    const alice = await database.db
      .selectFrom('alunos')
      .select(['nome', 'usuario_id'])
      .where('cpf', '=', '52998224725')
      .execute();
    expect(alice).toEqual([{ nome: 'Alice Aluna', usuario_id: expect.any(Number) }]);
  });
});
