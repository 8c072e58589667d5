import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { type TestEngine, testEngines } from '../../test/engines.ts';
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
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
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
    ]);
  });
});
