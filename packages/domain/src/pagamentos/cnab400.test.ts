import { describe, expect, it } from 'vitest';
import { digitoNossoNumeroBradesco } from './boleto.ts';
import type { ContaCobranca } from './cnab240.ts';
import { gerarRetorno400, lerRetorno400 } from './cnab400.ts';
import { lerArquivoRetorno } from './retorno-csv.ts';

const conta: ContaCobranca = {
  banco: '237',
  agencia: '1234',
  carteira: '09',
  conta: '0012345',
  convenio: '4567890',
  razaoSocial: 'CFC Plataforma',
  cnpj: '11222333000181',
};

const arquivo = () =>
  gerarRetorno400({
    conta,
    geradoEm: '2026-03-10',
    creditoEm: '2026-03-11',
    titulos: [
      {
        nossoNumero: 1001,
        ocorrencia: '06',
        vencimento: '2026-03-10',
        valorTituloCentavos: 15_990,
        valorPagoCentavos: 15_990,
        tarifaCentavos: 250,
        pagoEm: '2026-03-09',
        creditoEm: '2026-03-11',
      },
      {
        nossoNumero: 1002,
        ocorrencia: '02',
        vencimento: '2026-03-20',
        valorTituloCentavos: 8_000,
        valorPagoCentavos: 0,
        pagoEm: '2026-03-02',
        creditoEm: '2026-03-02',
      },
    ],
  });

function alterar(texto: string, n: number, de: number, valor: string): string {
  const linhas = texto.split('\r\n');
  const linha = linhas[n - 1] ?? '';
  linhas[n - 1] = linha.slice(0, de - 1) + valor + linha.slice(de - 1 + valor.length);
  return linhas.join('\r\n');
}

describe('CNAB 400 return (Bradesco)', () => {
  it('has a header, type-1 details and a trailer of 400 positions, numbered in 395–400', () => {
    const linhas = arquivo().trimEnd().split('\r\n');
    expect(linhas.map((linha) => linha.length)).toEqual([400, 400, 400, 400]);
    expect(linhas.map((linha) => linha[0])).toEqual(['0', '1', '1', '9']);
    expect(linhas.map((linha) => linha.slice(394))).toEqual(['000001', '000002', '000003', '000004']);
    expect(linhas[1]?.slice(70, 82)).toBe(`00000001001${digitoNossoNumeroBradesco('09', '00000001001')}`);
    expect(linhas[1]?.slice(108, 110)).toBe('06');
    expect(linhas[1]?.slice(253, 266)).toBe('0000000015990');
  });

  it('reads each detail: nosso número, amount paid, tariff, occurrence, dates', () => {
    const lido = lerRetorno400(arquivo());
    expect(lido.erros).toEqual([]);
    expect(lido.titulos).toEqual([
      {
        linha: 2,
        nossoNumero: 1001,
        ocorrencia: '06',
        ocorrenciaDescricao: 'Liquidação',
        liquidacao: true,
        valorTituloCentavos: 15_990,
        valorPagoCentavos: 15_990,
        tarifaCentavos: 250,
        jurosCentavos: 0,
        descontoCentavos: 0,
        pagoEm: '2026-03-09',
        creditoEm: '2026-03-11',
      },
      expect.objectContaining({ linha: 3, nossoNumero: 1002, ocorrencia: '02', liquidacao: false }),
    ]);
    expect(lerArquivoRetorno(arquivo())?.formato).toBe('cnab400');
  });

  it('reports a broken line with its number and reason', () => {
    expect(lerRetorno400(alterar(arquivo(), 2, 254, '00000000159X0')).erros).toEqual([
      { linha: 2, motivo: 'Valor pago (posições 254 a 266) não é numérico: "00000000159X0".' },
    ]);
    expect(lerRetorno400(alterar(arquivo(), 3, 395, '000009')).erros).toEqual([
      { linha: 3, motivo: 'O número sequencial (posições 395 a 400) é "000009"; esperado 000003.' },
    ]);
    expect(lerRetorno400(alterar(arquivo(), 2, 111, '320326')).erros[0]?.motivo).toBe(
      'Data da ocorrência (posições 111 a 116) não é uma data válida: "320326".',
    );
    expect(lerRetorno400(alterar(arquivo(), 4, 87, '00002')).erros).toEqual([
      { linha: 4, motivo: 'O trailer declara 2 liquidações; o arquivo tem 1.' },
    ]);
    const semTrailer = arquivo().trimEnd().split('\r\n').slice(0, 3).join('\r\n');
    expect(lerRetorno400(semTrailer).erros).toEqual([
      { linha: 3, motivo: 'Falta o trailer do arquivo (registro 9): o arquivo está incompleto.' },
    ]);
  });
});
