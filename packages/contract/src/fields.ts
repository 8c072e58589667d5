import {
  cpfDigits,
  isCnh,
  isCnpj,
  isCpf,
  isPlate,
  isRenach,
  isRenavam,
  isUf,
  normalizeCnpj,
  normalizePlate,
  normalizeRenach,
} from '@cfc/domain';
import { z } from 'zod';
import { localized } from './messages.ts';

/** Field schemas shared by every form: the same rule and message wherever the field appears. */

const digits = (value: string) => value.replace(/\D/g, '');
/** Optional text: blank becomes null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const cpfField = z
  .string()
  .transform(cpfDigits)
  .refine((value) => value.length === 11, { ...localized('campos.cpfDigitos'), abort: true })
  .refine(isCpf, localized('campos.cpfInvalido'));

export const cnpjField = z
  .string()
  .transform(normalizeCnpj)
  .refine((value) => value.length === 14, { ...localized('campos.cnpjCaracteres'), abort: true })
  .refine(isCnpj, localized('campos.cnpjInvalido'));

export const cnhField = z.string().transform(digits).refine(isCnh, localized('campos.cnhInvalida'));
export const renavamField = z
  .string()
  .transform(digits)
  .refine(isRenavam, localized('campos.renavamInvalido'));
export const plateField = z
  .string()
  .transform(normalizePlate)
  .refine(isPlate, localized('campos.placaInvalida'));
export const renachField = z
  .string()
  .transform(normalizeRenach)
  .refine(isRenach, localized('campos.renachInvalido'));
export const ufField = z.string().trim().toUpperCase().refine(isUf, localized('campos.ufInvalida'));
export const cepField = z
  .string()
  .transform(digits)
  .refine((value) => value.length === 8, localized('campos.cepDigitos'));
export const phoneField = z
  .string()
  .transform(digits)
  .refine((value) => value.length === 10 || value.length === 11, localized('campos.telefoneInvalido'));
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(localized('campos.emailInvalido')));

/** A calendar date 'YYYY-MM-DD' between 1900-01-01 and 9999-12-31 (SPEC §5). */
export const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, localized('campos.dataInvalida'))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, localized('campos.dataInvalida'))
  .refine((value) => value >= '1900-01-01' && value <= '9999-12-31', localized('campos.dataForaDoIntervalo'));

/**
 * Makes a field optional: absent, null or blank all become null. Typed as the field's own input or
 * nothing (a preprocess alone would type it `unknown`), so a form holds it as the field's type.
 */
export function optional<T extends z.ZodType>(field: T) {
  const schema = field.nullable().optional();
  return z.preprocess(blankToNull, schema).transform((value) => value ?? null) as unknown as z.ZodPipe<
    typeof schema,
    z.ZodTransform<z.output<T> | null, z.output<typeof schema>>
  >;
}

export const nameField = z
  .string()
  .trim()
  .min(3, localized('campos.informeNomeCompleto'))
  .max(150, localized('campos.nomeLongo'));

/** An address as the forms show it (all parts optional). */
export const addressFields = {
  cep: optional(cepField),
  logradouro: optional(z.string().trim().max(200)),
  numero: optional(z.string().trim().max(20)),
  complemento: optional(z.string().trim().max(100)),
  bairro: optional(z.string().trim().max(100)),
  cidade: optional(z.string().trim().max(100)),
};
