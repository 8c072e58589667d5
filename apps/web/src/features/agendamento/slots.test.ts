import type { HorarioLivre } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { groupSlots, periodoOf, plannedEndOf } from './slots.ts';

const slot = (inicio: string, livre = true): HorarioLivre => ({
  inicio,
  fim: plannedEndOf(inicio, 1),
  livre,
  motivos: livre ? [] : ['Já existe aula neste horário'],
});

describe('slots', () => {
  it('splits the day by São Paulo start time into morning, afternoon and evening', () => {
    expect(periodoOf('2026-12-21T09:00:00Z')).toBe('manha'); // 06:00
    expect(periodoOf('2026-12-21T14:50:00Z')).toBe('manha'); // 11:50
    expect(periodoOf('2026-12-21T15:00:00Z')).toBe('tarde'); // 12:00
    expect(periodoOf('2026-12-21T21:00:00Z')).toBe('noite'); // 18:00
  });

  it('groups in order and leaves out empty parts', () => {
    const groups = groupSlots([slot('2026-12-21T09:00:00Z'), slot('2026-12-21T22:10:00Z', false)]);
    expect(groups.map((group) => group.periodo)).toEqual(['manha', 'noite']);
    expect(groups[1]?.slots[0]?.motivos).toEqual(['Já existe aula neste horário']);
  });

  it('plans the end at start plus 50 minutes per h/a', () => {
    expect(plannedEndOf('2026-12-21T12:20:00Z', 1)).toBe('2026-12-21T13:10:00.000Z');
    expect(plannedEndOf('2026-12-21T12:20:00Z', 2)).toBe('2026-12-21T14:00:00.000Z');
  });
});
