import { ADMIN_AREA_ROLES, Role } from '@cfc/contract';
import { isVisibleTo } from '../../platform/auth/principal.ts';
import { systemDb } from '../../platform/db/tenant.ts';

/** Who watches a school's lessons live: its staff, and monitoring and commercial staff who may see it. */
const OBSERVADORES = [...ADMIN_AREA_ROLES, Role.COMERCIAL];

/** Among `usuarioIds`, the active users of those roles who may see the school. */
export async function observadoresDaEscola(autoescolaId: number, usuarioIds: readonly number[]) {
  if (usuarioIds.length === 0) return [];
  const rows = await systemDb()
    .selectFrom('usuarios as u')
    .innerJoin('autoescolas as a', (join) => join.on('a.id', '=', autoescolaId))
    .select('u.id')
    .where('u.id', 'in', [...usuarioIds])
    .where('u.ativo', '=', true)
    .where('u.id_role', 'in', OBSERVADORES)
    .where(isVisibleTo('a', 'u'))
    .execute();
  return rows.map((row) => row.id);
}
