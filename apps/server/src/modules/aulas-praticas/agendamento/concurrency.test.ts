import { beforeAll, describe, expect, it } from 'vitest';
import { at, type Booking, demoSchoolSuite, testDay } from '../../../test/demo-school.ts';
import { testEngines } from '../../../test/engines.ts';

const engines = await testEngines();

/**
 * Bookings fired at the same slot at once: on PostgreSQL they really race (several connections);
 * on PGlite the single connection serialises them, and the same rules must still hold.
 */
describe.each(engines)('concurrent bookings on $name', (engine) => {
  const t = demoSchoolSuite(engine);
  const cars: number[] = [];
  const motorcycles: number[] = [];

  beforeAll(async () => {
    for (const vehicle of t.demo.veiculos) {
      if (vehicle.categoria === 'B') cars.push(vehicle.id);
      if (vehicle.categoria === 'A') motorcycles.push(vehicle.id);
    }
    for (let n = 0; n < 3; n++) cars.push(await t.createVeiculo('B', n));
    for (let n = 0; n < 4; n++) motorcycles.push(await t.createVeiculo('A', n));
  });

  /** Fires every booking at once and returns the status and the reasons of each. */
  async function race(bookings: Booking[]) {
    const replies = await Promise.all(bookings.map((booking) => t.book(booking)));
    return replies.map((reply) => ({ status: reply.statusCode, body: reply.json() }));
  }

  const processes = async (first: number, count: number, categoria: 'A' | 'B' = 'B') => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(await t.createProcesso(first + i, { categoria }));
    return ids;
  };

  const stored = (inicio: string) =>
    t.platform.database.db
      .selectFrom('aulas_praticas')
      .select(['id', 'instrutor_id', 'veiculo_id', 'aluno_id'])
      .where('inicio', '=', new Date(inicio))
      .where('status', '<>', 'cancelada')
      .execute();

  const reasons = (results: { status: number; body: { errors?: { aula?: string[] } } }[]) =>
    results.filter((result) => result.status !== 201).map((result) => result.body.errors?.aula);

  it('gives a vehicle to exactly one of the students booking it with different instructors', async () => {
    const inicio = at(testDay(0), '09:00');
    const ids = await processes(0, 6);
    const results = await race(
      ids.map((processo_id, i) => ({
        processo_id,
        instrutor_id: t.instrutor(i),
        veiculo_id: cars[0] ?? 0,
        inicio,
      })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status === 422)).toHaveLength(5);
    for (const aula of reasons(results))
      expect(aula).toContain(
        'Veículo já possui aula neste horário — Resolução CONTRAN nº 789/2020, Anexo II, Curso de Prática de Direção Veicular',
      );
    expect(await stored(inicio)).toHaveLength(1);
  });

  it('gives a student exactly one lesson at a time, whatever the instructor and vehicle', async () => {
    const inicio = at(testDay(1), '10:00');
    const [processo] = await processes(6, 1);
    const results = await race(
      cars.slice(0, 6).map((veiculo_id, i) => ({
        processo_id: processo ?? 0,
        instrutor_id: t.instrutor(i),
        veiculo_id,
        inicio,
      })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    for (const aula of reasons(results))
      expect(aula).toContain(
        'Já existe aula neste horário — Resolução CONTRAN nº 789/2020, Anexo II, Curso de Prática de Direção Veicular',
      );
    expect(await stored(inicio)).toHaveLength(1);
  });

  it('lets an instructor teach exactly one car lesson at a time', async () => {
    const inicio = at(testDay(2), '14:00');
    const ids = await processes(7, 6);
    const instrutor = t.instrutor(2);
    const results = await race(
      ids.map((processo_id, i) => ({
        processo_id,
        instrutor_id: instrutor,
        veiculo_id: cars[i] ?? 0,
        inicio,
      })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    for (const aula of reasons(results))
      expect(aula).toEqual([
        'Instrutor já possui aula neste horário — Norma do DETRAN do estado, perfil estadual: alunos ao mesmo tempo',
      ]);
    expect(await stored(inicio)).toHaveLength(1);
  });

  it('lets an instructor teach exactly two category A students at once, each on a motorcycle', async () => {
    const inicio = at(testDay(3), '15:00');
    const ids = await processes(13, 6, 'A');
    const instrutor = t.instrutor(0);
    const results = await race(
      ids.map((processo_id, i) => ({
        processo_id,
        instrutor_id: instrutor,
        veiculo_id: motorcycles[i] ?? 0,
        inicio,
      })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(2);
    for (const aula of reasons(results)) {
      expect(aula).toEqual([
        'Instrutor só pode ministrar aula para 2 alunos ao mesmo tempo — Norma do DETRAN do estado, perfil estadual: alunos ao mesmo tempo',
      ]);
    }
    const lessons = await stored(inicio);
    expect(lessons).toHaveLength(2);
    expect(new Set(lessons.map((lesson) => lesson.veiculo_id)).size).toBe(2);
  });
});
