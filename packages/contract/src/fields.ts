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

/** Field schemas shared by every form: the same rule and message wherever the field appears. */

const digits = (value: string) => value.replace(/\D/g, '');
/** Optional text: blank becomes null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const cpfField = z
  .string()
  .transform(cpfDigits)
  .refine((value) => value.length === 11, { message: 'CPF deve ter 11 dígitos.', abort: true })
  .refine(isCpf, 'CPF inválido.');

export const cnpjField = z
  .string()
  .transform(normalizeCnpj)
  .refine((value) => value.length === 14, { message: 'CNPJ deve ter 14 caracteres.', abort: true })
  .refine(isCnpj, 'CNPJ inválido.');

export const cnhField = z.string().transform(digits).refine(isCnh, 'Número da CNH inválido.');
export const renavamField = z.string().transform(digits).refine(isRenavam, 'RENAVAM inválido.');
export const plateField = z
  .string()
  .transform(normalizePlate)
  .refine(isPlate, 'Placa inválida (use ABC1234 ou ABC1D23).');
export const renachField = z
  .string()
  .transform(normalizeRenach)
  .refine(isRenach, 'RENACH inválido (UF seguida de 9 dígitos).');
export const ufField = z.string().trim().toUpperCase().refine(isUf, 'UF inválida.');
export const cepField = z
  .string()
  .transform(digits)
  .refine((value) => value.length === 8, 'CEP deve ter 8 dígitos.');
export const phoneField = z
  .string()
  .transform(digits)
  .refine((value) => value.length === 10 || value.length === 11, 'Telefone deve ter DDD e 8 ou 9 dígitos.');
export const emailField = z.string().trim().toLowerCase().pipe(z.email('E-mail inválido.'));

/** A calendar date 'YYYY-MM-DD' between 1900-01-01 and 9999-12-31 (SPEC §5). */
export const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Data inválida.')
  .refine(
    (value) => value >= '1900-01-01' && value <= '9999-12-31',
    'A data deve estar entre 01/01/1900 e 31/12/9999.',
  );

/** Makes a field optional: absent, null or blank all become null. */
export function optional<T extends z.ZodType>(field: T) {
  return z.preprocess(blankToNull, field.nullable().optional()).transform((value) => value ?? null);
}

export const nameField = z.string().trim().min(3, 'Informe o nome completo.').max(150, 'Nome longo demais.');

/** An address as the forms show it (all parts optional). */
export const addressFields = {
  cep: optional(cepField),
  logradouro: optional(z.string().trim().max(200)),
  numero: optional(z.string().trim().max(20)),
  complemento: optional(z.string().trim().max(100)),
  bairro: optional(z.string().trim().max(100)),
  cidade: optional(z.string().trim().max(100)),
};
