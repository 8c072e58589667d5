import { addDays, todayInSaoPaulo } from '@cfc/domain';
import type { Platform } from '../../server.ts';
import { createProcesso, createVeiculo, type DemoSchool } from '../../test/demo-school.ts';
import { registrarNoSimulador } from './cadastros.ts';

/** Arrangements for the GETRAN tests: given lessons written as the owner, and the simulator's controls. */

export interface GivenLesson {
  processoId: number;
  instrutorId: number;
  veiculoId: number;
  /** São Paulo wall-clock start, 'YYYY-MM-DDTHH:mm'. */
  inicio: string;
  minutos: number;
  horasAula?: 1 | 2;
}

/** A lesson given (status realizada, with its annotation), as the instructor's phone leaves it. */
export async function givenLesson(
  platform: Platform,
  school: DemoSchool,
  lesson: GivenLesson,
): Promise<number> {
  const { db } = platform.database;
  const inicio = new Date(`${lesson.inicio}:00-03:00`);
  const horas = lesson.horasAula ?? 1;
  const fimReal = new Date(inicio.getTime() + lesson.minutos * 60_000);
  const processo = await db
    .selectFrom('processos')
    .select('aluno_id')
    .where('id', '=', lesson.processoId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('aulas_praticas')
    .values({
      autoescola_id: school.id,
      processo_id: lesson.processoId,
      aluno_id: processo.aluno_id,
      instrutor_id: lesson.instrutorId,
      veiculo_id: lesson.veiculoId,
      inicio,
      fim: new Date(inicio.getTime() + horas * 50 * 60_000),
      horas_aula: horas,
      status: 'realizada',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('anotacoes_praticas')
    .values({
      autoescola_id: school.id,
      aula_id: id,
      begin_time: inicio,
      finish_time: fimReal,
      hodo_start: 1000,
      hodo_end: 1020,
    })
    .execute();
  return id;
}

/** A car of the school for the test's lessons (plates 'TCT1A00'...: `n` is one digit). */
export const testCar = (platform: Platform, school: DemoSchool, n: number) =>
  createVeiculo(platform, school, 'B', n);

/** A student of the school with a fresh category B process, taught by the instructor with CNH B. */
export async function freshCandidate(
  platform: Platform,
  school: DemoSchool,
  alunoIndex: number,
  veiculoId: number,
) {
  const processoId = await createProcesso(platform, school, alunoIndex, { categoria: 'B' });
  const instrutor = school.instrutores[2];
  if (!instrutor) throw new Error('instrutor de demonstração ausente');
  return { processoId, veiculoId, instrutorId: instrutor.id };
}

/** What the authority knows must include what the test just registered (a new process, a new car). */
export async function syncRegistry(platform: Platform): Promise<void> {
  const simulator = platform.getranSimulator;
  if (!simulator) throw new Error('o simulador do GETRAN não está embutido');
  await registrarNoSimulador(platform.database.db, simulator.url);
}

export async function simulatorControl(platform: Platform, path: string, body?: object) {
  const simulator = platform.getranSimulator;
  if (!simulator) throw new Error('o simulador do GETRAN não está embutido');
  const reply = await fetch(`${simulator.url}/_sim/${path}`, {
    method: body ? 'PUT' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return reply.json() as Promise<Record<string, unknown>>;
}

/** A São Paulo day `n` days ago at an early hour no demo lesson uses. */
export const earlyDay = (daysAgo: number, hhmm = '05:00') =>
  `${addDays(todayInSaoPaulo(), -daysAgo)}T${hhmm}`;
