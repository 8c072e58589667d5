import { describe, expect, it } from 'vitest';
import { agendaDaAula } from './agenda-link.ts';

describe('the link to a booked lesson', () => {
  it("opens the student's agenda on the São Paulo day of the lesson, with its detail", () => {
    // 01:30 UTC on the 11th is still the evening of the 10th in São Paulo.
    const link = agendaDaAula({ id_aulas_praticas: 42, id_aluno: 7, inicio: '2026-03-11T01:30:00Z' });
    const [path, query] = link.split('?');
    expect(path).toBe('/admin/agendamento/agenda');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      por: 'aluno',
      id: '7',
      visao: 'dia',
      data: '2026-03-10',
      aula: '42',
    });
  });
});
