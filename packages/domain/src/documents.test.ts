import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfDigits, isCnpj, isCpf, normalizeCnpj } from './documents.ts';

describe('CPF', () => {
  it('accepts the demo CPFs with and without mask', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('11144477735')).toBe(true);
    expect(cpfDigits('111.444.777-35')).toBe('11144477735');
  });

  it('rejects wrong check digits and repeated digits', () => {
    expect(isCpf('529.982.247-24')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(isCpf('123')).toBe(false);
  });

  it('changing one digit of a valid CPF makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const valid = '52998224725';
        const digit = (Number(valid[position]) + delta) % 10;
        const changed = valid.slice(0, position) + String(digit) + valid.slice(position + 1);
        expect(isCpf(changed)).toBe(false);
      }),
    );
  });
});

describe('CNPJ', () => {
  it('accepts numeric and alphanumeric CNPJ', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('rejects wrong check digits', () => {
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isCnpj('')).toBe(false);
  });
});
