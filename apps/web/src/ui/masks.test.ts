import { describe, expect, it } from 'vitest';
import {
  isCompleteCpf,
  isEmail,
  typeCep,
  typeCnpj,
  typeCpf,
  typePhone,
  typePlate,
  typeRenach,
} from './masks.ts';

describe('typeCpf', () => {
  it('formats a CPF progressively while it is typed', () => {
    expect(typeCpf('')).toBe('');
    expect(typeCpf('123')).toBe('123');
    expect(typeCpf('1234')).toBe('123.4');
    expect(typeCpf('1234567')).toBe('123.456.7');
    expect(typeCpf('1234567890')).toBe('123.456.789-0');
    expect(typeCpf('12345678901')).toBe('123.456.789-01');
  });

  it('ignores non-digits and drops digits beyond eleven', () => {
    expect(typeCpf('123.456.789-01')).toBe('123.456.789-01');
    expect(typeCpf('a1b2c3 456789019999')).toBe('123.456.789-01');
  });

  it('tells when all eleven digits are present', () => {
    expect(isCompleteCpf('123.456.789-01')).toBe(true);
    expect(isCompleteCpf('123.456.789-0')).toBe(false);
  });
});

describe('typeCnpj', () => {
  it('formats a numeric CNPJ as 00.000.000/0000-00', () => {
    expect(typeCnpj('45')).toBe('45');
    expect(typeCnpj('457')).toBe('45.7');
    expect(typeCnpj('45723174000110')).toBe('45.723.174/0001-10');
    expect(typeCnpj('45.723.174/0001-10999')).toBe('45.723.174/0001-10');
  });

  it('takes letters, upper-cased, in the first twelve positions only', () => {
    expect(typeCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(typeCnpj('12ABC34501DEX35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('typePhone', () => {
  it('formats a landline with ten digits and a mobile with eleven', () => {
    expect(typePhone('')).toBe('');
    expect(typePhone('9')).toBe('(9');
    expect(typePhone('98')).toBe('(98');
    expect(typePhone('983')).toBe('(98) 3');
    expect(typePhone('9832214567')).toBe('(98) 3221-4567');
    expect(typePhone('98987654321')).toBe('(98) 98765-4321');
    expect(typePhone('(98) 98765-43219')).toBe('(98) 98765-4321');
  });
});

describe('typeCep', () => {
  it('formats 00000-000', () => {
    expect(typeCep('65000')).toBe('65000');
    expect(typeCep('650001')).toBe('65000-1');
    expect(typeCep('65000-000 1')).toBe('65000-000');
  });
});

describe('typePlate', () => {
  it('formats an old plate with a hyphen', () => {
    expect(typePlate('abc')).toBe('ABC');
    expect(typePlate('abc1')).toBe('ABC-1');
    expect(typePlate('abc1234')).toBe('ABC-1234');
    expect(typePlate('ABC-12345')).toBe('ABC-1234');
  });

  it('formats a Mercosul plate without separator', () => {
    expect(typePlate('abc1d')).toBe('ABC1D');
    expect(typePlate('abc1d23')).toBe('ABC1D23');
  });

  it('drops characters that do not fit the position', () => {
    expect(typePlate('a1bc')).toBe('ABC');
    expect(typePlate('abcd1')).toBe('ABC-1');
  });
});

describe('typeRenach', () => {
  it('keeps two letters and nine digits', () => {
    expect(typeRenach('ma')).toBe('MA');
    expect(typeRenach('ma123456789')).toBe('MA123456789');
    expect(typeRenach('MA-1234567890')).toBe('MA123456789');
    expect(typeRenach('1ma2')).toBe('MA2');
  });
});

describe('isEmail', () => {
  it('accepts a plausible address', () => {
    expect(isEmail(' ana@cfc.com.br ')).toBe(true);
    expect(isEmail('ana@cfc')).toBe(false);
  });
});
