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
