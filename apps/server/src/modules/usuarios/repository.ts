import type { PermissionFlag, UsuarioResumo } from '@cfc/contract';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { systemDb, tenantDb } from '../../platform/db/tenant.ts';

export interface UsuarioFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  ativo?: 'true' | 'false' | undefined;
}

export interface UsuarioValues {
  nome: string;
  email: string;
  cpf: string | null;
  id_role: number;
  id_funcao_usuario: number | null;
  permissoes: PermissionFlag[];
}

const SORTABLE = { nome: 'u.nome', email: 'u.email', id_role: 'u.id_role', created_at: 'u.created_at' };

function resumo() {
  return tenantDb()
    .selectFrom('usuarios as u')
    .leftJoin('autoescolas as a', 'a.id', 'u.autoescola_id')
    .select([
      'u.id as id_usuario',
      'u.nome',
      'u.email',
      'u.cpf',
      'u.id_role',
      'u.id_funcao_usuario',
      'a.slug as autoescola',
      'u.ativo',
      'u.permissoes',
      isoInstant('u.created_at').as('created_at'),
    ]);
}

/** Staff of the schools in scope (row-level security keeps other schools out). */
export function list(filter: UsuarioFilter) {
  let query = resumo().where('u.id_role', 'not in', [3, 4]);
  const filtro = filter.filtro;
  if (filtro) {
    const digits = filtro.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        containsText('u.nome', filtro),
        containsText('u.email', filtro),
        ...(digits.length >= 3 ? [eb('u.cpf', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  if (filter.ativo) query = query.where('u.ativo', '=', filter.ativo === 'true');
  return paginate(query, filter, { columns: SORTABLE, default: 'u.nome', unique: 'u.id' });
}

/** Staff only: students and instructors are reached through their registries. */
export function find(id: number): Promise<UsuarioResumo | undefined> {
  return resumo().where('u.id', '=', id).where('u.id_role', 'not in', [3, 4]).executeTakeFirst();
}

export async function insert(values: UsuarioValues, autoescolaId: number): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('usuarios')
    .values({ ...values, autoescola_id: autoescolaId, id_permissao: null, senha_hash: null, uf: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  id: number,
  values: Partial<UsuarioValues> & { ativo?: boolean },
): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('usuarios')
    .set(values)
    .where('id', '=', id)
    .where('id_role', 'not in', [3, 4])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** E-mails are unique across every school, so the check looks beyond the caller's schools. */
export async function emailTaken(email: string, exceptId: number | null): Promise<boolean> {
  let query = systemDb().selectFrom('usuarios').select('id').where('email', '=', email);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
