import type { Page, PageQuery } from '@cfc/contract';
import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * Runs a select as one page of results. `sortable` maps the names a client may sort by to
 * columns; anything else is ignored, so a client never writes SQL.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: PageQuery,
  sortable: Record<string, string>,
  defaultSort: string,
): Promise<Page<O>> {
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()) as { count: number };
  const count = counted.count;
  const descending = params.sort?.startsWith('-') ?? false;
  const key = params.sort?.replace(/^-/, '');
  const column = (key && sortable[key]) || defaultSort;
  const data = await query
    .orderBy(sql.ref(column), descending ? 'desc' : 'asc')
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
