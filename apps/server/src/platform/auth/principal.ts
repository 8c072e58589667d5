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

/** A school a principal may see, as requests choose it (CFC header, `schema`). */
export interface VisibleSchool {
  id: number;
  slug: string;
  operadora: boolean;
}

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
  /** Every school this principal may see, by id. */
  escolas: readonly VisibleSchool[];
  /** The ids of `escolas`. */
  autoescolaIds: readonly number[];
}

/**
 * Whether school `a` is visible to user `u` (both table aliases of the query): its own school;
 * operator staff, and the operator's own administrators, also those granted to them; the traffic
 * authority every school of its state. The one definition of visibility, for logins and for every
 * request.
 */
export function isVisibleTo(a: string, u: string) {
  const school = sql.table(a);
  const user = sql.table(u);
  return sql<boolean>`case when ${user}.id_role = ${Role.DETRAN}
      then ${school}.uf = ${user}.uf and not ${school}.operadora
      else ${school}.id = ${user}.autoescola_id
        or ((${user}.id_role in (${sql.join(OPERATOR_ROLES)})
             or (${user}.id_role = ${Role.ADMIN}
                 and exists (select 1 from autoescolas o where o.id = ${user}.autoescola_id and o.operadora)))
            and exists (select 1 from usuario_autoescolas ua
                         where ua.usuario_id = ${user}.id and ua.autoescola_id = ${school}.id))
    end`;
}

/**
 * Loads the principal of an active session, with the schools it may see, in one query. Null when
 * the session was ended (logout, a newer login elsewhere, expiry) or the user was deactivated.
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
      'u.permissoes',
      sql<VisibleSchool[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'slug', a.slug, 'operadora', a.operadora) order by a.id)
          from autoescolas a where ${isVisibleTo('a', 'u')}), '[]'::json)`.as('escolas'),
    ])
    .where('u.id', '=', usuarioId)
    .where('u.ativo', '=', true)
    .where('s.id', '=', sessaoId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row || !isRoleId(row.id_role)) return null;

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
    escolas: row.escolas,
    autoescolaIds: row.escolas.map((school) => school.id),
  };
}
