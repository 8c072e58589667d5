import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countCarga,
  countedHorasAula,
  nightHorasAula,
  nightMinutes,
  shortLessonReason,
} from './carga-horaria.ts';
import type { Lesson } from './lesson-rules.ts';
import { CONTRAN_789_2020, CONTRAN_1020_2025 } from './regimes.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';

const perfil = DEFAULT_STATE_PROFILE;

/** A lesson given on 2026-03-10 (São Paulo wall clock) from hh:mm for some minutes. */
const given = (hhmm: string, minutes: number, extra: Partial<Lesson> = {}): Lesson => {
  const inicio = `2026-03-10T${hhmm}:00.000Z`;
  return {
    inicio,
    fim: new Date(Date.parse(inicio) + minutes * 60_000).toISOString(),
    tipo: 'normal',
    dupla: false,
    ...extra,
  };
};

describe('a lesson shorter than the minimum (SPEC §8, total time under 45 minutes)', () => {
  it('never counts as a full h/a, and says why', () => {
    expect(countedHorasAula(given('13:00', 1), perfil)).toBe(0);
    expect(shortLessonReason(given('13:00', 1), perfil)?.code).toBe('TEMPO_TOTAL_INSUFICIENTE');
    expect(countedHorasAula(given('13:00', 44), perfil)).toBe(0);
    expect(countedHorasAula(given('13:00', 45), perfil)).toBe(1);
    expect(shortLessonReason(given('13:00', 45), perfil)).toBeNull();
  });

  it('counts a double lesson under its minimum as one h/a, and under 45 minutes as none', () => {
    expect(countedHorasAula(given('13:00', 90, { dupla: true }), perfil)).toBe(2);
    expect(countedHorasAula(given('13:00', 80, { dupla: true }), perfil)).toBe(1);
    expect(shortLessonReason(given('13:00', 80, { dupla: true }), perfil)?.code).toBe(
      'AULA_DUPLA_SEM_TEMPO_MINIMO',
    );
    expect(countedHorasAula(given('13:00', 30, { dupla: true }), perfil)).toBe(0);
  });

  it('counts never more than booked, and more time never counts less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (a, more, dupla) => {
          const shorter = countedHorasAula(given('13:00', a, { dupla }), perfil);
          const longer = countedHorasAula(given('13:00', a + more, { dupla }), perfil);
          expect(shorter).toBeLessThanOrEqual(dupla ? 2 : 1);
          expect(longer).toBeGreaterThanOrEqual(shorter);
        },
      ),
    );
  });
});

describe('night hours count by overlap with the night window', () => {
  it('takes the minutes inside the window, across midnight too', () => {
    expect(nightMinutes(given('17:30', 50), perfil.noite)).toBe(20);
    expect(nightMinutes(given('18:00', 50), perfil.noite)).toBe(50);
    expect(nightMinutes(given('23:30', 50), perfil.noite)).toBe(50);
    expect(nightMinutes(given('05:50', 50), perfil.noite)).toBe(10);
    expect(nightMinutes(given('13:00', 50), perfil.noite)).toBe(0);
    // A window that does not cross midnight, met by a lesson that does.
    expect(nightMinutes(given('23:30', 50), { inicio: '00:00', fim: '05:00' })).toBe(20);
  });

  it('gives a night h/a for each 45 minutes in the window, not for the start alone', () => {
    // 789/2020 (wording of 778/2019): at least 1 h/a "no período noturno" for ACC, A and B.
    expect(nightHorasAula(given('17:30', 50), perfil)).toBe(0);
    expect(nightHorasAula(given('05:50', 50), perfil)).toBe(0); // started at night, was daytime
    expect(nightHorasAula(given('18:00', 50), perfil)).toBe(1);
    expect(nightHorasAula(given('17:30', 100, { dupla: true }), perfil)).toBe(1); // 70 night minutes
    expect(nightHorasAula(given('18:10', 100, { dupla: true }), perfil)).toBe(2);
    expect(nightHorasAula(given('18:00', 20), perfil)).toBe(0); // too short to count at all
    expect(nightHorasAula(given('19:00', 50, { tipo: 'simulador' }), perfil)).toBe(0);
  });

  it('splits every lesson between the window and the rest of the day', () => {
    const hhmm = fc
      .integer({ min: 0, max: 24 * 60 - 1 })
      .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    fc.assert(
      fc.property(hhmm, hhmm, hhmm, fc.integer({ min: 1, max: 120 }), (inicio, fim, start, minutes) => {
        fc.pre(inicio !== fim);
        const lesson = given(start, minutes);
        const night = nightMinutes(lesson, { inicio, fim });
        const day = nightMinutes(lesson, { inicio: fim, fim: inicio });
        expect(night + day).toBeCloseTo(minutes, 6);
      }),
    );
  });
});

describe("the simulator cap ('simuladorMaximo')", () => {
  // 789/2020 (wording of 778/2019): category B may take up to 5 of its 20 h/a in a simulator.
  it('counts simulator h/a up to the cap only', () => {
    const simulador = Array.from({ length: 6 }, (_, i) =>
      given(`0${i + 1}:00`, 50, {
        tipo: 'simulador',
        inicio: `2026-03-0${i + 1}T08:00:00.000Z`,
        fim: `2026-03-0${i + 1}T08:50:00.000Z`,
      }),
    );
    const rua = Array.from({ length: 15 }, () => given('13:00', 50));
    const carga = countCarga([...simulador, ...rua], CONTRAN_789_2020, perfil);
    expect(carga).toEqual({
      realizadas: 20,
      noturnas: 0,
      simulador: 6,
      simuladorExcedente: 1,
      abaixoDoMinimo: 0,
    });
    expect(countCarga(simulador, CONTRAN_1020_2025, perfil).realizadas).toBe(0);
  });

  it('counts the night and the short lessons of a process', () => {
    const carga = countCarga(
      [given('18:00', 50), given('17:30', 50), given('13:00', 1)],
      CONTRAN_789_2020,
      perfil,
    );
    expect(carga).toEqual({
      realizadas: 2,
      noturnas: 1,
      simulador: 0,
      simuladorExcedente: 0,
      abaixoDoMinimo: 1,
    });
  });
});
