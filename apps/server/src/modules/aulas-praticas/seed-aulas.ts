import { addDays, atSaoPaulo, HORA_AULA_MINUTOS, todayInSaoPaulo, VIOLATIONS } from '@cfc/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * A realistic month of practical lessons for the demo school (deterministic relative to `today`):
 * the past three weeks given ('realizada', each with its annotation: times around the planned
 * ones, odometers increasing per vehicle), the next week booked ('agendada'), no lessons today or
 * on Sundays. Three cars with instructors 1-3 at 08:00 and 14:00, one motorcycle at 16:00, every
 * student at most once a day. Four given lessons break a rule on purpose, so the GETRAN screens
 * have rejections to show: 40 minutes, 70 minutes, a double lesson of 80 minutes and an
 * instructor whose licence does not cover category A. Runs in the seed's system transaction.
 */

const MINUTE = 60_000;
/** Planned starts of the car lessons (minutes of the day) and of the motorcycle one. */
const CAR_SLOTS = [8 * 60, 14 * 60];
const MOTO_SLOT = 16 * 60;
const BREAKER_SLOT = 17 * 60;

interface Planned {
  processo_id: number;
  aluno_id: number;
  instrutor_id: number;
  veiculo_id: number;
  inicio: Date;
  horas_aula: 1 | 2;
  /** Given minutes (past lessons only); the start drifts by `atraso` minutes. */
  duracao?: number;
  atraso?: number;
  getran_status?: string | null;
}

const isSunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0;

