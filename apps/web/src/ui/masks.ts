import { cpfDigits } from '@cfc/domain';

/**
 * Masks applied while the user types: each takes whatever is in the input (typed or pasted, with or
 * without separators) and returns the masked text. Characters that do not fit a position are
 * dropped; the server normalizes the masked text.
 */

const CPF_LENGTH = 11;
const CNPJ_LENGTH = 14;
const PHONE_MAX = 11;
const CEP_LENGTH = 8;
const PLATE_LENGTH = 7;
const RENACH_LETTERS = 2;
const RENACH_LENGTH = 11;

const DIGIT = /[0-9]/;
const LETTER = /[A-Z]/;
const ALPHANUMERIC = /[0-9A-Z]/;

/** Keeps, in order, the upper-cased letters and digits each position accepts, up to the last position. */
function accept(value: string, rules: readonly RegExp[]): string {
  let kept = '';
  for (const char of value.toUpperCase().replace(/[^0-9A-Z]/g, '')) {
    const rule = rules[kept.length];
    if (rule === undefined) break;
    if (rule.test(char)) kept += char;
  }
  return kept;
}

/** Inserts each separator before the character at its index, when that character is present. */
function punctuate(chars: string, separators: Readonly<Record<number, string>>): string {
  let out = '';
  for (const [index, char] of [...chars].entries()) out += (separators[index] ?? '') + char;
  return out;
}

/** 000.000.000-00, digit by digit; extra digits are dropped. */
export function typeCpf(value: string): string {
  const digits = cpfDigits(value).slice(0, CPF_LENGTH);
  return punctuate(digits, { 3: '.', 6: '.', 9: '-' });
}

export function isCompleteCpf(value: string): boolean {
  return cpfDigits(value).length === CPF_LENGTH;
}

const CNPJ_CHECK_DIGITS = 2;
const CNPJ_RULES = [
  ...Array<RegExp>(CNPJ_LENGTH - CNPJ_CHECK_DIGITS).fill(ALPHANUMERIC),
  ...Array<RegExp>(CNPJ_CHECK_DIGITS).fill(DIGIT),
];

/** 00.000.000/0000-00; letters allowed in the first 12 positions (the CNPJ of 2026), upper-cased. */
export function typeCnpj(value: string): string {
  return punctuate(accept(value, CNPJ_RULES), { 2: '.', 5: '.', 8: '/', 12: '-' });
}

/** (00) 0000-0000 while there are up to ten digits, (00) 00000-0000 with eleven. */
export function typePhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_MAX);
  if (digits.length === 0) return '';
  const area = `(${digits.slice(0, 2)}`;
  if (digits.length <= 2) return area;
  const split = digits.length === PHONE_MAX ? 7 : 6;
  const first = digits.slice(2, split);
  const last = digits.slice(split);
  return `${area}) ${first}${last ? `-${last}` : ''}`;
}

/** 00000-000. */
export function typeCep(value: string): string {
  return punctuate(value.replace(/\D/g, '').slice(0, CEP_LENGTH), { 5: '-' });
}

const PLATE_RULES = [LETTER, LETTER, LETTER, DIGIT, ALPHANUMERIC, DIGIT, DIGIT];

/** ABC-1234 (old plates) or ABC1D23 (Mercosul, told apart by the letter in the fifth position). */
export function typePlate(value: string): string {
  const chars = accept(value, PLATE_RULES).slice(0, PLATE_LENGTH);
  const mercosul = LETTER.test(chars.charAt(4));
  return mercosul ? chars : punctuate(chars, { 3: '-' });
}

const RENACH_RULES = [
  ...Array<RegExp>(RENACH_LETTERS).fill(LETTER),
  ...Array<RegExp>(RENACH_LENGTH - RENACH_LETTERS).fill(DIGIT),
];

/** The state's two letters then nine digits: MA123456789. */
export function typeRenach(value: string): string {
  return accept(value, RENACH_RULES);
}

/** Letters and digits a masked text holds (the separators are not counted). */
export function significantLength(value: string): number {
  return value.replace(/[^0-9A-Za-z]/g, '').length;
}

/** Where the caret goes in `masked` so that `count` letters or digits stay before it. */
export function caretAfter(masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (const [index, char] of [...masked].entries()) {
    if (/[0-9A-Za-z]/.test(char)) seen += 1;
    if (seen === count) return index + 1;
  }
  return masked.length;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible e-mail address, before the server has its say. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
