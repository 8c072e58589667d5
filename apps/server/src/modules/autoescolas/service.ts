import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

export const listAutoescolas = repository.listVisible;

export async function getPublicAutoescola(db: Kysely<DB>, slug: string) {
  const autoescola = await withSystem(db, () => repository.findPublicBySlug(slug));
  if (!autoescola) throw notFound('Autoescola não encontrada.');
  return autoescola;
}
