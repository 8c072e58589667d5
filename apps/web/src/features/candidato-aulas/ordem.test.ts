import type { CandidatoAula } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { ordenarAulas, progresso } from './ordem.ts';

const NOW = Date.parse('2026-11-21T14:00:00Z');

function aula(id: number, inicio: string, status: CandidatoAula['status']): CandidatoAula {
  const fim = new Date(Date.parse(inicio) + 50 * 60_000).toISOString();
  return {
    id_aulas_praticas: id,
    data_aula: inicio.slice(0, 10),
    inicio,
    fim,
    status,
    instrutor: 'Ivo Instrutor',
    placa: 'ABC1D23',
    categoria: 'B',
    horas_aula: 1,
    tipo: 'normal',
    realizado_inicio: null,
    realizado_fim: null,
  };
}

describe("the student's lessons in order", () => {
  it('puts what is still to come first, soonest first, and the rest latest first', () => {
    const aulas = [
      aula(1, '2026-11-10T11:00:00Z', 'realizada'),
      aula(2, '2026-11-25T11:00:00Z', 'agendada'),
      aula(3, '2026-11-21T13:30:00Z', 'em_andamento'),
      aula(4, '2026-11-12T11:00:00Z', 'cancelada'),
      aula(5, '2026-11-23T11:00:00Z', 'agendada'),
      // Booked for this morning and never given: it is past, not next.
      aula(6, '2026-11-21T11:00:00Z', 'agendada'),
    ];
    const { proximas, anteriores } = ordenarAulas(aulas, NOW);
    expect(proximas.map((item) => item.id_aulas_praticas)).toEqual([3, 5, 2]);
    expect(anteriores.map((item) => item.id_aulas_praticas)).toEqual([6, 4, 1]);
  });

  it('measures the hours done and booked against those required, never past the whole', () => {
    expect(progresso({ horas_requeridas: 20, horas_realizadas: 5, horas_agendadas: 2 })).toEqual({
      realizadas: 25,
      agendadas: 10,
    });
    expect(progresso({ horas_requeridas: 20, horas_realizadas: 18, horas_agendadas: 5 })).toEqual({
      realizadas: 90,
      agendadas: 10,
    });
    expect(progresso({ horas_requeridas: 20, horas_realizadas: 25, horas_agendadas: 1 })).toEqual({
      realizadas: 100,
      agendadas: 0,
    });
    expect(progresso({ horas_requeridas: 0, horas_realizadas: 0, horas_agendadas: 0 }).realizadas).toBe(100);
  });
});
