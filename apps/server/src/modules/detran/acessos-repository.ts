import { isoInstant } from '../../platform/db/sql-formats.ts';
import { systemDb } from '../../platform/db/tenant.ts';

/**
 * SQL of the record of the traffic authority's reads (acessos_autoridade, written by the platform's
 * hook, platform/audit/acessos-autoridade.ts). Platform data with no grant to cfc_app: read in a
 * system transaction, for the operator only.
 */

export function acessos(filter: { usuarioId: number | null; desde: Date | null; ate: Date | null }) {
  let query = systemDb()
    .selectFrom('acessos_autoridade as x')
    .innerJoin('usuarios as u', 'u.id', 'x.usuario_id')
    .select([
      'x.id',
      'u.nome as usuario',
      'u.email',
      'x.uf',
      'x.rota',
      'x.url',
      'x.parametros',
      'x.filtros',
      'x.registros',
      'x.status',
      'x.ip',
      isoInstant('x.created_at').as('created_at'),
    ]);
  if (filter.usuarioId) query = query.where('x.usuario_id', '=', filter.usuarioId);
  if (filter.desde) query = query.where('x.created_at', '>=', filter.desde);
  if (filter.ate) query = query.where('x.created_at', '<', filter.ate);
  return query;
}
