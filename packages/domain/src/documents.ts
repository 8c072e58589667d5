import {
  isValidCnh,
  isValidCnpj,
  isValidCpf,
  isValidLicensePlate,
  isValidRenavam,
} from '@brazilian-utils/brazilian-utils';
import { isUf } from './schools.ts';

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

/** CNH (driving licence) register number: 11 digits with two check digits. */
export function isCnh(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && isValidCnh(digits);
}

/** Vehicle RENAVAM: 11 digits with a check digit. */
export function isRenavam(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && isValidRenavam(digits);
}

/** Normalises a plate to upper case without separators: 'abc-1234' becomes 'ABC1234'. */
export function normalizePlate(value: string): string {
  return value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
}

/** A plate in the old format (ABC1234) or the Mercosul one (ABC1D23). */
export function isPlate(value: string): boolean {
  const plate = normalizePlate(value);
  return /^[A-Z]{3}[0-9][0-9A-Z][0-9]{2}$/.test(plate) && isValidLicensePlate(plate);
}

/** RENACH: the state's two letters followed by nine digits (MA123456789). */
export function normalizeRenach(value: string): string {
  return value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
}

export function isRenach(value: string): boolean {
  const renach = normalizeRenach(value);
  return /^[A-Z]{2}[0-9]{9}$/.test(renach) && isUf(renach.slice(0, 2));
}

/**
 * Completes `base` with the check digits that make it valid, trying each ending in order: a
 * deterministic document for demo and benchmark data (`completeDocument('529982247', 2, isCpf)`).
 */
export function completeDocument(
  base: string,
  checkDigits: number,
  isValid: (value: string) => boolean,
): string {
  const endings = 10 ** checkDigits;
  for (let ending = 0; ending < endings; ending++) {
    const candidate = base + String(ending).padStart(checkDigits, '0');
    if (isValid(candidate)) return candidate;
  }
  throw new Error(`Nenhum dígito verificador torna ${base} válido.`);
}
