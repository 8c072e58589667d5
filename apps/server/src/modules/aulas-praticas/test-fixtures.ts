import { addDays, todayInSaoPaulo } from '@cfc/domain';
import type { Platform } from '../../server.ts';
import type { Session } from '../../test/platform.ts';

/** Arrangements for the practical-lesson tests: the demo school's records and processes made as owner. */

export interface DemoSchool {
  id: number;
  alunos: { id: number; renach: string }[];
  /** In seed order: CNH AB, AB, B, AD, AE, D. */
  instrutores: { id: number; cnh: string }[];
  /** In seed order: three cars (B), two motorcycles (A), one truck (C). */
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

/** A day far enough ahead that no demo lesson is near it; `offset` keeps each test on its own day. */
export const testDay = (offset: number) => addDays(todayInSaoPaulo(), 120 + offset);

/** São Paulo wall-clock time on a day, as the instant the API takes. */
export const at = (day: string, hhmm: string) => `${day}T${hhmm}:00-03:00`;

/** The instant the API answers for a São Paulo wall-clock time (UTC, seconds precision). */
export const utc = (day: string, hhmm: string) => new Date(at(day, hhmm)).toISOString().replace('.000Z', 'Z');

export function apiCaller(platform: () => Platform) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, session: Session, payload?: object) =>
    platform().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
}

export interface Booking {
  processo_id: number;
  instrutor_id: number;
  veiculo_id: number;
  inicio: string;
  horas_aula?: 1 | 2;
  tipo?: 'normal' | 'conceitos_basicos' | 'baliza' | 'simulador';
}
