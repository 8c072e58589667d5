import { cpfDigits } from '@cfc/domain';
import { IMask } from 'react-imask';

/**
 * The masks of the platform's documents (imask options), used by the masked inputs while the user
 * types (ui/inputs/MaskedInputs.tsx, react-imask) and by the `type*` functions below to mask a
 * text at once. Characters that do not fit a position are dropped; the server normalizes the
 * masked text.
 */

/** The options of an imask mask. */
type FactoryOpts = Parameters<typeof IMask.createMask>[0];

const CPF_LENGTH = 11;

const upperCase = (char: string) => char.toUpperCase();
const LETTER = /[A-Z]/;

/** 000.000.000-00. */
export const CPF_MASK = { mask: '000.000.000-00' } satisfies FactoryOpts;

/** 00.000.000/0000-00; letters allowed in the first 12 positions (the CNPJ of 2026), upper-cased. */
export const CNPJ_MASK = {
  mask: '##.###.###/####-00',
  definitions: { '#': /[0-9A-Z]/ },
  prepareChar: upperCase,
} satisfies FactoryOpts;

/** (00) 0000-0000 while there are up to ten digits, (00) 00000-0000 with eleven. */
export const PHONE_MASK = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
} satisfies FactoryOpts;

/** 00000-000. */
export const CEP_MASK = { mask: '00000-000' } satisfies FactoryOpts;

/** ABC-1234 (old plates) or ABC1D23 (Mercosul, told apart by the letter in the fifth position). */
export const PLATE_MASK = {
  mask: [
    { mask: 'LLL-0000', definitions: { L: LETTER } },
    { mask: 'LLL0L00', definitions: { L: LETTER } },
  ],
  prepareChar: upperCase,
} satisfies FactoryOpts;

/** The state's two letters then nine digits: MA123456789. */
export const RENACH_MASK = {
  mask: 'LL000000000',
  definitions: { L: LETTER },
  prepareChar: upperCase,
} satisfies FactoryOpts;

/** 000.000.000-00, digit by digit; extra digits are dropped. */
export function typeCpf(value: string): string {
  return IMask.pipe(value, CPF_MASK);
}

export function isCompleteCpf(value: string): boolean {
  return cpfDigits(value).length === CPF_LENGTH;
}

export function typeCnpj(value: string): string {
  return IMask.pipe(value, CNPJ_MASK);
}

export function typePhone(value: string): string {
  return IMask.pipe(value, PHONE_MASK);
}

export function typeCep(value: string): string {
  return IMask.pipe(value, CEP_MASK);
}

export function typePlate(value: string): string {
  return IMask.pipe(value, PLATE_MASK);
}

export function typeRenach(value: string): string {
  return IMask.pipe(value, RENACH_MASK);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible e-mail address, before the server has its say. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
