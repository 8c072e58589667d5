import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { afterAll, beforeAll } from 'vitest';
import type { Platform } from '../server.ts';
import type { TestEngine } from './engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform, type TestPlatform } from './platform.ts';

/**
 * The demo schools as the tests arrange them: their records, processes, vehicles and lessons written
 * as the owner, the calls of the practical lessons, and `demoSchoolSuite`, a suite started on the
 * school `autoescolademo`.
 */

export interface DemoSchool {
  id: number;
  alunos: { id: number; renach: string }[];
  /** In seed order: CNH AB, AB, B, AD, AE, D. */
  instrutores: { id: number; cnh: string }[];
  /** In seed order: three cars (B), two motorcycles (A), one truck (C); then the tests' own. */
  veiculos: { id: number; categoria: string; placa: string }[];
}

export async function demoSchool(platform: Platform, slug: string): Promise<DemoSchool> {
  const { db } = platform.database;
  const school = await db
    .selectFrom('autoescolas')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const alunos = await db
    .selectFrom('alunos')
    .select(['id', 'renach'])
    .where('autoescola_id', '=', school.id)
    .orderBy('id')
    .execute();
  const instrutores = await db
    .selectFrom('instrutores')
    .select(['id', 'cnh_categoria as cnh'])
    .where('autoescola_id', '=', school.id)
    .orderBy('id')
    .execute();
  const veiculos = await db
    .selectFrom('veiculos')
    .select(['id', 'categoria', 'placa'])
    .where('autoescola_id', '=', school.id)
    .orderBy('id')
    .execute();
  return {
    id: school.id,
    alunos: alunos.map((aluno) => ({ id: aluno.id, renach: aluno.renach ?? 'MA000000000' })),
    instrutores,
    veiculos,
  };
}

export interface ProcessoFixture {
  categoria?: 'ACC' | 'A' | 'B' | 'C' | 'D' | 'E';
  regime?: 'CONTRAN_789_2020' | 'CONTRAN_1020_2025';
  aberto_em?: string;
  ladv_validade?: string | null;
  status?: 'aberto' | 'concluido' | 'cancelado' | 'expirado';
}

/**
 * A licensing process written as the owner (the processes API is another module). A 789/2020
 * process is opened a month ago unless told otherwise, so it is within its 12 months.
 */
