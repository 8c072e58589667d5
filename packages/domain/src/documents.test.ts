import {
  generateCnh,
  generateCnpj,
  generateCpf,
  generateLicensePlate,
  generateRenavam,
} from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeDocument,
  cpfDigits,
  isCnh,
  isCnpj,
  isCpf,
  isPlate,
  isRenach,
  isRenavam,
  normalizeCnpj,
  normalizePlate,
} from './documents.ts';

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

/** Changes one character of a document to another digit: a check digit must catch it. */
const changeOneDigit = (value: string, position: number, delta: number) => {
  const index = position % value.length;
  const char = value[index] ?? '0';
  if (!/\d/.test(char)) return value;
  return value.slice(0, index) + String((Number(char) + delta) % 10) + value.slice(index + 1);
};

describe('documents with check digits', () => {
  const seeds = fc.integer({ min: 0, max: 1000 });

  it('accepts every generated CPF, CNPJ, CNH and RENAVAM', () => {
    fc.assert(
      fc.property(seeds, () => {
        expect(isCpf(generateCpf())).toBe(true);
        expect(isCnpj(generateCnpj())).toBe(true);
        expect(isCnpj(generateCnpj(2))).toBe(true);
        expect(isCnh(generateCnh())).toBe(true);
        expect(isRenavam(generateRenavam())).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('rejects a CNH or RENAVAM whose check digit is off', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (delta) => {
        const cnh = generateCnh();
        const renavam = generateRenavam();
        expect(isCnh(changeOneDigit(cnh, 10, delta))).toBe(false);
        expect(isRenavam(changeOneDigit(renavam, 10, delta))).toBe(false);
      }),
    );
    expect(isCnh('1234')).toBe(false);
    expect(isRenavam('')).toBe(false);
  });
});

describe('plates and RENACH', () => {
  it('accepts old and Mercosul plates, with or without separators', () => {
    expect(isPlate('ABC-1234')).toBe(true);
    expect(isPlate('abc1d23')).toBe(true);
    expect(normalizePlate('abc-1234')).toBe('ABC1234');
    expect(isPlate('AB-12345')).toBe(false);
    expect(isPlate('1BC1234')).toBe(false);
    fc.assert(
      fc.property(fc.integer(), () => {
        expect(isPlate(generateLicensePlate())).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('knows a RENACH by its state and nine digits', () => {
    expect(isRenach('MA123456789')).toBe(true);
    expect(isRenach('ma-123.456.789')).toBe(true);
    expect(isRenach('XX123456789')).toBe(false);
    expect(isRenach('MA12345678')).toBe(false);
  });
});

describe('completeDocument', () => {
  it('finds the check digits of a CPF, CNH and RENAVAM base', () => {
    expect(completeDocument('529982247', 2, isCpf)).toBe('52998224725');
    fc.assert(
      // A base of one repeated digit (999999999) has no valid completion: such documents are refused.
      fc.property(
        fc.integer({ min: 100_000_000, max: 999_999_999 }).filter((base) => !/^(\d)\1+$/.test(String(base))),
        (base) => {
          expect(isCpf(completeDocument(String(base), 2, isCpf))).toBe(true);
          expect(isCnh(completeDocument(String(base), 2, isCnh))).toBe(true);
          expect(isRenavam(completeDocument(`0${base}`, 1, isRenavam))).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
