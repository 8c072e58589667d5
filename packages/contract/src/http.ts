import { z } from 'zod';
import { localized } from './messages.ts';

/** Reply envelope of ARCHITECTURE §5: `{ success: true, dados, mensagem? }`. */
export function envelope<T extends z.ZodType>(dados: T) {
  return z.object({ success: z.literal(true), dados, mensagem: z.string().optional() });
}

/** The error reply: `errors` is the 422 field map; GETRAN errors add `codigo` and `dados`. */
export const errorReply = z.object({
  success: z.literal(false),
  mensagem: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  codigo: z.union([z.string(), z.number()]).optional(),
  dados: z.unknown().optional(),
  erro_id: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** Table query parameters of SPEC §3: `page`, `per_page`, `sort` (`campo` or `-campo`). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
  sort: z
    .string()
    .regex(/^-?[a-z_]+$/, localized('campos.ordenacaoInvalida'))
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A page of results: `dados: { data, current_page, last_page, per_page, total }`. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}
export type Page<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };

/** A reply that only says what was done: `{ success: true, mensagem }`. */
export const messageReply = z.object({ success: z.literal(true), mensagem: z.string() });