export async function seedAulasPraticas(
  trx: Transaction<DB>,
  schoolId: number,
  today = todayInSaoPaulo(),
): Promise<number> {
  const processos = await trx
    .selectFrom('processos')
    .select(['id', 'aluno_id', 'categoria'])
    .where('autoescola_id', '=', schoolId)
    .where('regime', '=', 'CONTRAN_1020_2025')
    .where('status', '=', 'aberto')
    .where('ladv_validade', '>', addDays(today, 8))
    .orderBy('id')
    .execute();
  const carros = processos.filter((p) => p.categoria === 'B');
  const motos = processos.filter((p) => p.categoria === 'A');
  const instrutores = await trx
    .selectFrom('instrutores')
    .select(['id', 'cnh_categoria'])
    .where('autoescola_id', '=', schoolId)
    .orderBy('id')
    .execute();
  const veiculos = await trx
    .selectFrom('veiculos')
    .select(['id', 'categoria'])
    .where('autoescola_id', '=', schoolId)
    .orderBy('id')
    .execute();
  const cars = veiculos.filter((v) => v.categoria === 'B').slice(0, 3);
  const motorcycles = veiculos.filter((v) => v.categoria === 'A');
  const [i1, i2, i3, i4] = instrutores;
  if (carros.length < 6 || motos.length < 2 || cars.length < 3 || motorcycles.length < 2 || !i4 || !i3)
    return 0;
  const [i1Id, i2Id, i3Id, i4Id] = [i1?.id ?? 0, i2?.id ?? 0, i3.id, i4.id];
  const carInstrutores = [i1Id, i2Id, i3Id];

  const planned: Planned[] = [];
  const days = Array.from({ length: 29 }, (_, n) => addDays(today, n - 21)).filter(
    (day) => day !== today && !isSunday(day),
  );
  for (const [d, day] of days.entries()) {
    const past = day < today;
    const drift = (n: number) => (past ? { atraso: ((d + n) % 7) - 3, duracao: 47 + ((d * 3 + n) % 7) } : {});
    const status = (n: number) =>
      past ? { getran_status: day < addDays(today, -7) && n % 3 !== 2 ? 'Aceito' : null } : {};
    for (const [s, slot] of CAR_SLOTS.entries()) {
      for (const [k, instrutorId] of carInstrutores.entries()) {
        const n = s * 3 + k;
        const processo = carros[(d * 6 + n) % carros.length];
        const car = cars[k];
        if (!processo || !car) continue;
        const base = { processo_id: processo.id, aluno_id: processo.aluno_id, instrutor_id: instrutorId };
        const inicio = atSaoPaulo(day, slot);
        planned.push({ ...base, veiculo_id: car.id, inicio, horas_aula: 1, ...drift(n), ...status(n) });
      }
    }
    const moto = motos[d % motos.length];
    const motoVeiculo = motorcycles[0];
    if (moto && motoVeiculo) {
      const base = {
        processo_id: moto.id,
        aluno_id: moto.aluno_id,
        instrutor_id: i4Id,
        veiculo_id: motoVeiculo.id,
      };
      planned.push({ ...base, inicio: atSaoPaulo(day, MOTO_SLOT), horas_aula: 1, ...drift(6), ...status(6) });
    }
  }

  // The rule breakers, on past days at 17:00 with students who had no other lesson that day.
  const pastDays = days.filter((day) => day < today);
  const breakers: { dayIndex: number; build: (day: string, d: number) => Planned | null }[] = [
    { dayIndex: 2, build: (day, d) => carBreaker(day, d, 0, 1, 40, VIOLATIONS.TEMPO_TOTAL_INSUFICIENTE) },
    { dayIndex: 5, build: (day, d) => carBreaker(day, d, 1, 1, 70, VIOLATIONS.AULA_ACIMA_1_HORA) },
    { dayIndex: 8, build: (day, d) => carBreaker(day, d, 2, 2, 80, VIOLATIONS.AULA_DUPLA_SEM_TEMPO_MINIMO) },
    {
      dayIndex: 11,
      build: (day, d) => {
        const moto = motos[(d + 1) % motos.length];
        const veiculo = motorcycles[1];
        if (!moto || !veiculo) return null;
        return {
          processo_id: moto.id,
          aluno_id: moto.aluno_id,
          // A 'B' licence does not cover the category A process.
          instrutor_id: i3Id,
          veiculo_id: veiculo.id,
          inicio: atSaoPaulo(day, BREAKER_SLOT),
          horas_aula: 1,
          duracao: 50,
          atraso: 0,
          getran_status: VIOLATIONS.CATEGORIA_INCOMPATIVEL,
        };
      },
    },
  ];
  function carBreaker(day: string, d: number, k: number, horas: 1 | 2, duracao: number, rejeicao: string) {
    const processo = carros[(d * 6 + 6 + k) % carros.length];
    const car = cars[k];
    if (!processo || !car) return null;
    return {
      processo_id: processo.id,
      aluno_id: processo.aluno_id,
      instrutor_id: carInstrutores[k] ?? i1Id,
      veiculo_id: car.id,
      inicio: atSaoPaulo(day, BREAKER_SLOT),
      horas_aula: horas,
      duracao,
      atraso: 0,
      getran_status: rejeicao,
    } satisfies Planned;
  }
  for (const breaker of breakers) {
    const day = pastDays[breaker.dayIndex];
    const d = day ? days.indexOf(day) : -1;
    const lesson = day ? breaker.build(day, d) : null;
    if (lesson) planned.push(lesson);
  }

  planned.sort((a, b) => a.inicio.getTime() - b.inicio.getTime());
  const odometer = new Map(veiculos.map((v, i) => [v.id, 12_000 + i * 7_000]));
  for (const lesson of planned) {
    const fim = new Date(lesson.inicio.getTime() + lesson.horas_aula * HORA_AULA_MINUTOS * MINUTE);
    const given = lesson.duracao !== undefined;
    const { id } = await trx
      .insertInto('aulas_praticas')
      .values({
        autoescola_id: schoolId,
        processo_id: lesson.processo_id,
        aluno_id: lesson.aluno_id,
        instrutor_id: lesson.instrutor_id,
        veiculo_id: lesson.veiculo_id,
        inicio: lesson.inicio,
        fim,
        horas_aula: lesson.horas_aula,
        status: given ? 'realizada' : 'agendada',
        getran_status: lesson.getran_status ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!given) continue;
    const begin = new Date(lesson.inicio.getTime() + (lesson.atraso ?? 0) * MINUTE);
    const hodoStart = (odometer.get(lesson.veiculo_id) ?? 0) + 2 + (id % 3);
    const hodoEnd = hodoStart + 8 + (id % 9);
    odometer.set(lesson.veiculo_id, hodoEnd);
    await trx
      .insertInto('anotacoes_praticas')
      .values({
        autoescola_id: schoolId,
        aula_id: id,
        begin_time: begin,
        finish_time: new Date(begin.getTime() + (lesson.duracao ?? 50) * MINUTE),
        hodo_start: hodoStart,
        hodo_end: hodoEnd,
      })
      .execute();
  }
  return planned.length;
}
