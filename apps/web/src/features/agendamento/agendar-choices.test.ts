import type { Processo } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { processosDaEscolha, readChoices, slotsRequestOf } from './agendar-choices.ts';

const processo = (id: number, alunoId: number, status: Processo['status']) => ({
  id_processo: id,
  aluno_id: alunoId,
  status,
});

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

  it("offers the chosen student's open processes, and none when the student has no open process", () => {
    const abertos = [processo(1, 10, 'aberto'), processo(2, 20, 'aberto')];
    expect(processosDaEscolha(undefined, abertos, undefined)).toBe(abertos);
    expect(processosDaEscolha(10, abertos, undefined)?.map((item) => item.id_processo)).toEqual([1]);
    expect(processosDaEscolha(30, abertos, undefined)).toBeUndefined();
    const doAluno = [processo(3, 30, 'concluido'), processo(4, 30, 'aberto'), processo(5, 30, 'cancelado')];
    expect(processosDaEscolha(30, abertos, doAluno)?.map((item) => item.id_processo)).toEqual([4]);
    expect(processosDaEscolha(30, abertos, [processo(3, 30, 'concluido')])).toEqual([]);
  });
});
