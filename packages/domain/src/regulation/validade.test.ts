import { describe, expect, it } from 'vitest';
import { checkValidity, type ValidityContext } from './validade.ts';

const valid: ValidityContext = {
  processo: { status: 'aberto', validade: '2026-12-31', validadeMeses: 12 },
  instrutor: { ativo: true, credencialValidade: '2027-01-31', cnhValidade: '2028-05-01' },
  exames: { medico: 'apto', psicologico: 'apto' },
  veiculo: { ativo: true, licenciamentoValidade: '2026-09-30' },
};
const codes = (ctx: ValidityContext, data = '2026-03-10') =>
  checkValidity(ctx, data).map((found) => found.code);

describe('validity on the lesson date', () => {
  it('passes when everyone and everything is valid', () => {
    expect(codes(valid)).toEqual([]);
  });

  it('refuses an instructor whose credential or CNH expired (Lei 12.302/2010, art. 4º)', () => {
    const expired = {
      ...valid,
      instrutor: { ativo: true, credencialValidade: '2026-03-09', cnhValidade: '2026-03-09' },
    };
    expect(codes(expired)).toEqual(['INSTRUTOR_CREDENCIAL_VENCIDA', 'INSTRUTOR_CNH_VENCIDA']);
    // Valid through its last day.
    expect(codes(expired, '2026-03-09')).toEqual([]);
    const [credencial] = checkValidity(expired, '2026-03-10');
    expect(credencial?.fundamento).toBe('Lei nº 12.302/2010, art. 4º, V (certificado do órgão de trânsito)');
  });

  it('refuses a student whose exams are not apto, and a process closed or past its validity', () => {
    expect(codes({ ...valid, exames: { medico: 'inapto', psicologico: 'pendente' } })).toEqual([
      'EXAME_MEDICO_INAPTO',
      'EXAME_PSICOLOGICO_INAPTO',
    ]);
    expect(codes({ ...valid, exames: { medico: 'apto_com_restricoes', psicologico: null } })).toEqual([]);
    expect(
      codes({ ...valid, processo: { status: 'concluido', validade: '2026-03-01', validadeMeses: 12 } }),
    ).toEqual(['PROCESSO_NAO_ABERTO', 'PROCESSO_VENCIDO']);
  });

  it('refuses a vehicle whose yearly licensing lapsed (CTB art. 130)', () => {
    expect(codes({ ...valid, veiculo: { ativo: true, licenciamentoValidade: '2026-03-09' } })).toEqual([
      'VEICULO_LICENCIAMENTO_VENCIDO',
    ]);
    expect(codes({ ...valid, veiculo: { ativo: true, licenciamentoValidade: null } })).toEqual([]);
  });
});
