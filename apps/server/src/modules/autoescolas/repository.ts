import type { AutoescolaDetalhe, AutoescolaResumo, PermissionFlag } from '@cfc/contract';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { systemDb, tenantDb } from '../../platform/db/tenant.ts';

export interface AutoescolaFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  uf?: string | undefined;
  situacao: 'ativos' | 'inativos' | 'todos';
}

export type AutoescolaValues = Omit<AutoescolaDetalhe, 'id' | 'slug' | 'operadora'>;

const DETALHE = [
  'id',
  'slug',
  'operadora',
  'nome_fantasia',
  'razao_social',
  'cnpj',
  'uf',
  'telefone',
  'email',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'gratuidade_teorica',
  'gratuidade_pratica',
  'ativo',
] as const;

/** The schools the current request may see (row-level security does the filtering). */
export function listVisible(): Promise<AutoescolaResumo[]> {
  return tenantDb()
    .selectFrom('autoescolas')
    .select(['id', 'nome_fantasia', 'slug', 'uf', 'operadora', 'ativo'])
    .orderBy('nome_fantasia')
    .execute();
}

export function list(filter: AutoescolaFilter) {
  let query = tenantDb().selectFrom('autoescolas').select(DETALHE);
  const filtro = filter.filtro;
  if (filtro) {
    const digits = filtro.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    query = query.where((eb) =>
      eb.or([
        containsText('nome_fantasia', filtro),
        containsText('razao_social', filtro),
        containsText('cidade', filtro),
        ...(digits.length >= 3 ? [eb('cnpj', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  if (filter.uf) query = query.where('uf', '=', filter.uf);
  if (filter.situacao !== 'todos') query = query.where('ativo', '=', filter.situacao === 'ativos');
  return paginate(query, filter, {
    columns: { nome_fantasia: 'nome_fantasia', uf: 'uf', cidade: 'cidade' },
    default: 'nome_fantasia',
    unique: 'id',
  });
}

export function find(id: number): Promise<AutoescolaDetalhe | undefined> {
  return tenantDb().selectFrom('autoescolas').select(DETALHE).where('id', '=', id).executeTakeFirst();
}

export async function update(id: number, values: AutoescolaValues): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('autoescolas')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The staff roles the school requires the second factor of (migration 0009). */
export async function findSegundoFatorRoles(id: number): Promise<number[] | undefined> {
  const row = await tenantDb()
    .selectFrom('autoescolas')
    .select('segundo_fator_roles')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.segundo_fator_roles;
}

export async function updateSegundoFatorRoles(id: number, roles: readonly number[]): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('autoescolas')
    .set({ segundo_fator_roles: [...roles] })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The public face of a school, looked up by its tenant key before anyone has logged in. */
export function findPublicBySlug(slug: string): Promise<{ slug: string; nome_fantasia: string } | undefined> {
  return systemDb()
    .selectFrom('autoescolas')
    .select(['slug', 'nome_fantasia'])
    .where('slug', '=', slug)
    .where('ativo', '=', true)
    .executeTakeFirst();
}

// A new school is not among anyone's schools yet, so creating it is the operator's system work.

export async function conflicts(slug: string, cnpj: string): Promise<{ slug: boolean; cnpj: boolean }> {
  const rows = await systemDb()
    .selectFrom('autoescolas')
    .select(['slug', 'cnpj'])
    .where((eb) => eb.or([eb('slug', '=', slug), eb('cnpj', '=', cnpj)]))
    .execute();
  return { slug: rows.some((row) => row.slug === slug), cnpj: rows.some((row) => row.cnpj === cnpj) };
}

export async function emailTaken(email: string): Promise<boolean> {
  return (
    (await systemDb().selectFrom('usuarios').select('id').where('email', '=', email).executeTakeFirst()) !==
    undefined
  );
}

export async function insert(slug: string, values: AutoescolaValues): Promise<number> {
  const { id } = await systemDb()
    .insertInto('autoescolas')
    .values({ ...values, slug })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertAdministrator(
  autoescolaId: number,
  admin: { nome: string; email: string },
  permissoes: PermissionFlag[],
): Promise<number> {
  const { id } = await systemDb()
    .insertInto('usuarios')
    .values({
      nome: admin.nome,
      email: admin.email,
      cpf: null,
      id_role: 1,
      id_funcao_usuario: 1,
      autoescola_id: autoescolaId,
      uf: null,
      permissoes,
      id_permissao: null,
      senha_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function grant(usuarioId: number, autoescolaId: number): Promise<void> {
  await systemDb()
    .insertInto('usuario_autoescolas')
    .values({ usuario_id: usuarioId, autoescola_id: autoescolaId })
    .execute();
}
