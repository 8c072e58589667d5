import { gerarBoleto } from '@cfc/domain/pagamentos';
import { describe, expect, it } from 'vitest';
import { codificarI2de5, decodificarI2de5, RAZAO_LARGA, svgI2de5 } from './barcode.ts';

describe('Interleaved 2 of 5 (the boleto barcode)', () => {
  it('encodes a pair as the first digit in bars and the second in spaces, inside start and stop', () => {
    // '12': 1 = wnnnw in bars, 2 = nwnnw in spaces.
    const elementos = codificarI2de5('12');
    const w = RAZAO_LARGA;
    expect(elementos.map((e) => e.largura)).toEqual([1, 1, 1, 1, w, 1, 1, w, 1, 1, 1, 1, w, w, w, 1, 1]);
    expect(elementos.map((e) => (e.barra ? 'B' : 's')).join('')).toBe('BsBsBsBsBsBsBsBsB');
  });

  it('gives every digit two wide elements out of five, and reads back what it wrote', () => {
    const todos = '0123456789';
    const elementos = codificarI2de5(todos);
    // start 4 + 10 digits × 5 + stop 3
    expect(elementos).toHaveLength(4 + 50 + 3);
    expect(elementos.slice(4, -3).filter((e) => e.largura > 1)).toHaveLength(20);
    expect(decodificarI2de5(elementos)).toBe(todos);
  });

  it("draws a boleto's 44 digits: a fixed width of 44 × 7 + 4 + 5 narrow units", () => {
    const { codigoBarras } = gerarBoleto({
      cedente: { banco: '237', agencia: '1234', carteira: '09', conta: '0012345' },
      nossoNumero: 1000,
      valorCentavos: 12_345,
      vencimento: '2026-04-10',
    });
    const elementos = codificarI2de5(codigoBarras);
    expect(decodificarI2de5(elementos)).toBe(codigoBarras);
    const largura = elementos.reduce((soma, e) => soma + e.largura, 0);
    // each digit: 3 narrow + 2 wide; start 4; stop wide + 2 narrow
    expect(largura).toBe(44 * (3 + 2 * RAZAO_LARGA) + 4 + (RAZAO_LARGA + 2));
    const svg = svgI2de5(codigoBarras, 40);
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="40"/);
    // bars: 2 of the start, 5 per pair of digits, 2 of the stop
    expect(svg.match(/<rect /g)).toHaveLength(2 + 22 * 5 + 2);
  });

  it('refuses an odd number of digits or anything but digits', () => {
    expect(() => codificarI2de5('123')).toThrow(RangeError);
    expect(() => codificarI2de5('12a4')).toThrow(RangeError);
  });
});
