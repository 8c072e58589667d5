import { describe, expect, it } from 'vitest';
import { EMPTY_PROCESSO, processoBodyFrom, tiposFor, validateProcesso } from './form-values.ts';
import { horasSituacao, progressOf, statusOf } from './labels.ts';

describe('processo form', () => {
  it('asks for the student, a RENACH, the category and a type the category allows', () => {
    expect(validateProcesso(EMPTY_PROCESSO)).toEqual({
      aluno_id: 'alunoRequired',
      renach: 'renachInvalid',
      categoria: 'categoriaRequired',
      tipo: 'tipoRequired',
    });
    const valid = { ...EMPTY_PROCESSO, aluno_id: 1, renach: 'MA123456789', categoria: 'B' as const };
    expect(validateProcesso({ ...valid, tipo: 'primeira_habilitacao' })).toEqual({});
    expect(validateProcesso({ ...valid, tipo: 'mudanca' })).toEqual({ tipo: 'tipoMismatch' });
    expect(tiposFor('D')).toEqual(['mudanca']);
  });

  it('sends blank optional fields as null', () => {
    const body = processoBodyFrom({
      ...EMPTY_PROCESSO,
      aluno_id: 3,
      renach: 'ma123456789',
      categoria: 'A',
      tipo: 'adicao',
      ladv_numero: ' 123 ',
    });
    expect(body).toEqual({
      aluno_id: 3,
      renach: 'MA123456789',
      categoria: 'A',
      tipo: 'adicao',
      aberto_em: null,
      ladv_numero: '123',
      ladv_validade: null,
    });
  });

  it('counts an open process past its validity as expired, and caps the progress at 100', () => {
    expect(statusOf({ status: 'aberto', expirado: true })).toBe('expirado');
    expect(statusOf({ status: 'concluido', expirado: true })).toBe('concluido');
    expect(progressOf(5, 20)).toBe(25);
    expect(progressOf(30, 20)).toBe(100);
  });

  it('never shows more hours given than required without saying so', () => {
    expect(horasSituacao(1, 2)).toBe('faltam');
    expect(horasSituacao(2, 2)).toBe('cumpridas');
    // '4 de 2 h/a' read as a mistake: the list says 'acima do mínimo' instead.
    expect(horasSituacao(4, 2)).toBe('acima');
    expect(horasSituacao(0, 0)).toBe('cumpridas');
  });
});
