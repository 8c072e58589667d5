import { z } from 'zod';
import { localized } from './messages.ts';

/** What anyone may know of a school from its tenant key: enough to greet its login page. */
export const autoescolaPublica = z.object({
  slug: z.string(),
  nome_fantasia: z.string(),
});
export type AutoescolaPublica = z.infer<typeof autoescolaPublica>;

export const slugParam = z.object({
  slug: z.string().regex(/^[a-z0-9]{1,80}$/, localized('autoescolas.identificadorInvalido')),
});

/** A school as listed for the staff who may see it (GET /autoescola). */
export const autoescolaResumo = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  slug: z.string(),
  uf: z.string(),
  operadora: z.boolean(),
  ativo: z.boolean(),
});
export type AutoescolaResumo = z.infer<typeof autoescolaResumo>;
