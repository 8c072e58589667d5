import { type Expression, type SqlBool, sql } from 'kysely';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The records every use case of theory classes reads: a class, a session, an enrolment and a
 * session's list, each with the one query its reads start from, the locks a change takes, and the
 * database's clock. Every query runs in the caller's tenant transaction (row-level security keeps
 * schools apart). Instants come back as UTC ISO strings.
 */

// ---------- Fragments ----------

/** The whole 50-minute h/a of a session, as horasAulaDaSessao counts them. */
export const horasAulaSql = (alias: string) =>
  sql<number>`floor(extract(epoch from (${sql.ref(`${alias}.fim`)} - ${sql.ref(`${alias}.inicio`)})) / 3000)::int`;

/** The h/a of the sessions `a` of a group, 0 when there is none. */
export const somaHorasAulaSql = sql<number>`coalesce(sum(${horasAulaSql('a')}), 0)::int`;

/** How many students session `a` lists (its enrolled and its make-ups). */
export const alunosNaListaSql = sql<number>`(select count(*)::int from presencas l
  where l.autoescola_id = a.autoescola_id and l.aula_id = a.id)`;

/** Whether the presence `p` in the closed session `a` counted fewer h/a than the session had (a miss). */
export const faltouSql = sql<SqlBool>`p.horas_aula < ${horasAulaSql('a')}`;

/** The database's clock: what presence and opening times are taken from. */
export async function agora(): Promise<Date> {
  const row = await tenantDb().selectNoFrom(sql<Date>`now()`.as('agora')).executeTakeFirstOrThrow();
  return new Date(row.agora);
}

// ---------- People and rooms ----------

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

