import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestEngine, testEngines } from '../../test/engines.ts';
import { type Database, openDatabase } from './engine.ts';
import { migrate } from './migrate.ts';

/**
 * schema.ts is written by hand; this test holds it to the migrations. It reads the `DB` interface
 * with the TypeScript compiler (no generated file to keep in step), migrates a fresh database and
 * compares table by table: every table and column on both sides, a column nullable in the
 * database exactly when its hand type can be null, and a column the types let an insert leave out
 * (Generated) having a default in the database.
 */

const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));

/** Tables the migrations create that the application reaches only through plain SQL. */
const NOT_TYPED = new Set(['schema_migrations']);

interface HandColumn {
  /** The select type can be null; undefined when the type cannot say (unknown, any). */
  readonly nullable: boolean | undefined;
  /** An insert may leave the column out: its insert type admits undefined or null (Kysely's Insertable). */
  readonly optionalOnInsert: boolean;
}

type HandSchema = Map<string, Map<string, HandColumn>>;

/** The tables and columns of `DB` in schema.ts, as the type checker sees them. */
function readHandSchema(): HandSchema {
  const config = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`tsconfig ilegível: ${TSCONFIG}`);
  const program = ts.createProgram([SCHEMA_FILE], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  if (!source) throw new Error(`${SCHEMA_FILE} não encontrado`);
  const db = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'DB',
  );
  if (!db) throw new Error('schema.ts não declara a interface DB');

  const admits = (type: ts.Type, flag: ts.TypeFlags): boolean =>
    type.isUnion() ? type.types.some((member) => admits(member, flag)) : (type.flags & flag) !== 0;
  const cannotSay = (type: ts.Type) => (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) !== 0;
  // Kysely's ColumnType<S, I, U> (and Generated<S>) is an object of __select__, __insert__, __update__.
  const part = (type: ts.Type, name: '__select__' | '__insert__', at: ts.Node) => {
    const property = checker.getPropertyOfType(type, name);
    return property ? checker.getTypeOfSymbolAtLocation(property, at) : type;
  };

  const schema: HandSchema = new Map();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(db))) {
    const tableType = checker.getTypeOfSymbolAtLocation(table, db);
    const columns = new Map<string, HandColumn>();
    for (const column of checker.getPropertiesOfType(tableType)) {
      const type = checker.getTypeOfSymbolAtLocation(column, db);
      const select = part(type, '__select__', db);
      const insert = part(type, '__insert__', db);
      columns.set(column.name, {
        nullable: cannotSay(select) ? undefined : admits(select, ts.TypeFlags.Null),
        optionalOnInsert: cannotSay(insert) || admits(insert, ts.TypeFlags.Undefined | ts.TypeFlags.Null),
      });
    }
    schema.set(table.name, columns);
  }
  return schema;
}

/** Every difference between the hand-written types and the migrated database, one line each. */
async function differences(database: Database, hand: HandSchema): Promise<string[]> {
  const tables = (await database.db.introspection.getTables()).filter(
    (table) => table.schema === 'public' && !table.isView && !NOT_TYPED.has(table.name),
  );
  const found: string[] = [];
  for (const table of tables) {
    const typed = hand.get(table.name);
    if (!typed) {
      found.push(`${table.name}: tabela das migrações ausente de DB em schema.ts`);
      continue;
    }
    for (const column of table.columns) {
      const where = `${table.name}.${column.name}`;
      const type = typed.get(column.name);
      if (!type) {
        found.push(`${where}: coluna das migrações ausente de schema.ts`);
        continue;
      }
      if (type.nullable !== undefined && type.nullable !== column.isNullable) {
        found.push(
          `${where}: ${column.isNullable ? 'aceita null no banco, não em schema.ts' : 'not null no banco, mas schema.ts admite null'}`,
        );
      }
      // An insert that leaves out a not-null column without a default fails in the database.
      const canBeLeftOut = column.isNullable || column.hasDefaultValue || column.isAutoIncrementing;
      if (type.optionalOnInsert && !canBeLeftOut) {
        found.push(`${where}: schema.ts deixa o insert omiti-la, mas o banco não tem default`);
      }
    }
    for (const name of typed.keys()) {
      if (!table.columns.some((column) => column.name === name)) {
        found.push(`${table.name}.${name}: em schema.ts, mas nenhuma migração cria a coluna`);
      }
    }
  }
  for (const name of hand.keys()) {
    if (!tables.some((table) => table.name === name))
      found.push(`${name}: em DB de schema.ts, mas nenhuma migração cria a tabela`);
  }
  return found.sort();
}

const engines = await testEngines();
const hand = readHandSchema();

describe('schema.ts, the hand-written Kysely types, against the migrations', () => {
  it('reads every table of DB with its columns', () => {
    expect(hand.size).toBeGreaterThan(20);
    expect([...(hand.get('usuarios')?.keys() ?? [])]).toContain('senha_hash');
    expect(hand.get('usuarios')?.get('senha_hash')).toEqual({ nullable: true, optionalOnInsert: true });
    expect(hand.get('usuarios')?.get('id')).toEqual({ nullable: false, optionalOnInsert: true });
    expect(hand.get('usuarios')?.get('id_role')).toEqual({ nullable: false, optionalOnInsert: false });
  });

  describe.each(engines)('on $name', (engine: TestEngine) => {
    let database: Database;

    beforeAll(async () => {
      database = await openDatabase(await engine.config());
      await migrate(database.pool);
    });
    afterAll(async () => {
      await database?.close();
      await engine.cleanup();
    });

    it('has every table and column of the migrations, with their nullability and defaults', async () => {
      expect(await differences(database, hand)).toEqual([]);
    });
  });
});
