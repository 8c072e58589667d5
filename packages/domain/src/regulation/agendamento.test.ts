import { describe, expect, it } from 'vitest';
import {
  checkContingencia,
  checkSimulatorOrder,
  contingenciaPercentual,
  simulatorCapWarning,
} from './agendamento.ts';
import type { Lesson } from './lesson-rules.ts';
import { CONTRAN_789_2020, CONTRAN_1020_2025 } from './regimes.ts';
import { DEFAULT_STATE_PROFILE } from './state-profile.ts';

const on = (day: string, tipo: Lesson['tipo'] = 'normal', dupla = false): Lesson => ({
  inicio: `2026-03-${day}T13:00:00.000Z`,
  fim: `2026-03-${day}T13:50:00.000Z`,
  tipo,
  dupla,
});
const codes = (found: { code: string }[]) => found.map((violation) => violation.code);

describe('simulator lessons before the street (789/2020, wording of 778/2019)', () => {
  it('refuses a street lesson booked before a simulator lesson of the process', () => {
    expect(codes(checkSimulatorOrder(on('10'), [on('12', 'simulador')], CONTRAN_789_2020))).toEqual([
      'SIMULADOR_ANTES_DA_RUA',
    ]);
    expect(codes(checkSimulatorOrder(on('13'), [on('12', 'simulador')], CONTRAN_789_2020))).toEqual([]);
  });

  it('refuses a simulator lesson booked after a street lesson', () => {
    expect(codes(checkSimulatorOrder(on('14', 'simulador'), [on('12')], CONTRAN_789_2020))).toEqual([
      'SIMULADOR_ANTES_DA_RUA',
    ]);
    expect(codes(checkSimulatorOrder(on('11', 'simulador'), [on('12')], CONTRAN_789_2020))).toEqual([]);
  });

  it('asks no order where the regime does not', () => {
    expect(checkSimulatorOrder(on('10'), [on('12', 'simulador')], CONTRAN_1020_2025)).toEqual([]);
  });

  it('warns, without refusing, when the simulator h/a pass the cap of 5', () => {
    const four = ['01', '02', '03', '04'].map((day) => on(day, 'simulador'));
    expect(simulatorCapWarning(on('05', 'simulador'), four, CONTRAN_789_2020)).toBeNull();
    const warning = simulatorCapWarning(on('05', 'simulador', true), four, CONTRAN_789_2020);
    expect(warning?.code).toBe('SIMULADOR_ACIMA_DO_LIMITE');
    expect(warning?.mensagem).toBe(
      'Horas-aula em simulador acima de 5 não contam para a carga horária mínima',
    );
    expect(simulatorCapWarning(on('05'), four, CONTRAN_789_2020)).toBeNull();
  });
});

describe('contingency lessons: a monthly share per school', () => {
  const df = { ...DEFAULT_STATE_PROFILE, uf: 'DF' as const, contingenciaPercentualMaximo: 6 };

  it('allows them up to 6% of the month in the Federal District', () => {
    // 1 contingency lesson among 17 is 5.9%; 2 among 18 is 11.1%.
    expect(checkContingencia({ total: 16, contingencia: 0 }, df)).toEqual([]);
    expect(codes(checkContingencia({ total: 17, contingencia: 1 }, df))).toEqual([
      'CONTINGENCIA_ACIMA_DO_LIMITE',
    ]);
    expect(checkContingencia({ total: 17, contingencia: 1 }, df)[0]?.mensagem).toBe(
      'Aulas de contingência acima de 6% das aulas da autoescola no mês',
    );
    expect(checkContingencia({ total: 33, contingencia: 1 }, df)).toEqual([]);
  });

  it('counts a booked lesson once when it is marked afterwards', () => {
    // 17 lessons booked in the month, none marked: marking one makes 1 of 17, 5.9%.
    expect(checkContingencia({ total: 17, contingencia: 0 }, df, true)).toEqual([]);
    // 16 booked: 1 of 16 is 6.25%, over 6%.
    expect(codes(checkContingencia({ total: 16, contingencia: 0 }, df, true))).toEqual([
      'CONTINGENCIA_ACIMA_DO_LIMITE',
    ]);
    // 34 booked, 1 marked: a second one makes 2 of 34, 5.9%; with 33 it would be 6.06%.
    expect(checkContingencia({ total: 34, contingencia: 1 }, df, true)).toEqual([]);
    expect(codes(checkContingencia({ total: 33, contingencia: 1 }, df, true))).toEqual([
      'CONTINGENCIA_ACIMA_DO_LIMITE',
    ]);
  });

  it("gives the month's share as a percentage, 0 without lessons", () => {
    expect(contingenciaPercentual({ total: 17, contingencia: 1 })).toBeCloseTo(5.88, 2);
    expect(contingenciaPercentual({ total: 50, contingencia: 3 })).toBe(6);
    expect(contingenciaPercentual({ total: 0, contingencia: 0 })).toBe(0);
  });

  it('has no limit where the state sets none, and none allowed at 0%', () => {
    expect(checkContingencia({ total: 0, contingencia: 0 }, DEFAULT_STATE_PROFILE)).toEqual([]);
    const zero = { ...df, contingenciaPercentualMaximo: 0 };
    expect(codes(checkContingencia({ total: 100, contingencia: 0 }, zero))).toEqual([
      'CONTINGENCIA_NAO_PERMITIDA',
    ]);
  });
});
