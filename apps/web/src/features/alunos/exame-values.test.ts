import type { Exame } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_EXAME, exameBodyFrom, validateExame, valuesFromExame } from './exame-values.ts';

const EXAME: Exame = {
  id_exame: 3,
  aluno_id: 7,
  aluno_nome: 'Estela Exemplo',
  aluno_cpf: '39053344705',
  tipo: 'psicologico',
  resultado: 'apto_com_restricoes',
  data_exame: '2025-03-10',
  clinica: null,
  observacoes: 'Reavaliar em 6 meses',
  created_at: '2025-03-10T12:00:00Z',
};

describe('exam form values', () => {
  it('asks for type, result and date', () => {
    expect(validateExame(EMPTY_EXAME)).toEqual({
      tipo: 'required',
      resultado: 'required',
      data_exame: 'required',
    });
    expect(validateExame(valuesFromExame(EXAME))).toEqual({});
  });

  it('round-trips a stored exam, blank texts as null', () => {
    expect(exameBodyFrom(valuesFromExame(EXAME))).toEqual({
      tipo: 'psicologico',
      resultado: 'apto_com_restricoes',
      data_exame: '2025-03-10',
      clinica: null,
      observacoes: 'Reavaliar em 6 meses',
    });
    expect(
      exameBodyFrom({ ...valuesFromExame(EXAME), clinica: '  Clínica Sul ', observacoes: ' ' }),
    ).toMatchObject({
      clinica: 'Clínica Sul',
      observacoes: null,
    });
  });

  it('refuses to build a body from an unchecked form', () => {
    expect(() => exameBodyFrom(EMPTY_EXAME)).toThrow();
  });
});
