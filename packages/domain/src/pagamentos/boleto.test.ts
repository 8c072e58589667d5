import boletoUtils from '@mrmgomes/boleto-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codigoDaLinhaDigitavel,
  digitoNossoNumeroBradesco,
  fatorDeVencimento,
  formatarLinhaDigitavel,
  gerarBoleto,
  linhaDigitavelDoCodigo,
  linhaDigitavelValida,
  vencimentoDoFator,
} from './boleto.ts';

// typed with one parameter each, both read a second one (the kind of number) at run time
const validarCodigoComDV = boletoUtils.validarCodigoComDV as unknown as (
  codigo: string,
  tipo: string,
) => boolean;
const validarBoleto = boletoUtils.validarBoleto as unknown as (
  codigo: string,
  tipo: string,
) => ReturnType<typeof boletoUtils.validarBoleto>;

const cedente = { banco: '237', agencia: '1234', carteira: '09', conta: '0012345' };

describe('due-date factor', () => {
  it('counts days from 07/10/1997 and restarts at 1000 after 21/02/2025', () => {
    expect(fatorDeVencimento('2000-07-03')).toBe(1000);
    expect(fatorDeVencimento('2008-11-01')).toBe(4043);
    expect(fatorDeVencimento('2025-02-21')).toBe(9999);
    expect(fatorDeVencimento('2025-02-22')).toBe(1000);
    expect(fatorDeVencimento('2026-11-27')).toBe(1643);
  });

  it('reads a factor as the date nearest to the day it is read', () => {
    expect(vencimentoDoFator(4043, '2008-10-01')).toBe('2008-11-01');
    expect(vencimentoDoFator(9999, '2025-02-10')).toBe('2025-02-21');
    expect(vencimentoDoFator(1000, '2025-02-10')).toBe('2025-02-22');
    expect(vencimentoDoFator(1643, '2026-11-20')).toBe('2026-11-27');
    // a slip that fell due two years ago is still read in the past, not 22 years ahead
    expect(vencimentoDoFator(1000, '2027-02-22')).toBe('2025-02-22');
  });

  it('round-trips every date of the next cycles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (dias) => {
        const data = new Date(Date.UTC(2000, 6, 3) + dias * 86_400_000).toISOString().slice(0, 10);
        expect(vencimentoDoFator(fatorDeVencimento(data), data)).toBe(data);
      }),
    );
  });

  it('the library decodes the old factor only; its 2025 variant agrees with ours', () => {
    const { linhaDigitavel } = gerarBoleto({
      cedente,
      nossoNumero: 1001,
      valorCentavos: 15_990,
      vencimento: '2026-12-10',
    });
    const tipo = 'LINHA_DIGITAVEL';
    const antigo = boletoUtils.identificarData(linhaDigitavel, tipo) as Date;
    expect(antigo.toISOString().slice(0, 10)).toBe('2002-04-20'); // factor 1656 read on the first cycle
    const novo = boletoUtils.identificarDataComNovoFator2025(linhaDigitavel, tipo) as Date;
    expect(novo.toISOString().slice(0, 10)).toBe('2026-12-10');
  });
});

describe('boleto', () => {
  it('reads a real Bradesco slip: barcode, check digits, due date and amount', () => {
    const linha = '23790448095616862379336011058009740430000124020';
    expect(linhaDigitavelValida(linha)).toBe(true);
    const codigo = codigoDaLinhaDigitavel(linha);
    expect(codigo).toBe('23797404300001240200448056168623793601105800');
    expect(linhaDigitavelDoCodigo(codigo)).toBe(linha);
    expect(vencimentoDoFator(Number(codigo.slice(5, 9)), '2008-10-15')).toBe('2008-11-01');
    expect(Number(codigo.slice(9, 19))).toBe(124_020);
  });

  it('builds a slip the library validates, with our amount and due date', () => {
    const boleto = gerarBoleto({
      cedente,
      nossoNumero: 1001,
      valorCentavos: 15_990,
      vencimento: '2026-12-10',
    });
    expect(boleto.codigoBarras).toMatch(/^2379\d{40}$/);
    expect(boleto.codigoBarras.slice(5, 19)).toBe('16560000015990');
    expect(boleto.codigoBarras.slice(19)).toBe('1234090000000100100123450');
    expect(linhaDigitavelValida(boleto.linhaDigitavel)).toBe(true);
    const lido = validarBoleto(boleto.linhaDigitavel, 'LINHA_DIGITAVEL');
    expect(lido.sucesso).toBe(true);
    expect(lido.valor).toBe(159.9);
    const outro = gerarBoleto({
      cedente,
      nossoNumero: 1002,
      valorCentavos: 15_990,
      vencimento: '2026-12-10',
    });
    expect(validarCodigoComDV(outro.codigoBarras, 'CODIGO_DE_BARRAS')).toBe(true);
  });

  it("keeps FEBRABAN's general digit where the library departs from it (remainders 0 and 1 give 1)", () => {
    // nosso número 1001 leaves remainder 1: FEBRABAN's bank barcode takes 1, the library's module 11
    // (the one of utility bills) takes 0 and refuses the slip. We build and check with our own.
    const { codigoBarras } = gerarBoleto({
      cedente,
      nossoNumero: 1001,
      valorCentavos: 15_990,
      vencimento: '2026-12-10',
    });
    expect(codigoBarras[4]).toBe('1');
    expect(validarCodigoComDV(codigoBarras, 'CODIGO_DE_BARRAS')).toBe(false);
  });

  it('every generated slip validates and a changed digit of its fields does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 31 }),
        (valorCentavos, nossoNumero, posicao) => {
          const { linhaDigitavel } = gerarBoleto({
            cedente,
            nossoNumero,
            valorCentavos,
            vencimento: '2027-01-10',
          });
          expect(linhaDigitavelValida(linhaDigitavel)).toBe(true);
          const trocado = (Number(linhaDigitavel[posicao]) + 1) % 10;
          const errado = linhaDigitavel.slice(0, posicao) + trocado + linhaDigitavel.slice(posicao + 1);
          // each of the three fields has a module-10 digit, which catches any one digit changed; the
          // general digit (module 11, with 0, 10 and 11 collapsed into 1) does not always
          expect(linhaDigitavelValida(errado)).toBe(false);
        },
      ),
    );
  });

  it('prints the linha digitável in its groups', () => {
    expect(formatarLinhaDigitavel('23790448095616862379336011058009740430000124020')).toBe(
      '23790.44809 56168.623793 36011.058009 7 40430000124020',
    );
  });

  it("computes Bradesco's nosso número digit, with P for remainder 1", () => {
    // worked example of Bradesco's manual: wallet 19, number 00000000002 → 8
    expect(digitoNossoNumeroBradesco('19', '00000000002')).toBe('8');
    expect(['P', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']).toContain(
      digitoNossoNumeroBradesco('09', '1001'),
    );
  });
});
