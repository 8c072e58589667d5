import type { Aluno, SITUACOES_ALUNO, situacaoHistorico } from '@cfc/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { deleteById } from '../../platform/db/delete.ts';
import { containsPattern, plain } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

export type Situacao = (typeof SITUACOES_ALUNO)[number];

export interface AlunoFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  situacao?: Situacao | 'todas' | undefined;
  apto?: 'sim' | 'nao' | undefined;
}

/** The columns a form writes: everything but the situation, the photo and the bookkeeping. */
export interface AlunoValues {
  nome: string;
  cpf: string;
  data_nascimento: string | null;
  nome_mae: string | null;
  email: string | null;
  telefone: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  renach: string | null;
  gratuidade_teorica: boolean;
  gratuidade_pratica: boolean;
}

/** A student row with what the use cases need beyond the reply: its school and photo key. */
export type AlunoRegistro = Aluno & { autoescola_id: number; foto: string | null };

const SORTABLE = { nome: 'a.nome', cpf: 'a.cpf', created_at: 'a.created_at', situacao: 'a.situacao' };

/** `created_at` as the ISO text of the replies. */
export function registro() {
  return tenantDb()
    .selectFrom('alunos as a')
    .select([
      'a.id as id_aluno',
      'a.autoescola_id',
      'a.nome',
      'a.cpf',
      'a.data_nascimento',
      'a.nome_mae',
      'a.email',
      'a.telefone',
      'a.cep',
      'a.logradouro',
      'a.numero',
      'a.complemento',
      'a.bairro',
      'a.cidade',
      'a.uf',
      'a.renach',
      'a.foto',
      sql<boolean>`a.foto is not null`.as('tem_foto'),
      'a.situacao',
      'a.gratuidade_teorica',
      'a.gratuidade_pratica',
      isoInstant('a.created_at').as('created_at'),
    ]);
}

/**
 * Text search over a student: name, CPF digits or RENACH. The name is compared through
 * `nome_busca`, the name already folded as containsText folds it (migration 0007): the same
 * matches, without folding every name of the school on each search.
 */
export function matchesAluno(filtro: string) {
  const text = containsPattern(filtro);
  const digits = filtro.replace(/\D/g, '');
  return (eb: ExpressionBuilder<DB & { a: DB['alunos'] }, 'a'>) =>
    eb.or([
      eb('a.nome_busca', 'like', containsPattern(plain(filtro))),
      eb('a.renach', 'ilike', text),
      ...(digits.length >= 3 ? [eb('a.cpf', 'like', `%${digits}%`)] : []),
    ]);
}

