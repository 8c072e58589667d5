import { z } from 'zod';
import { dateField, optional } from './fields.ts';
import { localized } from './messages.ts';

/**
 * The photo feeds of monitoring (docs/monitoring.md): the newest evidence photos first, across the
 * caller's schools, read page after page by a cursor (the last photo's time and id), so a photo
 * taken meanwhile never shifts a page nor repeats one.
 */

export const VERIFICACOES_FOTO = [
  'pendente',
  'confere',
  'sem_rosto',
  'varios_rostos',
  'divergente',
  'sem_referencia',
  'erro',
] as const;
export type VerificacaoFoto = (typeof VERIFICACOES_FOTO)[number];

/** Photos per page unless asked (a grid of 4 to 6 columns). */
export const FOTOS_POR_PAGINA = 24;

/** The opaque position after the last photo read: `<ISO instant>_<id>` in base64url. */
export const cursorField = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, localized('fotos.cursorInvalido'));

const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const feedQuery = z.object({
  cursor: optional(cursorField),
  limite: z.coerce.number().int().min(1).max(60).default(FOTOS_POR_PAGINA),
  /** A school among the caller's (its id). */
  autoescola_id: optional(queryId),
  de: optional(dateField),
  ate: optional(dateField),
});

export const fotosPraticasQuery = feedQuery.extend({
  verificacao: optional(z.enum(VERIFICACOES_FOTO, localized('fotos.verificacaoInvalida'))),
  instrutor_id: optional(queryId),
});
export type FotosPraticasQuery = z.input<typeof fotosPraticasQuery>;

export const fotosTeoricasQuery = feedQuery;
export type FotosTeoricasQuery = z.input<typeof fotosTeoricasQuery>;

/** A practical lesson's evidence photo with its face check. */
export const fotoPratica = z.object({
  id_foto: z.number().int(),
  id_aula_pratica: z.number().int(),
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  aluno: z.string(),
  instrutor: z.string(),
  id_instrutor: z.number().int(),
  momento: z.enum(['inicio', 'fim']),
  tirada_em: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  verificacao: z.enum(VERIFICACOES_FOTO),
  rostos: z.number().int().nullable(),
  /** Similarity with the reference photo, 0-100. */
  similaridade: z.number().nullable(),
  verificado_em: z.string().nullable(),
  /** The files, through the authenticated routes of this feed. */
  foto_url: z.string(),
  miniatura_url: z.string(),
});
export type FotoPratica = z.infer<typeof fotoPratica>;

/** A theory session's evidence photo (the room camera's snapshot, or a student's photo). */
export const fotoTeorica = z.object({
  id_evidencia: z.number().int(),
  id_aula_teorica: z.number().int(),
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  turma: z.string(),
  tipo: z.enum(['inicio', 'aleatoria', 'fim', 'aluno']),
  capturada_em: z.string(),
  camera: z.string().nullable(),
  aluno: z.string().nullable(),
  foto_url: z.string(),
});
export type FotoTeorica = z.infer<typeof fotoTeorica>;

/** A page of a feed: its photos and the cursor of the next page (null at the end). */
export function feedPage<T extends z.ZodType>(item: T) {
  return z.object({ itens: z.array(item), proximo_cursor: z.string().nullable() });
}

export const fotoIdParam = z.object({ id: queryId });