export async function createProcesso(
  platform: Platform,
  school: DemoSchool,
  alunoIndex: number,
  fixture: ProcessoFixture = {},
): Promise<number> {
  const aluno = school.alunos[alunoIndex];
  if (!aluno) throw new Error(`aluno ${alunoIndex} não existe`);
  const today = todayInSaoPaulo();
  const { id } = await platform.database.db
    .insertInto('processos')
    .values({
      autoescola_id: school.id,
      aluno_id: aluno.id,
      renach: aluno.renach,
      categoria: fixture.categoria ?? 'B',
      tipo: 'primeira_habilitacao',
      regime: fixture.regime ?? 'CONTRAN_1020_2025',
      aberto_em: fixture.aberto_em ?? addDays(today, -30),
      ladv_numero: '123456',
      ladv_validade: fixture.ladv_validade === undefined ? addDays(today, 400) : fixture.ladv_validade,
      horas_requeridas: 20,
      status: fixture.status ?? 'aberto',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Another vehicle of the school, linked since 2024 (plates 'TST1A00'...), written as the owner. */
export async function createVeiculo(platform: Platform, school: DemoSchool, categoria: 'A' | 'B', n: number) {
  const { db } = platform.database;
  const placa = `T${categoria === 'A' ? 'M' : 'C'}T${n}A${String(school.id % 100).padStart(2, '0')}`;
  const { id } = await db
    .insertInto('veiculos')
    .values({
      autoescola_id: school.id,
      placa,
      renavam: String(70_000_000_000 + school.id * 1000 + n),
      marca: 'Teste',
      modelo: categoria === 'A' ? 'Moto de teste' : 'Carro de teste',
      ano_fabricacao: 2024,
      ano_modelo: 2024,
      categoria,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('veiculo_vinculos')
    .values({ autoescola_id: school.id, veiculo_id: id, inicio: '2024-01-01', fim: null })
    .execute();
  return id;
}

export interface LessonRow {
  processo_id: number;
  instrutor_id: number;
  veiculo_id: number;
  inicio: Date;
  horas_aula?: 1 | 2;
  status?: 'agendada' | 'em_andamento' | 'realizada' | 'cancelada';
  getran_status?: string | null;
}

/** The record the instructor's phone leaves of a given lesson: its real times and odometer. */
export interface AnotacaoRow {
  begin_time: Date;
  finish_time: Date;
  hodo_start: number;
  hodo_end: number;
}

/**
 * A lesson written straight to the table as the owner, no rule checked (a test's other lessons, or
 * one no booking would take), in its process's school and for its student: 50 minutes per h/a, booked
 * unless told otherwise. With `anotacao`, the record of the lesson given.
 */
export async function insertLesson(
  platform: Platform,
  lesson: LessonRow,
  anotacao?: AnotacaoRow,
): Promise<number> {
  const { db } = platform.database;
  const processo = await db
    .selectFrom('processos')
    .select(['autoescola_id', 'aluno_id'])
    .where('id', '=', lesson.processo_id)
    .executeTakeFirstOrThrow();
  const horas = lesson.horas_aula ?? 1;
  const { id } = await db
    .insertInto('aulas_praticas')
    .values({
      ...lesson,
      autoescola_id: processo.autoescola_id,
      aluno_id: processo.aluno_id,
      fim: new Date(lesson.inicio.getTime() + horas * 50 * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (anotacao) {
    await db
      .insertInto('anotacoes_praticas')
      .values({ ...anotacao, autoescola_id: processo.autoescola_id, aula_id: id })
      .execute();
  }
  return id;
}

/** A day far enough ahead that no demo lesson is near it; `offset` keeps each test on its own day. */
export const testDay = (offset: number) => addDays(todayInSaoPaulo(), 120 + offset);

/** São Paulo wall-clock time on a day, as the instant the API takes. */
export const at = (day: string, hhmm: string) => `${day}T${hhmm}:00-03:00`;

/** The instant the API answers for a São Paulo wall-clock time (UTC, seconds precision). */
export const utc = (day: string, hhmm: string) => new Date(at(day, hhmm)).toISOString().replace('.000Z', 'Z');

export interface Booking {
  processo_id: number;
  instrutor_id: number;
  veiculo_id: number;
  inicio: string;
  horas_aula?: 1 | 2;
  tipo?: 'normal' | 'conceitos_basicos' | 'baliza' | 'simulador';
  contingencia?: boolean;
}

/** The codes of the rules a lesson's refusal (or warning) names, in its order. */
export const violationCodes = (reply: { json(): { dados?: { violacoes?: { code: string }[] } } }) =>
  (reply.json().dados?.violacoes ?? []).map((found) => found.code);

/** The demo school's administrator: every suite logs it in, as `t.as.admin`. */
const ADMIN = { admin: 'admin@demo.cfc' } as const;

/**
 * A suite on the demo school `autoescolademo`: before its tests, the platform started on `engine`
 * (section 17 of docs/architecture.md), the school read and each login's session opened (the
 * administrator's always, as `as.admin`); after them, the platform stopped and the engine's
 * database dropped. Call it first in `describe.each(engines)`; read its fields inside hooks and tests.
 */
export function demoSchoolSuite<Name extends string = never>(
  engine: TestEngine,
  logins: Record<Name, string> = {} as Record<Name, string>,
) {
  let platform: TestPlatform | undefined;
  let demo: DemoSchool | undefined;
  const as = {} as Record<Name | keyof typeof ADMIN, Session>;
  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    for (const [name, login] of Object.entries<string>({ ...ADMIN, ...logins })) {
      as[name as keyof typeof as] = await sessionFor(platform, login);
    }
    demo = await demoSchool(platform, 'autoescolademo');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const started = () => {
    if (!platform || !demo) throw new Error('a plataforma do teste só existe dentro dos testes e ganchos');
    return { platform, demo };
  };
  const call = apiCaller(() => started().platform);
  /** The id of the demo's `index`-th vehicle of a category, in seed order. */
  const vehicle = (categoria: string, index: number) =>
    started().demo.veiculos.filter((found) => found.categoria === categoria)[index]?.id ?? 0;

  return {
    get platform(): TestPlatform {
      return started().platform;
    },
    get demo(): DemoSchool {
      return started().demo;
    },
    /** The sessions opened, by the names `logins` gave them, and `admin`. */
    as,
    call,
    /** Books a lesson through the API, as the administrator unless told otherwise. */
    book: (booking: Booking, session: Session = as.admin) =>
      call('POST', '/aulas-praticas', session, booking),
    createProcesso: (alunoIndex: number, fixture?: ProcessoFixture) =>
      createProcesso(started().platform, started().demo, alunoIndex, fixture),
    createVeiculo: (categoria: 'A' | 'B', n: number) =>
      createVeiculo(started().platform, started().demo, categoria, n),
    insertLesson: (lesson: LessonRow, anotacao?: AnotacaoRow) =>
      insertLesson(started().platform, lesson, anotacao),
    /** The id of the demo's `index`-th instructor, in seed order (see `DemoSchool`). */
    instrutor: (index: number) => started().demo.instrutores[index]?.id ?? 0,
    /** The id of the demo's `index`-th car (category B). */
    car: (index = 0) => vehicle('B', index),
    /** The id of the demo's `index`-th motorcycle (category A). */
    motorcycle: (index = 0) => vehicle('A', index),
  };
}
