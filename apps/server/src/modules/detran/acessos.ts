import type { AcessoAutoridade, acessosAutoridadeQuery, Page } from '@cfc/contract';
import { addDays, atSaoPaulo } from '@cfc/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import * as repository from './acessos-repository.ts';

/** The operator reads the record of the traffic authority's reads (LGPD), newest first. */
export function listAcessos(
  db: Kysely<DB>,
  query: z.output<typeof acessosAutoridadeQuery>,
): Promise<Page<AcessoAutoridade>> {
  return withSystem(db, () =>
    paginate(
      repository.acessos({
        usuarioId: query.usuario_id,
        desde: query.de ? atSaoPaulo(query.de) : null,
        ate: query.ate ? atSaoPaulo(addDays(query.ate, 1)) : null,
      }),
      { ...query, sort: query.sort ?? '-created_at' },
      { columns: { created_at: 'x.created_at' }, default: 'x.created_at', unique: 'x.id' },
    ),
  );
}