/** Classes with their room, places taken, sessions and the next one: every read of a class starts here. */
export function turmas() {
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
      sql<number>`(select ${somaHorasAulaSql}
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
export function ensina(instrutorId: number): Expression<SqlBool> {
  return sql<SqlBool>`(exists (select 1 from turma_instrutores ti
      where ti.autoescola_id = t.autoescola_id and ti.turma_id = t.id and ti.instrutor_id = ${instrutorId})
    or exists (select 1 from aulas_teoricas a
      where a.autoescola_id = t.autoescola_id and a.turma_id = t.id and a.instrutor_id = ${instrutorId}))`;
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
    .forNoKeyUpdate()
    .executeTakeFirst();
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

// ---------- Sessions ----------

/**
 * Sessions with their class, room and instructor: the one query every read of a session starts
 * from, filtered and ordered by the use case that reads. Class, room and instructor are lateral
 * lookups by key, each kept a subquery of its own by `offset 0` (as the GETRAN send list does):
 * joined as five tables related by the school column, PostgreSQL spent longer choosing a join order
 * than running the query (the student's sessions: about 5 ms planning for under 1 ms of work).
 */
export function aulas() {
  return tenantDb()
    .selectFrom('aulas_teoricas as a')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('turmas as t')
          // id and school too: filters such as ensina() name the class's t.id and t.autoescola_id.
          .select(['t.id', 't.autoescola_id', 't.nome', 't.curso', 't.status'])
          .whereRef('t.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('t.id', '=', 'a.turma_id')
          .offset(0)
          .as('t'),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('salas as s')
          .select(['s.nome', 's.capacidade'])
          .whereRef('s.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('s.id', '=', 'a.sala_id')
          .offset(0)
          .as('s'),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('instrutores as i')
          .select(['i.nome'])
          .whereRef('i.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('i.id', '=', 'a.instrutor_id')
          .offset(0)
          .as('i'),
      (join) => join.onTrue(),
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
      'a.modalidade',
      'a.link_ead',
      isoInstant<string | null>('a.aberta_em').as('aberta_em'),
      isoInstant<string | null>('a.encerrada_em').as('encerrada_em'),
    ]);
}

/** The same sessions with their list: students listed, present, and the photos kept (AulaTeorica). */
export function aulasComLista() {
  return aulas().select([
    alunosNaListaSql.as('alunos'),
    sql<number>`(select count(*)::int from presencas l
      where l.autoescola_id = a.autoescola_id and l.aula_id = a.id and l.entrada is not null)`.as(
      'presentes',
    ),
    sql<number>`(select count(*)::int from evidencias e
      where e.autoescola_id = a.autoescola_id and e.aula_id = a.id and e.arquivo is not null)`.as('fotos'),
  ]);
}
export type AulaRow = NonNullable<Awaited<ReturnType<typeof findAula>>>;

export function findAula(id: number) {
  return aulasComLista().where('a.id', '=', id).executeTakeFirst();
}

export function aulasDaTurma(turmaId: number) {
  return aulasComLista().where('a.turma_id', '=', turmaId).orderBy('a.inicio').orderBy('a.id').execute();
}

/** The sessions on the student's lists (their classes' and their make-ups), with their place on each. */
export function aulasDoAluno(alunoId: number) {
  return aulas()
    .innerJoin('presencas as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.aula_id', '=', 'a.id'),
    )
    .select([
      'p.matricula_id as id_matricula',
      'p.horas_aula as horas_aula_contadas',
      'p.origem',
      sql<boolean>`p.entrada is not null`.as('presente'),
    ])
    .where('p.aluno_id', '=', alunoId);
}

/** The session locked until the transaction ends (changing, opening, marking, closing take it). */
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
    .forNoKeyUpdate()
    .executeTakeFirst();
}
export type AulaTravada = NonNullable<Awaited<ReturnType<typeof lockAula>>>;

/** The places on the sessions' lists joined to their session (p, a): the reads of presences with their times start here. */
export function listas() {
  return tenantDb()
    .selectFrom('presencas as p')
    .innerJoin('aulas_teoricas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aula_id'),
    );
}

/**
 * Per student given, the h/a of the sessions on their lists (their classes' and their make-ups)
 * starting in [from, to), but one session: a student's theory hours of one day.
 */
export function horasDosAlunosNoDia(alunoIds: readonly number[], from: Date, to: Date, exceto: number) {
  if (alunoIds.length === 0) return Promise.resolve([]);
  return listas()
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'p.autoescola_id').onRef('al.id', '=', 'p.aluno_id'),
    )
    .select(['p.aluno_id', 'al.nome', somaHorasAulaSql.as('horas_aula')])
    .where('p.aluno_id', 'in', [...alunoIds])
    .where('a.id', '<>', exceto)
    .where('a.inicio', '>=', from)
    .where('a.inicio', '<', to)
    .groupBy(['p.aluno_id', 'al.nome'])
    .orderBy('al.nome')
    .execute();
}

// ---------- A session's list ----------

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

/**
 * Places the class's active enrolments on the lists of its sessions not closed, one session's
 * (a new session) or one enrolment's (a new enrolment); a place already there stays as it is.
 */
export async function inscreverNasListas(turmaId: number, uma: { aulaId: number } | { matriculaId: number }) {
  let select = tenantDb()
    .selectFrom('aulas_teoricas as a')
    .innerJoin('matriculas as m', (join) =>
      join.onRef('m.autoescola_id', '=', 'a.autoescola_id').onRef('m.turma_id', '=', 'a.turma_id'),
    )
    .select([
      'a.autoescola_id',
      'a.id',
      'm.aluno_id',
      'm.id as matricula_id',
      sql<'turma'>`'turma'`.as('origem'),
    ])
    .where('a.turma_id', '=', turmaId)
    .where('a.status', '<>', 'encerrada')
    .where('m.status', '=', 'ativa');
  select =
    'aulaId' in uma ? select.where('a.id', '=', uma.aulaId) : select.where('m.id', '=', uma.matriculaId);
  await tenantDb()
    .insertInto('presencas')
    .columns(['autoescola_id', 'aula_id', 'aluno_id', 'matricula_id', 'origem'])
    .expression(select)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

// ---------- Enrolments ----------

/** Enrolments with their class, student, process and missed sessions: every read of one starts here. */
export function matriculas() {
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
      'pr.aberto_em',
      'm.status',
      isoInstant('m.created_at').as('created_at'),
      sql<number>`(select count(*)::int from presencas p
        join aulas_teoricas a on a.autoescola_id = p.autoescola_id and a.id = p.aula_id
        where p.autoescola_id = m.autoescola_id and p.matricula_id = m.id
          and a.status = 'encerrada' and ${faltouSql})`.as('faltas'),
    ]);
}
export type MatriculaRow = NonNullable<Awaited<ReturnType<typeof findMatricula>>>;

export function findMatricula(id: number) {
  return matriculas().where('m.id', '=', id).executeTakeFirst();
}
