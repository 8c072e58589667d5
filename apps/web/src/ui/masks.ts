import { cpfDigits } from '@cfc/domain';

const CPF_LENGTH = 11;

/** Formats what the user typed as 000.000.000-00, digit by digit; extra digits are dropped. */
export function maskCpf(value: string): string {
  const digits = cpfDigits(value).slice(0, CPF_LENGTH);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  const checkDigits = digits.slice(9);
  return checkDigits ? `${parts}-${checkDigits}` : parts;
}

export function isCompleteCpf(value: string): boolean {
  return cpfDigits(value).length === CPF_LENGTH;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible e-mail address, before the server has its say. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