/** Students of the schools in scope (row-level security keeps other schools out). */
export function list(filter: AlunoFilter) {
  let query = registro();
  if (filter.filtro) query = query.where(matchesAluno(filter.filtro));
  if (filter.situacao && filter.situacao !== 'todas') query = query.where('a.situacao', '=', filter.situacao);
  if (filter.apto) {
    // Eligibility for the practical exam as the processes module records it (processos.apto_desde).
    const aptos = (eb: ExpressionBuilder<DB & { a: DB['alunos'] }, 'a'>) =>
      eb.exists(
        eb
          .selectFrom('processos as p')
          .select(sql`1`.as('um'))
          .whereRef('p.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('p.aluno_id', '=', 'a.id')
          .where('p.status', '=', 'aberto')
          .where('p.apto_desde', 'is not', null),
      );
    query = query.where((eb) => (filter.apto === 'sim' ? aptos(eb) : eb.not(aptos(eb))));
  }
  return paginate(query, filter, { columns: SORTABLE, default: 'a.nome', unique: 'a.id' });
}

/** Every matching student, by name, for the exports. */
export function listAll(filter: { filtro: string | undefined; situacao: Situacao | undefined }) {
  let query = registro();
  if (filter.filtro) query = query.where(matchesAluno(filter.filtro));
  if (filter.situacao) query = query.where('a.situacao', '=', filter.situacao);
  return query.orderBy('a.nome').orderBy('a.id').execute();
}

/** One student; `lock` holds its row until the transaction ends (no concurrent change). */
export function find(id: number, options: { lock?: boolean } = {}): Promise<AlunoRegistro | undefined> {
  const query = registro().where('a.id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The student with this CPF (digits) among the schools in scope; the oldest when several schools have it. */
export function findByCpf(cpf: string): Promise<{ id: number; autoescola_id: number } | undefined> {
  return tenantDb()
    .selectFrom('alunos')
    .select(['id', 'autoescola_id'])
    .where('cpf', '=', cpf)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function cpfTaken(autoescolaId: number, cpf: string, exceptId: number | null): Promise<boolean> {
  let query = tenantDb()
    .selectFrom('alunos')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('cpf', '=', cpf);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(autoescolaId: number, values: AlunoValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('alunos')
    .values({ ...values, autoescola_id: autoescolaId, foto: null, usuario_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  id: number,
  values: Partial<AlunoValues> & { situacao?: Situacao; foto?: string | null },
): Promise<boolean> {
  const result = await tenantDb().updateTable('alunos').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const STILL_REFERENCED = 'alunos.exclusaoRecusada';

/** Deletes a student; when lessons or other records point to it, the user is told to change its situation. */
export function remove(id: number): Promise<boolean> {
  return deleteById('alunos', id, STILL_REFERENCED);
}

export async function insertSituacao(row: {
  autoescola_id: number;
  aluno_id: number;
  situacao: Situacao;
  motivo: string | null;
  usuario_id: number | null;
}): Promise<void> {
  await tenantDb().insertInto('aluno_situacoes').values(row).execute();
}

/** Who changed a situation when that user is outside the reader's schools (operator staff). */
export const EQUIPE_PLATAFORMA = 'Equipe da plataforma';

/**
 * The situation history, newest first, with the name of who changed it. Row-level security hides
 * users of other schools (the operator's monitoring staff from a school admin): they show as a team.
 */
export function listSituacoes(alunoId: number): Promise<z.infer<typeof situacaoHistorico>[]> {
  return tenantDb()
    .selectFrom('aluno_situacoes as s')
    .leftJoin('usuarios as u', 'u.id', 's.usuario_id')
    .select([
      's.situacao',
      's.motivo',
      sql<
        string | null
      >`case when s.usuario_id is null then null else coalesce(u.nome, ${EQUIPE_PLATAFORMA}) end`.as(
        'usuario',
      ),
      isoInstant('s.created_at').as('created_at'),
    ])
    .where('s.aluno_id', '=', alunoId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

// ---------- Exams (psicotécnico) ----------

export interface ExameValues {
  tipo: 'medico' | 'psicologico';
  resultado: 'apto' | 'inapto' | 'apto_com_restricoes' | 'pendente';
  data_exame: string;
  clinica: string | null;
  observacoes: string | null;
}

export interface PacientesFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  tipo?: ExameValues['tipo'] | undefined;
}

const EXAME_SORTABLE = {
  data_exame: 'e.data_exame',
  aluno_nome: 'a.nome',
  tipo: 'e.tipo',
  resultado: 'e.resultado',
  created_at: 'e.created_at',
};

function exames() {
  return tenantDb()
    .selectFrom('aluno_exames as e')
    .innerJoin('alunos as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'e.autoescola_id').onRef('a.id', '=', 'e.aluno_id'),
    )
    .select([
      'e.id as id_exame',
      'e.aluno_id',
      'a.nome as aluno_nome',
      'a.cpf as aluno_cpf',
      'e.tipo',
      'e.resultado',
      'e.data_exame',
      'e.clinica',
      'e.observacoes',
      isoInstant('e.created_at').as('created_at'),
    ]);
}

/** The exams of one student, latest first. */
export function listExames(alunoId: number) {
  return exames()
    .where('e.aluno_id', '=', alunoId)
    .orderBy('e.data_exame', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}

/** Exams of every student in scope (the 'pacientes' screen). */
export function listPacientes(filter: PacientesFilter) {
  let query = exames();
  if (filter.filtro) query = query.where(matchesAluno(filter.filtro));
  if (filter.tipo) query = query.where('e.tipo', '=', filter.tipo);
  return paginate(query, filter, { columns: EXAME_SORTABLE, default: 'e.data_exame', unique: 'e.id' });
}

export function findExame(alunoId: number, id: number) {
  return exames().where('e.aluno_id', '=', alunoId).where('e.id', '=', id).executeTakeFirst();
}

export async function insertExame(
  autoescolaId: number,
  alunoId: number,
  values: ExameValues,
): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('aluno_exames')
    .values({ ...values, autoescola_id: autoescolaId, aluno_id: alunoId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateExame(alunoId: number, id: number, values: ExameValues): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('aluno_exames')
    .set(values)
    .where('aluno_id', '=', alunoId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function removeExame(alunoId: number, id: number): Promise<boolean> {
  const result = await tenantDb()
    .deleteFrom('aluno_exames')
    .where('aluno_id', '=', alunoId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The student record of a logged-in student (role 4), by their user. */
export function findByUsuario(usuarioId: number): Promise<AlunoRegistro | undefined> {
  return registro().where('a.usuario_id', '=', usuarioId).orderBy('a.id').executeTakeFirst();
}

/** The student record of a user's account (the student app), if any: its id, school and name. */
export function alunoDoUsuario(usuarioId: number) {
  return tenantDb()
    .selectFrom('alunos')
    .select(['id', 'autoescola_id', 'nome'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('id')
    .executeTakeFirst();
}
