import {
  isRoleId,
  OPERATOR_ROLES,
  PERMISSION_FLAGS,
  type PermissionFlag,
  Role,
  type RoleId,
} from '@cfc/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Who is asking: built from the access token and the database on every request. */
export interface Principal {
  usuarioId: number;
  sessaoId: string;
  nome: string;
  role: RoleId;
  funcao: number | null;
  permissions: ReadonlySet<PermissionFlag>;
  /** The school the user belongs to (null for the traffic authority). */
  autoescolaId: number | null;
  /** Every school this principal may see. */
  autoescolaIds: readonly number[];
}

/**
 * Loads the principal of an active session. Null when the session was ended (logout, a newer
 * login elsewhere, expiry) or the user was deactivated.
 */
export async function loadPrincipal(
  db: Kysely<DB>,
  usuarioId: number,
  sessaoId: string,
): Promise<Principal | null> {
  const row = await db
    .selectFrom('usuarios as u')
    .innerJoin('sessoes as s', 's.usuario_id', 'u.id')
    .select([
      'u.id',
      'u.nome',
      'u.id_role',
      'u.id_funcao_usuario',
      'u.autoescola_id',
      'u.uf',
      'u.permissoes',
      sql<number[]>`array(select ua.autoescola_id from usuario_autoescolas ua where ua.usuario_id = u.id)`.as(
        'concedidas',
      ),
    ])
    .where('u.id', '=', usuarioId)
    .where('u.ativo', '=', true)
    .where('s.id', '=', sessaoId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row || !isRoleId(row.id_role)) return null;

  let autoescolaIds: number[];
  if (row.id_role === Role.DETRAN) {
    // The traffic authority sees the schools of its state.
    const schools = await db
      .selectFrom('autoescolas')
      .select('id')
      .where('uf', '=', row.uf ?? '')
      .where('operadora', '=', false)
      .execute();
    autoescolaIds = schools.map((school) => school.id);
  } else if (OPERATOR_ROLES.includes(row.id_role)) {
    autoescolaIds = [
      ...new Set([...(row.autoescola_id === null ? [] : [row.autoescola_id]), ...row.concedidas]),
    ];
  } else {
    autoescolaIds = row.autoescola_id === null ? [] : [row.autoescola_id];
  }

  return {
    usuarioId: row.id,
    sessaoId,
    nome: row.nome,
    role: row.id_role,
    funcao: row.id_funcao_usuario,
    permissions: new Set(
      row.permissoes.filter((flag): flag is PermissionFlag =>
        PERMISSION_FLAGS.includes(flag as PermissionFlag),
      ),
    ),
    autoescolaId: row.autoescola_id,
    autoescolaIds,
  };
}
