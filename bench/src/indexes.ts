import type pg from 'pg';
import { seconds } from './target.ts';

interface SecondaryIndex {
  tabela: string;
  nome: string;
  /** The exclusion constraint that owns the index, if any. */
  restricao: string | null;
  definicao: string;
}

/**
 * The indexes a bulk load maintains row by row and can build faster afterwards: every index of
 * `tables` except primary keys and unique constraints (which foreign keys and conflicts rely on).
 * Exclusion constraints are included: rebuilding one checks every row, so the data is still proven
 * free of overlaps.
 */
async function secondaryIndexes(client: pg.ClientBase, tables: readonly string[]): Promise<SecondaryIndex[]> {
  const { rows } = await client.query<SecondaryIndex>(
    `select t.relname as tabela, i.relname as nome, c.conname as restricao,
            case when c.oid is null then pg_get_indexdef(i.oid)
                 else format('alter table %I add constraint %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid))
            end as definicao
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
       join pg_namespace ns on ns.oid = t.relnamespace and ns.nspname = 'public'
       left join pg_constraint c on c.conindid = i.oid and c.conrelid = t.oid
      where t.relname = any ($1) and not x.indisprimary and (c.oid is null or c.contype = 'x')
        and not (c.oid is null and x.indisunique)
      order by t.relname, i.relname`,
    [tables],
  );
  return rows;
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then recreates them from their own
 * definitions and checks they came back exactly.
 */
export async function withoutSecondaryIndexes(
  client: pg.ClientBase,
  tables: readonly string[],
  load: () => Promise<void>,
  log: (line: string) => void,
): Promise<void> {
  const before = await secondaryIndexes(client, tables);
  for (const index of before) {
    await client.query(
      index.restricao
        ? `alter table ${client.escapeIdentifier(index.tabela)} drop constraint ${client.escapeIdentifier(index.restricao)}`
        : `drop index ${client.escapeIdentifier(index.nome)}`,
    );
  }
  log(`  ${before.length} índices secundários removidos para a carga`);
  try {
    await load();
  } finally {
    const started = performance.now();
    for (const index of before) {
      const one = performance.now();
      await client.query(index.definicao);
      log(`  índice ${index.nome} recriado: ${seconds(one)} s`);
    }
    log(`  índices recriados: ${seconds(started)} s`);
  }
  const after = await secondaryIndexes(client, tables);
  const same =
    after.length === before.length &&
    after.every((index, i) => index.nome === before[i]?.nome && index.definicao === before[i]?.definicao);
  if (!same) throw new Error('os índices recriados diferem dos originais');
}
