import { describe, expect, it } from 'vitest';
import { brCodeIntegro, crc16Pix, gerarPixCopiaECola, lerPixCopiaECola } from './pix.ts';

describe('PIX BR Code', () => {
  it("computes the CRC16 of the Banco Central manual's example", () => {
    const corpo =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16Pix(corpo)).toBe('1D3D');
    expect(brCodeIntegro(`${corpo}1D3D`)).toBe(true);
    expect(brCodeIntegro(`${corpo}1D3E`)).toBe(false);
    // the check value of CRC-16/CCITT-FALSE
    expect(crc16Pix('123456789')).toBe('29B1');
  });

  it("builds an invoice's copia e cola with amount and txid, and reads it back", () => {
    const brCode = gerarPixCopiaECola({
      recebedor: { chave: '12345678000195', nome: 'CFC Plataforma Ltda', cidade: 'Goiania' },
      valorCentavos: 15_990,
      txid: 'FAT1001',
    });
    expect(brCode).toMatch(/^000201/);
    expect(brCode).toContain('5406159.90');
    expect(brCodeIntegro(brCode)).toBe(true);
    expect(lerPixCopiaECola(brCode)).toEqual({
      chave: '12345678000195',
      valorCentavos: 15_990,
      txid: 'FAT1001',
    });
    expect(lerPixCopiaECola(`${brCode.slice(0, -1)}0`)).toBeNull();
  });

  it('refuses a zero amount and a txid with symbols', () => {
    const recebedor = { chave: 'a@b.com', nome: 'X', cidade: 'Y' };
    expect(() => gerarPixCopiaECola({ recebedor, valorCentavos: 0, txid: 'A' })).toThrow(RangeError);
    expect(() => gerarPixCopiaECola({ recebedor, valorCentavos: 1, txid: 'A-1' })).toThrow(RangeError);
  });
});
