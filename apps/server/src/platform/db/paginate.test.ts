import { pageQuery } from '@cfc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { startTestPlatform } from '../../test/platform.ts';
import { paginate } from './paginate.ts';
import { systemDb, withSystem } from './tenant.ts';

const engines = await testEngines();
const SORT = { columns: { nome: 'nome', email: 'email' }, default: 'id', unique: 'id' };

describe.each(engines)('pagination on $name', (engine) => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const pageOf = (query: Record<string, string>) =>
    withSystem(platform.database.db, () =>
      paginate(
        systemDb().selectFrom('usuarios').select(['id', 'nome', 'id_role']),
        pageQuery.parse(query),
        SORT,
      ),
    );

  it('answers the page with its position and totals', async () => {
    const first = await pageOf({ page: '1', per_page: '4' });
    expect(first).toMatchObject({ current_page: 1, last_page: 3, per_page: 4, total: 10 });
    expect(first.data).toHaveLength(4);
    const last = await pageOf({ page: '3', per_page: '4' });
    expect(last.data).toHaveLength(2);
    const beyond = await pageOf({ page: '9', per_page: '4' });
    expect(beyond).toMatchObject({ data: [], current_page: 9, last_page: 3, total: 10 });
  });

  it('walks every row exactly once across pages, in the order asked', async () => {
    const names: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const result = await pageOf({ page: String(page), per_page: '3', sort: '-nome' });
      names.push(...result.data.map((row) => row.nome));
    }
    expect(names).toHaveLength(10);
    expect(new Set(names).size).toBe(10);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt-BR')));
  });

  it('sorts by the default for a name it does not know, and uses defaults for a bare query', async () => {
    const unknown = await pageOf({ sort: 'senha_hash' });
    const bare = await pageOf({});
    expect(unknown.data.map((row) => row.id)).toEqual(bare.data.map((row) => row.id));
    expect(bare).toMatchObject({ current_page: 1, per_page: 15 });
  });

  it('rejects page parameters a client should never send', () => {
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuery.safeParse({ per_page: '1000' }).success).toBe(false);
    expect(pageQuery.safeParse({ sort: 'nome; drop table usuarios' }).success).toBe(false);
  });
});
