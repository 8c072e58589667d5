import { pageQuery } from '@cfc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { startTestPlatform } from '../../test/platform.ts';
import { paginate } from './paginate.ts';
import { systemDb, withSystem } from './tenant.ts';

const engines = await testEngines();
const SORT = { columns: { nome: 'nome', email: 'email' }, default: 'id', unique: 'id' };
/** The rows paged: the demo's accounts, the only users of a fresh platform. */
const TOTAL = DEMO_USERS.length;

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
    const lastPage = Math.ceil(TOTAL / 4);
    const first = await pageOf({ page: '1', per_page: '4' });
    expect(first).toMatchObject({ current_page: 1, last_page: lastPage, per_page: 4, total: TOTAL });
    expect(first.data).toHaveLength(4);
    const last = await pageOf({ page: String(lastPage), per_page: '4' });
    expect(last.data).toHaveLength(TOTAL - 4 * (lastPage - 1));
    const beyond = await pageOf({ page: '99', per_page: '4' });
    expect(beyond).toMatchObject({ data: [], current_page: 99, last_page: lastPage, total: TOTAL });
  });

  it('walks every row exactly once across pages, in the order asked', async () => {
    const names: string[] = [];
    for (let page = 1; page <= Math.ceil(TOTAL / 3); page++) {
      const result = await pageOf({ page: String(page), per_page: '3', sort: '-nome' });
      names.push(...result.data.map((row) => row.nome));
    }
    expect(names).toHaveLength(TOTAL);
    expect(new Set(names).size).toBe(TOTAL);
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
