import { describe, expect, it } from 'vitest';
import { readChoices, slotsRequestOf } from './agendar-choices.ts';

describe('agendar choices', () => {
  it('asks for slots only once every choice is made', () => {
    expect(slotsRequestOf(readChoices(new URLSearchParams('processo=1&instrutor=2')))).toBeUndefined();
    const full = new URLSearchParams('processo=1&instrutor=2&veiculo=3&data=2026-12-21&horas=2&tipo=baliza');
    expect(slotsRequestOf(readChoices(full))).toEqual({
      data: '2026-12-21',
      processo_id: 1,
      instrutor_id: 2,
      veiculo_id: 3,
      horas_aula: 2,
      tipo: 'baliza',
    });
  });

  it('falls back to 1 h/a and a normal lesson on odd values', () => {
    const choices = readChoices(new URLSearchParams('horas=7&tipo=x'));
    expect(choices.horas).toBe('1');
    expect(choices.tipo).toBe('normal');
  });
});
