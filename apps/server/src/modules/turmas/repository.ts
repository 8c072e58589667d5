import type { DisciplinaTeorica } from '@cfc/domain';
import { type Expression, type SqlBool, sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { OutsideTransactionError, systemDb, tenantDb } from '../../platform/db/tenant.ts';

/**
 * The SQL of theory classes: classes, sessions, enrolments, attendance lists and evidence. Every
 * query runs in the caller's tenant transaction (row-level security keeps schools apart), except
 * the evidence job's, which runs as the system. Instants come back as UTC ISO strings.
 */

type CursoTurma = DB['turmas']['curso'];
type StatusTurma = 'planejada' | 'em_andamento' | 'concluida' | 'cancelada';

/** The whole 50-minute h/a of a session, as horasAulaDaSessao counts them. */
const horasAulaSql = (alias: string) =>
  sql<number>`floor(extract(epoch from (${sql.ref(`${alias}.fim`)} - ${sql.ref(`${alias}.inicio`)})) / 3000)::int`;

// ---------- People ----------

/** The active instructor whose account is the user, if any. */
export function instrutorDoUsuario(usuarioId: number) {
  return tenantDb()
    .selectFrom('instrutores')
    .select(['id', 'autoescola_id', 'nome'])
    .where('usuario_id', '=', usuarioId)
    .where('ativo', '=', true)
    .orderBy('id')
    .executeTakeFirst();
}

/** The student record of the user, if any. */
export function alunoDoUsuario(usuarioId: number) {
  return tenantDb()
    .selectFrom('alunos')
    .select(['id', 'autoescola_id', 'nome'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('id')
    .executeTakeFirst();
}

export function salaDaEscola(autoescolaId: number, salaId: number) {
  return tenantDb()
    .selectFrom('salas')
    .select(['id', 'nome', 'capacidade', 'ativo'])
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', salaId)
    .executeTakeFirst();
}

/** Of the instructors given, those active in the school. */
export async function instrutoresAtivos(autoescolaId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tenantDb()
    .selectFrom('instrutores')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('id', 'in', [...ids])
    .where('ativo', '=', true)
    .execute();
  return new Set(rows.map((row) => row.id));
}

// ---------- Classes ----------

export interface TurmaFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  status: StatusTurma | null;
  curso: CursoTurma | null;
  de: string | null;
  ate: string | null;
}

function turmas() {
  return tenantDb()
    .selectFrom('turmas as t')
    .innerJoin('salas as s', (join) =>
      join.onRef('s.autoescola_id', '=', 't.autoescola_id').onRef('s.id', '=', 't.sala_id'),
    )
    .select([
      't.id as id_turma',
      't.autoescola_id',
      't.nome',
      't.curso',
      't.sala_id as id_sala',
      's.nome as sala_nome',
      's.capacidade',
      sql<string>`to_char(t.data_inicio, 'YYYY-MM-DD')`.as('data_inicio'),
      sql<string>`to_char(t.data_fim, 'YYYY-MM-DD')`.as('data_fim'),
      't.status',
      sql<number>`(select count(*)::int from matriculas m
        where m.autoescola_id = t.autoescola_id and m.turma_id = t.id and m.status = 'ativa')`.as(
        'matriculados',
      ),
      sql<number>`(select count(*)::int from aulas_teoricas a
        where a.autoescola_id = t.autoescola_id and a.turma_id = t.id)`.as('aulas'),
      sql<number>`(select count(*)::int from aulas_teoricas a
        where a.autoescola_id = t.autoescola_id and a.turma_id = t.id and a.status = 'encerrada')`.as(
        'aulas_encerradas',
      ),
      sql<number>`(select coalesce(sum(floor(extract(epoch from (a.fim - a.inicio)) / 3000)), 0)::int
        from aulas_teoricas a where a.autoescola_id = t.autoescola_id and a.turma_id = t.id)`.as(
        'horas_aula_programadas',
      ),
      sql<string | null>`(select to_char(min(a.inicio) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        from aulas_teoricas a where a.autoescola_id = t.autoescola_id and a.turma_id = t.id
        and a.status <> 'encerrada' and a.fim > now())`.as('proxima_aula'),
    ]);
}
export type TurmaRow = Awaited<ReturnType<typeof findTurma>> & {};

/** Classes an instructor teaches: listed for a subject, or giving one of its sessions. */
function ensina(instrutorId: number): Expression<SqlBool> {
  return sql<SqlBool>`(exists (select 1 from turma_instrutores ti
      where ti.autoescola_id = t.autoescola_id and ti.turma_id = t.id and ti.instrutor_id = ${instrutorId})
    or exists (select 1 from aulas_teoricas a
      where a.autoescola_id = t.autoescola_id and a.turma_id = t.id and a.instrutor_id = ${instrutorId}))`;
}

export function listTurmas(filter: TurmaFilter, instrutorId: number | null) {
  let query = turmas();
  if (instrutorId !== null) query = query.where(ensina(instrutorId));
  if (filter.filtro) {
    const text = filter.filtro;
    query = query.where((eb) => eb.or([containsText('t.nome', text), containsText('s.nome', text)]));
  }
  if (filter.status) query = query.where('t.status', '=', filter.status);
  if (filter.curso) query = query.where('t.curso', '=', filter.curso);
  if (filter.de) query = query.where('t.data_fim', '>=', filter.de);
  if (filter.ate) query = query.where('t.data_inicio', '<=', filter.ate);
  return paginate(query, filter, {
    columns: {
      nome: 't.nome',
      curso: 't.curso',
      status: 't.status',
      data_inicio: 't.data_inicio',
      data_fim: 't.data_fim',
      sala: 's.nome',
    },
    default: 't.data_inicio',
    unique: 't.id',
  });
}

export function findTurma(id: number, instrutorId: number | null = null) {
  let query = turmas().where('t.id', '=', id);
  if (instrutorId !== null) query = query.where(ensina(instrutorId));
  return query.executeTakeFirst();
}

/** The class locked until the transaction ends: every change of its places takes this lock first. */
export function lockTurma(id: number) {
  return tenantDb()
    .selectFrom('turmas')
    .select(['id', 'autoescola_id', 'nome', 'curso', 'sala_id', 'status'])
    .select([
      sql<string>`to_char(data_inicio, 'YYYY-MM-DD')`.as('data_inicio'),
      sql<string>`to_char(data_fim, 'YYYY-MM-DD')`.as('data_fim'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function instrutoresDasTurmas(turmaIds: readonly number[]) {
  if (turmaIds.length === 0) return Promise.resolve([]);
  return tenantDb()
    .selectFrom('turma_instrutores as ti')
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'ti.autoescola_id').onRef('i.id', '=', 'ti.instrutor_id'),
    )
    .select(['ti.turma_id', 'ti.disciplina', 'ti.instrutor_id as id_instrutor', 'i.nome as instrutor_nome'])
    .where('ti.turma_id', 'in', [...turmaIds])
    .orderBy('ti.turma_id')
    .orderBy('ti.disciplina')
    .orderBy('i.nome')
    .execute();
}

export interface TurmaValues {
  nome: string;
  curso: CursoTurma;
  sala_id: number;
  data_inicio: string;
  data_fim: string;
  status: StatusTurma;
}

export async function insertTurma(autoescolaId: number, values: TurmaValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('turmas')
    .values({ autoescola_id: autoescolaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateTurma(id: number, values: Partial<TurmaValues>): Promise<void> {
  await tenantDb().updateTable('turmas').set(values).where('id', '=', id).execute();
}

export async function replaceInstrutores(
  autoescolaId: number,
  turmaId: number,
  instrutores: readonly { disciplina: DisciplinaTeorica; instrutor_id: number }[],
): Promise<void> {
  await tenantDb().deleteFrom('turma_instrutores').where('turma_id', '=', turmaId).execute();
  const unique = new Map(instrutores.map((item) => [`${item.disciplina}:${item.instrutor_id}`, item]));
  if (unique.size === 0) return;
  await tenantDb()
    .insertInto('turma_instrutores')
    .values([...unique.values()].map((item) => ({ autoescola_id: autoescolaId, turma_id: turmaId, ...item })))
    .execute();
}

/** Whether the instructor is listed for the subject in the class. */
export async function ensinaDisciplina(turmaId: number, disciplina: DisciplinaTeorica, instrutorId: number) {
  const row = await tenantDb()
    .selectFrom('turma_instrutores')
    .select('instrutor_id')
    .where('turma_id', '=', turmaId)
    .where('disciplina', '=', disciplina)
    .where('instrutor_id', '=', instrutorId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countMatriculasAtivas(turmaId: number): Promise<number> {
  const row = await tenantDb()
    .selectFrom('matriculas')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('turma_id', '=', turmaId)
    .where('status', '=', 'ativa')
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Whether the class has anything a deletion would lose: an enrolment or a session opened. */
export async function turmaTemHistorico(turmaId: number): Promise<boolean> {
  const row = await tenantDb()
    .selectNoFrom([
      sql<boolean>`exists (select 1 from matriculas where turma_id = ${turmaId})
        or exists (select 1 from aulas_teoricas where turma_id = ${turmaId} and status <> 'agendada')`.as(
        'tem',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row.tem;
}

export async function deleteTurma(turmaId: number): Promise<boolean> {
  await tenantDb().deleteFrom('aulas_teoricas').where('turma_id', '=', turmaId).execute();
  const result = await tenantDb().deleteFrom('turmas').where('id', '=', turmaId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Sessions of the class outside [de, ate] (São Paulo dates). */
export async function aulasForaDoPeriodo(turmaId: number, de: string, ate: string): Promise<number> {
  const row = await tenantDb()
    .selectFrom('aulas_teoricas')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('turma_id', '=', turmaId)
    .where((eb) =>
      eb.or([
        eb(sql`(inicio at time zone 'America/Sao_Paulo')::date`, '<', de),
        eb(sql`(fim at time zone 'America/Sao_Paulo')::date`, '>', ate),
      ]),
    )
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Moves the class's sessions not yet given to its new room. */
export async function moverAulasDeSala(turmaId: number, salaId: number): Promise<void> {
  await tenantDb()
    .updateTable('aulas_teoricas')
    .set({ sala_id: salaId })
    .where('turma_id', '=', turmaId)
    .where('status', '=', 'agendada')
    .execute();
}

// ---------- Sessions ----------

function aulas() {
  return tenantDb()
    .selectFrom('aulas_teoricas as a')
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'a.autoescola_id').onRef('t.id', '=', 'a.turma_id'),
    )
    .innerJoin('salas as s', (join) =>
      join.onRef('s.autoescola_id', '=', 'a.autoescola_id').onRef('s.id', '=', 'a.sala_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .select([
      'a.id as id_aula_teorica',
      'a.autoescola_id',
      'a.turma_id as id_turma',
      't.nome as turma_nome',
      't.curso',
      't.status as turma_status',
      'a.sala_id as id_sala',
      's.nome as sala_nome',
      's.capacidade',
      'a.disciplina',
      'a.instrutor_id as id_instrutor',
      'i.nome as instrutor_nome',
      isoInstant('a.inicio').as('inicio'),
      isoInstant('a.fim').as('fim'),
      horasAulaSql('a').as('horas_aula'),
      'a.status',
      isoInstant<string | null>('a.aberta_em').as('aberta_em'),
      isoInstant<string | null>('a.encerrada_em').as('encerrada_em'),
      sql<number>`(select count(*)::int from presencas p
        where p.autoescola_id = a.autoescola_id and p.aula_id = a.id)`.as('alunos'),
      sql<number>`(select count(*)::int from presencas p
        where p.autoescola_id = a.autoescola_id and p.aula_id = a.id and p.entrada is not null)`.as(
        'presentes',
      ),
      sql<number>`(select count(*)::int from evidencias e
        where e.autoescola_id = a.autoescola_id and e.aula_id = a.id and e.arquivo is not null)`.as('fotos'),
    ]);
}
export type AulaRow = NonNullable<Awaited<ReturnType<typeof findAula>>>;

export function aulasDaTurma(turmaId: number) {
  return aulas().where('a.turma_id', '=', turmaId).orderBy('a.inicio').orderBy('a.id').execute();
}

export interface CalendarioFilter {
  from: Date;
  to: Date;
  turmaId: number | null;
  instrutorId: number | null;
  salaId: number | null;
  /** The instructor whose classes alone are seen (role 3). */
  ensinaId: number | null;
}

export function calendario(filter: CalendarioFilter) {
  let query = aulas().where('a.inicio', '>=', filter.from).where('a.inicio', '<', filter.to);
  if (filter.turmaId !== null) query = query.where('a.turma_id', '=', filter.turmaId);
  if (filter.instrutorId !== null) query = query.where('a.instrutor_id', '=', filter.instrutorId);
  if (filter.salaId !== null) query = query.where('a.sala_id', '=', filter.salaId);
  if (filter.ensinaId !== null) query = query.where(ensina(filter.ensinaId));
  return query.orderBy('a.inicio').orderBy('a.id').execute();
}

export function findAula(id: number) {
  return aulas().where('a.id', '=', id).executeTakeFirst();
}

/** The session locked until the transaction ends (opening, marking, closing take it). */
export function lockAula(id: number) {
  return tenantDb()
    .selectFrom('aulas_teoricas')
    .select([
      'id',
      'autoescola_id',
      'turma_id',
      'sala_id',
      'instrutor_id',
      'disciplina',
      'inicio',
      'fim',
      'status',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** h/a of the class's sessions starting in [from, to), but one. */
export async function horasDaTurmaNoDia(turmaId: number, from: Date, to: Date, exceto: number | null) {
  let query = tenantDb()
    .selectFrom('aulas_teoricas as a')
    .select(sql<number>`coalesce(sum(floor(extract(epoch from (a.fim - a.inicio)) / 3000)), 0)::int`.as('n'))
    .where('a.turma_id', '=', turmaId)
    .where('a.inicio', '>=', from)
    .where('a.inicio', '<', to);
  if (exceto !== null) query = query.where('a.id', '<>', exceto);
  return (await query.executeTakeFirstOrThrow()).n;
}

export interface AulaValues {
  disciplina: DisciplinaTeorica;
  instrutor_id: number;
  inicio: Date;
  fim: Date;
}

export async function insertAula(
  autoescolaId: number,
  turmaId: number,
  salaId: number,
  values: AulaValues,
): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('aulas_teoricas')
    .values({ autoescola_id: autoescolaId, turma_id: turmaId, sala_id: salaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateAula(id: number, values: AulaValues): Promise<void> {
  await tenantDb().updateTable('aulas_teoricas').set(values).where('id', '=', id).execute();
}

export async function deleteAula(id: number): Promise<void> {
  await tenantDb().deleteFrom('aulas_teoricas').where('id', '=', id).execute();
}

export async function abrirAula(id: number, usuarioId: number): Promise<void> {
  await tenantDb()
    .updateTable('aulas_teoricas')
    .set({ status: 'aberta', aberta_em: sql<Date>`now()`, aberta_por: usuarioId })
    .where('id', '=', id)
    .execute();
}

export async function encerrarAula(id: number, usuarioId: number): Promise<void> {
  await tenantDb()
    .updateTable('aulas_teoricas')
    .set({ status: 'encerrada', encerrada_em: sql<Date>`now()`, encerrada_por: usuarioId })
    .where('id', '=', id)
    .execute();
}

/** The database's clock: what presence and opening times are taken from. */
export async function agora(): Promise<Date> {
  const row = await tenantDb().selectNoFrom(sql<Date>`now()`.as('agora')).executeTakeFirstOrThrow();
  return new Date(row.agora);
}

/** Marks the class as running when its first session opens. */
export async function turmaEmAndamento(turmaId: number): Promise<void> {
  await tenantDb()
    .updateTable('turmas')
    .set({ status: 'em_andamento' })
    .where('id', '=', turmaId)
    .where('status', '=', 'planejada')
    .execute();
}

// ---------- Attendance lists ----------

export function presencasDaAula(aulaId: number) {
  return tenantDb()
    .selectFrom('presencas as p')
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'p.autoescola_id').onRef('al.id', '=', 'p.aluno_id'),
    )
    .select([
      'p.aluno_id as id_aluno',
      'al.nome as aluno_nome',
      'p.matricula_id as id_matricula',
      'p.origem',
      isoInstant<string | null>('p.entrada').as('entrada'),
      isoInstant<string | null>('p.saida').as('saida'),
      sql<boolean>`p.entrada is not null`.as('presente'),
      'p.minutos',
      'p.horas_aula',
      sql<boolean>`exists (select 1 from evidencias e where e.autoescola_id = p.autoescola_id
        and e.aula_id = p.aula_id and e.aluno_id = p.aluno_id and e.arquivo is not null)`.as('foto'),
    ])
    .where('p.aula_id', '=', aulaId)
    .orderBy('al.nome')
    .orderBy('p.aluno_id')
    .execute();
}
export type PresencaRow = Awaited<ReturnType<typeof presencasDaAula>>[number];

export async function presencaDe(aulaId: number, alunoId: number): Promise<PresencaRow | undefined> {
  const rows = await presencasDaAula(aulaId);
  return rows.find((row) => row.id_aluno === alunoId);
}

export async function setPresenca(
  aulaId: number,
  alunoId: number,
  values: {
    entrada: Date | null;
    saida: Date | null;
    minutos: number;
    horas_aula: number;
    marcado_por: number | null;
  },
): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('presencas')
    .set({ ...values, marcado_em: sql<Date>`now()` })
    .where('aula_id', '=', aulaId)
    .where('aluno_id', '=', alunoId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The raw times of a session's list, for counting when it closes. */
export function presencasParaContar(aulaId: number) {
  return tenantDb()
    .selectFrom('presencas')
    .select(['aluno_id', 'entrada', 'saida'])
    .where('aula_id', '=', aulaId)
    .execute();
}

/** Places the class's enrolled students on the list of a new session. */
export async function inscreverMatriculadosNaAula(autoescolaId: number, turmaId: number, aulaId: number) {
  await tenantDb()
    .insertInto('presencas')
    .columns(['autoescola_id', 'aula_id', 'aluno_id', 'matricula_id', 'origem'])
    .expression((eb) =>
      eb
        .selectFrom('matriculas')
        .select([
          sql<number>`${autoescolaId}::bigint`.as('autoescola_id'),
          sql<number>`${aulaId}::bigint`.as('aula_id'),
          'aluno_id',
          'id',
          sql<'turma'>`'turma'`.as('origem'),
        ])
        .where('turma_id', '=', turmaId)
        .where('status', '=', 'ativa'),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Places an enrolled student on the lists of the class's sessions not yet closed. */
export async function inscreverNasAulasAbertas(
  autoescolaId: number,
  turmaId: number,
  alunoId: number,
  matriculaId: number,
) {
  await tenantDb()
    .insertInto('presencas')
    .columns(['autoescola_id', 'aula_id', 'aluno_id', 'matricula_id', 'origem'])
    .expression((eb) =>
      eb
        .selectFrom('aulas_teoricas')
        .select([
          sql<number>`${autoescolaId}::bigint`.as('autoescola_id'),
          'id',
          sql<number>`${alunoId}::bigint`.as('aluno_id'),
          sql<number>`${matriculaId}::bigint`.as('matricula_id'),
          sql<'turma'>`'turma'`.as('origem'),
        ])
        .where('turma_id', '=', turmaId)
        .where('status', '<>', 'encerrada'),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** The fullest session of the class not yet closed (places are checked against the room's). */
export function aulaMaisCheia(turmaId: number) {
  return tenantDb()
    .selectFrom('aulas_teoricas as a')
    .select([
      isoInstant('a.inicio').as('inicio'),
      sql<number>`(select count(*)::int from presencas p where p.autoescola_id = a.autoescola_id and p.aula_id = a.id)`.as(
        'alunos',
      ),
    ])
    .where('a.turma_id', '=', turmaId)
    .where('a.status', '<>', 'encerrada')
    .orderBy(sql`2`, 'desc')
    .orderBy('a.inicio')
    .limit(1)
    .executeTakeFirst();
}

export async function alunosNaAula(aulaId: number): Promise<number> {
  const row = await tenantDb()
    .selectFrom('presencas')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('aula_id', '=', aulaId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Whether the student is on a list of another session overlapping [inicio, fim). */
export async function alunoOcupado(
  alunoId: number,
  inicio: Date | string,
  fim: Date | string,
  exceto: number,
) {
  const row = await tenantDb()
    .selectFrom('presencas as p')
    .innerJoin('aulas_teoricas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aula_id'),
    )
    .select('a.id')
    .where('p.aluno_id', '=', alunoId)
    .where('a.id', '<>', exceto)
    .where('a.inicio', '<', new Date(fim))
    .where('a.fim', '>', new Date(inicio))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReposicao(
  autoescolaId: number,
  aulaId: number,
  alunoId: number,
  matriculaId: number,
): Promise<void> {
  await tenantDb()
    .insertInto('presencas')
    .values({
      autoescola_id: autoescolaId,
      aula_id: aulaId,
      aluno_id: alunoId,
      matricula_id: matriculaId,
      origem: 'reposicao',
    })
    .execute();
}

export function reposicao(aulaId: number, alunoId: number) {
  return tenantDb()
    .selectFrom('presencas')
    .select(['origem', 'entrada'])
    .where('aula_id', '=', aulaId)
    .where('aluno_id', '=', alunoId)
    .executeTakeFirst();
}

export async function deletePresenca(aulaId: number, alunoId: number): Promise<void> {
  await tenantDb()
    .deleteFrom('presencas')
    .where('aula_id', '=', aulaId)
    .where('aluno_id', '=', alunoId)
    .execute();
}

// ---------- Enrolments ----------

function matriculas() {
  return tenantDb()
    .selectFrom('matriculas as m')
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'm.autoescola_id').onRef('t.id', '=', 'm.turma_id'),
    )
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'm.autoescola_id').onRef('al.id', '=', 'm.aluno_id'),
    )
    .innerJoin('processos as pr', (join) =>
      join.onRef('pr.autoescola_id', '=', 'm.autoescola_id').onRef('pr.id', '=', 'm.processo_id'),
    )
    .select([
      'm.id as id_matricula',
      'm.autoescola_id',
      'm.turma_id as id_turma',
      't.nome as turma_nome',
      't.curso',
      'm.aluno_id as id_aluno',
      'al.nome as aluno_nome',
      'al.cpf',
      'm.processo_id as id_processo',
      'pr.renach',
      'pr.categoria',
      'pr.tipo',
      'pr.regime',
      'pr.status as processo_status',
      'm.status',
      isoInstant('m.created_at').as('created_at'),
      sql<number>`(select count(*)::int from presencas p
        join aulas_teoricas a on a.autoescola_id = p.autoescola_id and a.id = p.aula_id
        where p.autoescola_id = m.autoescola_id and p.matricula_id = m.id
          and a.status = 'encerrada' and p.horas_aula < floor(extract(epoch from (a.fim - a.inicio)) / 3000))`.as(
        'faltas',
      ),
    ]);
}
export type MatriculaRow = Awaited<ReturnType<typeof matriculasDaTurma>>[number];

export function matriculasDaTurma(turmaId: number) {
  return matriculas()
    .where('m.turma_id', '=', turmaId)
    .orderBy(sql`m.status = 'ativa'`, 'desc')
    .orderBy('al.nome')
    .orderBy('m.id')
    .execute();
}

export function findMatricula(id: number) {
  return matriculas().where('m.id', '=', id).executeTakeFirst();
}

export interface CargaFilter {
  page: number;
  per_page: number;
  sort?: string | undefined;
  filtro?: string | undefined;
  turmaId: number | null;
  curso: CursoTurma | null;
  todas: boolean;
}

function cargaQuery(filter: Omit<CargaFilter, 'page' | 'per_page' | 'sort'>) {
  let query = matriculas();
  if (!filter.todas) query = query.where('m.status', '=', 'ativa');
  if (filter.turmaId !== null) query = query.where('m.turma_id', '=', filter.turmaId);
  if (filter.curso) query = query.where('t.curso', '=', filter.curso);
  if (filter.filtro) {
    const text = filter.filtro;
    const digits = text.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        containsText('al.nome', text),
        containsText('t.nome', text),
        ...(digits.length >= 3 ? [eb('al.cpf', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

export function pageCarga(filter: CargaFilter) {
  return paginate(cargaQuery(filter), filter, {
    columns: { aluno: 'al.nome', turma: 't.nome', curso: 't.curso', created_at: 'm.created_at' },
    default: 'al.nome',
    unique: 'm.id',
  });
}

export function allCarga(filter: Omit<CargaFilter, 'page' | 'per_page' | 'sort'>) {
  return cargaQuery(filter).orderBy('t.nome').orderBy('al.nome').orderBy('m.id').execute();
}

export function matriculasDoAluno(alunoId: number) {
  return matriculas().where('m.aluno_id', '=', alunoId).orderBy('m.id').execute();
}

/** The process to enrol: its student, kind, regime and status. */
export function processo(id: number) {
  return tenantDb()
    .selectFrom('processos as pr')
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'pr.autoescola_id').onRef('al.id', '=', 'pr.aluno_id'),
    )
    .select([
      'pr.id',
      'pr.autoescola_id',
      'pr.aluno_id',
      'pr.tipo',
      'pr.regime',
      'pr.status',
      'pr.categoria',
      'pr.renach',
    ])
    .where('pr.id', '=', id)
    .executeTakeFirst();
}

/** The open processes of a student, for their theory area. */
export function processosAbertosDoAluno(alunoId: number) {
  return tenantDb()
    .selectFrom('processos')
    .select(['id', 'tipo', 'regime', 'status', 'categoria', 'renach'])
    .where('aluno_id', '=', alunoId)
    .where('status', '=', 'aberto')
    .orderBy('id')
    .execute();
}

/** Another class of the same course the process is enrolled in now. */
export function outraMatriculaNoCurso(processoId: number, curso: CursoTurma, turmaId: number) {
  return tenantDb()
    .selectFrom('matriculas as m')
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'm.autoescola_id').onRef('t.id', '=', 'm.turma_id'),
    )
    .select(['m.id', 't.nome'])
    .where('m.processo_id', '=', processoId)
    .where('m.status', '=', 'ativa')
    .where('t.curso', '=', curso)
    .where('m.turma_id', '<>', turmaId)
    .executeTakeFirst();
}

export async function insertMatricula(
  autoescolaId: number,
  values: { turma_id: number; aluno_id: number; processo_id: number; usuario_id: number },
): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('matriculas')
    .values({ autoescola_id: autoescolaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Ends an enrolment: the student leaves the lists of sessions not closed where nothing was marked. */
export async function cancelarMatricula(id: number): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('matriculas')
    .set({ status: 'cancelada', cancelada_em: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'ativa')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await tenantDb()
    .deleteFrom('presencas')
    .where('matricula_id', '=', id)
    .where('entrada', 'is', null)
    .where('aula_id', 'in', (eb) =>
      eb.selectFrom('aulas_teoricas').select('id').where('status', '<>', 'encerrada'),
    )
    .execute();
  return true;
}

// ---------- Hours ----------

/**
 * The presences counted toward the processes given, in closed sessions: the process and course of
 * the enrolment each counts for, the session's subject and times, and the times marked.
 */
export function presencasDosProcessos(processoIds: readonly number[]) {
  if (processoIds.length === 0) return Promise.resolve([]);
  return tenantDb()
    .selectFrom('presencas as p')
    .innerJoin('matriculas as m', (join) =>
      join.onRef('m.autoescola_id', '=', 'p.autoescola_id').onRef('m.id', '=', 'p.matricula_id'),
    )
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'm.autoescola_id').onRef('t.id', '=', 'm.turma_id'),
    )
    .innerJoin('aulas_teoricas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aula_id'),
    )
    .select(['m.processo_id', 't.curso', 'a.disciplina', 'a.inicio', 'a.fim', 'p.entrada', 'p.saida'])
    .where('m.processo_id', 'in', [...processoIds])
    .where('a.status', '=', 'encerrada')
    .execute();
}

/** A student's sessions, every list they are on, by start. */
export function aulasDoAluno(alunoId: number) {
  return tenantDb()
    .selectFrom('presencas as p')
    .innerJoin('aulas_teoricas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aula_id'),
    )
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'a.autoescola_id').onRef('t.id', '=', 'a.turma_id'),
    )
    .innerJoin('salas as s', (join) =>
      join.onRef('s.autoescola_id', '=', 'a.autoescola_id').onRef('s.id', '=', 'a.sala_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .select([
      'a.id as id_aula_teorica',
      't.nome as turma_nome',
      'a.disciplina',
      'i.nome as instrutor_nome',
      's.nome as sala_nome',
      isoInstant('a.inicio').as('inicio'),
      isoInstant('a.fim').as('fim'),
      horasAulaSql('a').as('horas_aula'),
      'a.status',
      'p.horas_aula as horas_aula_contadas',
      'p.origem',
      sql<boolean>`p.entrada is not null`.as('presente'),
    ])
    .where('p.aluno_id', '=', alunoId)
    .orderBy('a.inicio')
    .orderBy('a.id')
    .execute();
}

/** Sessions of other classes of a course, not closed, of the subjects given, with places left. */
export function aulasParaReposicao(
  curso: CursoTurma,
  disciplinas: readonly DisciplinaTeorica[],
  exceptTurma: number,
  from: Date,
) {
  if (disciplinas.length === 0) return Promise.resolve([]);
  return aulas()
    .where('t.curso', '=', curso)
    .where('a.disciplina', 'in', [...disciplinas])
    .where('a.turma_id', '<>', exceptTurma)
    .where('a.status', '<>', 'encerrada')
    .where('a.fim', '>', from)
    .where('t.status', 'not in', ['concluida', 'cancelada'])
    .orderBy('a.inicio')
    .orderBy('a.id')
    .limit(100)
    .execute();
}

/** The closed sessions a student missed in part or whole, on the lists of an enrolment. */
export function faltasDaMatricula(matriculaId: number) {
  return aulas()
    .innerJoin('presencas as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.aula_id', '=', 'a.id'),
    )
    .where('p.matricula_id', '=', matriculaId)
    .where('a.status', '=', 'encerrada')
    .where(sql<SqlBool>`p.horas_aula < floor(extract(epoch from (a.fim - a.inicio)) / 3000)`)
    .orderBy('a.inicio')
    .execute();
}

// ---------- The attendance sheet ----------

/** Every presence of the class's sessions, for the sheet. */
export function folhaDaTurma(turmaId: number) {
  return tenantDb()
    .selectFrom('presencas as p')
    .innerJoin('aulas_teoricas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aula_id'),
    )
    .select(['p.aula_id', 'p.aluno_id', 'p.entrada', 'p.horas_aula', 'p.origem', 'a.status'])
    .where('a.turma_id', '=', turmaId)
    .execute();
}

/** The students on any list of the class (its enrolled and its make-ups), by name. */
export function alunosDaFolha(turmaId: number) {
  return tenantDb()
    .selectFrom('alunos as al')
    .select(['al.id', 'al.nome', 'al.cpf'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('matriculas as m')
            .select('m.id')
            .whereRef('m.autoescola_id', '=', 'al.autoescola_id')
            .whereRef('m.aluno_id', '=', 'al.id')
            .where('m.turma_id', '=', turmaId),
        ),
        eb.exists(
          eb
            .selectFrom('presencas as p')
            .innerJoin('aulas_teoricas as a', (join) =>
              join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aula_id'),
            )
            .select('p.aluno_id')
            .whereRef('p.autoescola_id', '=', 'al.autoescola_id')
            .whereRef('p.aluno_id', '=', 'al.id')
            .where('a.turma_id', '=', turmaId),
        ),
      ]),
    )
    .orderBy('al.nome')
    .orderBy('al.id')
    .execute();
}

export function escola(autoescolaId: number) {
  return tenantDb()
    .selectFrom('autoescolas')
    .select(['nome_fantasia', 'cnpj', 'uf'])
    .where('id', '=', autoescolaId)
    .executeTakeFirst();
}

// ---------- Evidence ----------

/** A request's tenant transaction, or the evidence job's system one. */
function writer() {
  try {
    return tenantDb();
  } catch (error) {
    if (error instanceof OutsideTransactionError) return systemDb();
    throw error;
  }
}

export function evidenciasDaAula(aulaId: number) {
  return tenantDb()
    .selectFrom('evidencias as e')
    .leftJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'e.autoescola_id').onRef('al.id', '=', 'e.aluno_id'),
    )
    .select([
      'e.id as id_evidencia',
      'e.tipo',
      isoInstant('e.capturada_em').as('capturada_em'),
      'e.camera_nome',
      'e.aluno_id as id_aluno',
      'al.nome as aluno_nome',
      'e.erro',
      sql<boolean>`e.arquivo is not null`.as('tem_arquivo'),
    ])
    .where('e.aula_id', '=', aulaId)
    .orderBy('e.capturada_em')
    .orderBy('e.id')
    .execute();
}

export function evidencia(aulaId: number, id: number) {
  return tenantDb()
    .selectFrom('evidencias')
    .select(['arquivo', 'content_type'])
    .where('aula_id', '=', aulaId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface EvidenciaValues {
  aula_id: number;
  tipo: 'inicio' | 'aleatoria' | 'fim' | 'aluno';
  arquivo: string | null;
  content_type: string | null;
  camera_id: number | null;
  camera_nome: string | null;
  aluno_id: number | null;
  erro: string | null;
  usuario_id: number | null;
}

/** Records a photo or a failed snapshot, in the caller's transaction (a request's, or the job's). */
export async function insertEvidencia(autoescolaId: number, values: EvidenciaValues): Promise<number> {
  const { id } = await writer()
    .insertInto('evidencias')
    .values({ autoescola_id: autoescolaId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The session as the evidence job sees it (system transaction). */
export function aulaParaEvidencia(autoescolaId: number, aulaId: number) {
  return systemDb()
    .selectFrom('aulas_teoricas')
    .select(['id', 'autoescola_id', 'sala_id', 'status'])
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', aulaId)
    .executeTakeFirst();
}
