import { sql } from 'kysely';
import { deleteById } from '../../platform/db/delete.ts';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** The list's filters (cadastroQuery): text on name, CPF digits and CNH number; the situation. */
export interface InstrutorFilter {
  filtro?: string | undefined;
  situacao: 'ativos' | 'inativos' | 'todos';
}

export interface InstrutorValues {
  nome: string;
  cpf: string;
  email: string | null;
  telefone: string | null;
  cnh_numero: string;
  cnh_categoria: string;
  cnh_validade: string | null;
  credencial_numero: string;
  credencial_validade: string;
}

/** An instructor as stored, before the service adds what the rules derive (categorias_ensino). */
export interface InstrutorRow extends InstrutorValues {
  id_instrutor: number;
  tem_foto: boolean;
  ativo: boolean;
  created_at: string;
}

const SORTABLE = {
  nome: 'i.nome',
  cpf: 'i.cpf',
  credencial_validade: 'i.credencial_validade',
  created_at: 'i.created_at',
};

function rows() {
  return tenantDb()
    .selectFrom('instrutores as i')
    .select([
      'i.id as id_instrutor',
      'i.nome',
      'i.cpf',
      'i.email',
      'i.telefone',
      'i.cnh_numero',
      'i.cnh_categoria',
      'i.cnh_validade',
      'i.credencial_numero',
      'i.credencial_validade',
      sql<boolean>`i.foto is not null`.as('tem_foto'),
      'i.ativo',
      isoInstant('i.created_at').as('created_at'),
    ]);
}

function filtered(filter: InstrutorFilter) {
  let query = rows();
  const filtro = filter.filtro;
  if (filtro) {
    // Digits search documents only when the text is a number (a plate's or a name's digits are not).
    const digits = /[a-z]/i.test(filtro) ? '' : filtro.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        containsText('i.nome', filtro),
        ...(digits.length >= 3
          ? [eb('i.cpf', 'like', `%${digits}%`), eb('i.cnh_numero', 'like', `%${digits}%`)]
          : []),
      ]),
    );
  }
  if (filter.situacao !== 'todos') query = query.where('i.ativo', '=', filter.situacao === 'ativos');
  return query;
}

/** One page of the instructors of the schools in scope (row-level security keeps others out). */
export function list(
  filter: InstrutorFilter & { page: number; per_page: number; sort?: string | undefined },
) {
  return paginate(filtered(filter), filter, { columns: SORTABLE, default: 'i.nome', unique: 'i.id' });
}

/** Every instructor matching the filter, by name (exports). */
export function listAll(filter: InstrutorFilter): Promise<InstrutorRow[]> {
  return filtered(filter).orderBy('i.nome').orderBy('i.id').execute();
}

export function find(id: number): Promise<InstrutorRow | undefined> {
  return rows().where('i.id', '=', id).executeTakeFirst();
}

/** The school of an instructor and its photo's key, or undefined when it is not in scope. */
export function owner(id: number): Promise<{ autoescola_id: number; foto: string | null } | undefined> {
  return tenantDb()
    .selectFrom('instrutores')
    .select(['autoescola_id', 'foto'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function cpfTaken(autoescolaId: number, cpf: string, exceptId: number | null): Promise<boolean> {
  let query = tenantDb()
    .selectFrom('instrutores')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('cpf', '=', cpf);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(autoescolaId: number, values: InstrutorValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('instrutores')
    .values({ ...values, autoescola_id: autoescolaId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  id: number,
  values: Partial<InstrutorValues> & { ativo?: boolean; foto?: string | null },
): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('instrutores')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes an instructor; the database refuses (23503) while other records reference it. */
export function remove(id: number): Promise<boolean> {
  return deleteById('instrutores', id);
}

/** The active instructors of the schools in scope, by name (the week's dashboard). */
export function active(): Promise<
  { id_instrutor: number; nome: string; credencial_validade: string; tem_foto: boolean }[]
> {
  return tenantDb()
    .selectFrom('instrutores as i')
    .select([
      'i.id as id_instrutor',
      'i.nome',
      'i.credencial_validade',
      sql<boolean>`i.foto is not null`.as('tem_foto'),
    ])
    .where('i.ativo', '=', true)
    .orderBy('i.nome')
    .orderBy('i.id')
    .execute();
}
