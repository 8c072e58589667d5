import type { MessageRef } from '@cfc/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../http/errors.ts';
import type { DB } from './schema.ts';
import { tenantDb } from './tenant.ts';

/**
 * Deletes one record of a school-owned table in the current tenant transaction. When other records
 * still point at it, the database refuses (foreign key) and the user reads why, with `refused`
 * (a 409). Answers whether a row went.
 */
export async function deleteById(
  table: keyof DB & string,
  id: number,
  refused: MessageRef = 'comum.exclusaoRecusada',
): Promise<boolean> {
  const db = tenantDb() as unknown as Kysely<Record<string, { id: number }>>;
  try {
    const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw new AppError(409, refused);
    throw error;
  }
}
