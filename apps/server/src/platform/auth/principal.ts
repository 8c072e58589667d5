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
  email: string | null;
  role: RoleId;
  funcao: number | null;
  permissions: ReadonlySet<PermissionFlag>;
  /** The school the user belongs to (null for the traffic authority). */
  autoescolaId: number | null;
  /** Every school this principal may see. */
  autoescolaIds: readonly number[];
}

/**
 * The schools a user may see: its own; operator staff also those granted to them; the traffic
 * authority every school of its state.
 */
export async function visibleSchoolIds(
  db: Kysely<DB>,
  user: { role: RoleId; autoescolaId: number | null; uf: string | null; concedidas: readonly number[] },
): Promise<number[]> {
  if (user.role === Role.DETRAN) {
    const schools = await db
      .selectFrom('autoescolas')
      .select('id')
      .where('uf', '=', user.uf ?? '')
      .where('operadora', '=', false)
      .orderBy('id')
      .execute();
    return schools.map((school) => school.id);
  }
  const own = user.autoescolaId === null ? [] : [user.autoescolaId];
  return OPERATOR_ROLES.includes(user.role) ? [...new Set([...own, ...user.concedidas])] : own;
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
      'u.email',
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

  const autoescolaIds = await visibleSchoolIds(db, {
    role: row.id_role,
    autoescolaId: row.autoescola_id,
    uf: row.uf,
    concedidas: row.concedidas,
  });

  return {
    usuarioId: row.id,
    sessaoId,
    nome: row.nome,
    email: row.email,
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
