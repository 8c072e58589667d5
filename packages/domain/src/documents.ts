import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** Keeps only the digits of a CPF typed with or without its mask. */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isCpf(value: string): boolean {
  return isValidCpf(cpfDigits(value));
}

/** Normalises a CNPJ (numeric or the alphanumeric form of 2026) to 14 upper-case characters. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
}

/** True for a CNPJ with valid check digits, numeric or alphanumeric. */
export function isCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  return cnpj.length === 14 && isValidCnpj(cnpj, { version: 2 });
}
