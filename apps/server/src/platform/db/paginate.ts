import type { Page, PageQuery } from '@cfc/contract';
import { type SelectQueryBuilder, sql } from 'kysely';

export interface SortOptions {
  /** The names a client may sort by, mapped to columns; any other name sorts by `default`. */
  columns: Record<string, string>;
  default: string;
  /** A unique column that breaks ties, so no row repeats or vanishes between pages. */
  unique: string;
}

/** Runs a select as one page of results; the client names a sort, it never writes SQL. */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: PageQuery,
  sort: SortOptions,
): Promise<Page<O>> {
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()) as { count: number };
  const count = counted.count;
  const descending = params.sort?.startsWith('-') ?? false;
  const key = params.sort?.replace(/^-/, '');
  const column = (key && sort.columns[key]) || sort.default;
  const direction = descending ? 'desc' : 'asc';
  const data = await query
    .orderBy(sql.ref(column), direction)
    .orderBy(sql.ref(sort.unique), direction)
    .limit(params.per_page)
    .offset((params.page - 1) * params.per_page)
    .execute();
  return {
    data,
    current_page: params.page,
    last_page: Math.max(1, Math.ceil(count / params.per_page)),
    per_page: params.per_page,
    total: count,
  };
}
