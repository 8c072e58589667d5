import { z } from 'zod';
import { STATUS_AULA_PRATICA, TIPOS_AULA_PRATICA } from './aulas-praticas.ts';
import { message } from './catalogue/message.ts';
import { dateField, optional } from './fields.ts';
import { localized } from './messages.ts';

/**
 * Giving a practical lesson: the instructor's phone flow (start with odometer, photo and GPS, the
 * track sent in batches, finish) and the student's view of its lessons.
 */

export const MOMENTOS_FOTO = ['inicio', 'fim'] as const;
export type MomentoFoto = (typeof MOMENTOS_FOTO)[number];

/** The longest range the instructor's list answers at once. */
export const INSTRUTOR_AULAS_MAX_DIAS = 42;
/** Positions in one batch (a phone offline for two hours at one every 15 s sends 480). */
export const POSICOES_MAX_LOTE = 500;

const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const latitude = z
  .number(localized('campos.informeLatitude'))
  .min(-90, localized('aulasPraticas.latitudeInvalida'))
  .max(90, localized('aulasPraticas.latitudeInvalida'));
const longitude = z
  .number(localized('campos.informeLongitude'))
  .min(-180, localized('aulasPraticas.longitudeInvalida'))
  .max(180, localized('aulasPraticas.longitudeInvalida'));
const hodometro = z
  .number(localized('aulasPraticas.informeHodometro'))
  .int(localized('aulasPraticas.hodometroInteiro'))
  .min(0, localized('veiculos.hodometroNegativo'))
  .max(9_999_999, localized('aulasPraticas.hodometroInvalido'));
/** An instant with its offset, any precision (GPS fixes carry seconds and milliseconds). */
const instant = z.iso.datetime({ offset: true, ...localized('campos.dataHoraInvalida') });

export const instrutorAulasQuery = z
  .object({
    /** The instructor (must be the caller). */
    id: queryId,
    /** The school key (slug), which must be the instructor's. */
    schema: z
      .string(localized('aulasPraticas.informeAutoescola'))
      .trim()
      .min(1, localized('aulasPraticas.informeAutoescola'))
      .max(100),
    de: optional(dateField),
    ate: optional(dateField),
  })
  .refine((query) => !query.de || !query.ate || query.ate >= query.de, {
    path: ['ate'],
    ...localized('campos.periodoInvalido'),
  })
  .refine(
    (query) =>
      !query.de ||
      !query.ate ||
      (Date.parse(query.ate) - Date.parse(query.de)) / 86_400_000 < INSTRUTOR_AULAS_MAX_DIAS,
    { path: ['ate'], ...localized(message('campos.periodoMaxDias', { dias: INSTRUTOR_AULAS_MAX_DIAS })) },
  );

export const aulaIdParam = z.object({ id: queryId });
export const aulaFotoParams = z.object({
  id: queryId,
  momento: z.enum(MOMENTOS_FOTO, localized('aulasPraticas.momentoFotoInvalido')),
});

export const iniciarAulaBody = z.object({
  hodometro,
  latitude,
  longitude,
  /** When the phone recorded the start (kept in the history); the server's clock decides. */
  registrado_em: instant.optional(),
});
export type IniciarAulaBody = z.output<typeof iniciarAulaBody>;

export const finalizarAulaBody = z.object({ hodometro, latitude, longitude });
export type FinalizarAulaBody = z.output<typeof finalizarAulaBody>;

export const posicaoAula = z.object({
  registrado_em: instant,
  latitude,
  longitude,
  precisao_metros: z.number().min(0).max(100_000).nullable().optional(),
});
export const posicoesBody = z.object({
  posicoes: z
    .array(posicaoAula, localized('aulasPraticas.enviePosicoes'))
    .min(1, localized('aulasPraticas.envieUmaPosicao'))
    .max(
      POSICOES_MAX_LOTE,
      localized(message('aulasPraticas.posicoesMaximo', { maximo: POSICOES_MAX_LOTE })),
    ),
});
export type PosicoesBody = z.output<typeof posicoesBody>;

/** How many positions came and how many were new (a resent batch adds none). */
export const posicoesRecebidas = z.object({ recebidas: z.number().int(), novas: z.number().int() });
export type PosicoesRecebidas = z.infer<typeof posicoesRecebidas>;

/** The record of the lesson given (SPEC §3 anotação, instructor view). Times are UTC ISO instants. */
export const anotacaoPratica = z.object({
  idAnotacaoPratica: z.number().int(),
  aluno: z.string(),
  inicio: z.string(),
  fim: z.string().nullable(),
  hodometro_inicio: z.number().int(),
  hodometro_fim: z.number().int().nullable(),
  /** The lessons the record covers. */
  aulas: z.array(z.number().int()),
});
export type AnotacaoPratica = z.infer<typeof anotacaoPratica>;

/** A lesson in the instructor's list (SPEC §3 'lesson in list'); inicio/fim are the planned times. */
export const instrutorAula = z.object({
  id_aulas_praticas: z.number().int(),
  aulaId: z.number().int(),
  /** The São Paulo date of the lesson, 'YYYY-MM-DD'. */
  data_aula: z.string(),
  status: z.enum(STATUS_AULA_PRATICA),
  inicio: z.string(),
  fim: z.string(),
  instrutor: z.string(),
  id_instrutor: z.number().int(),
  id_aluno: z.number().int(),
  aluno: z.string(),
  id_veiculo: z.number().int(),
  placa: z.string(),
  categoria: z.string(),
  horas_aula: z.number().int(),
  tipo: z.enum(TIPOS_AULA_PRATICA),
  /** The moments that already have a photo. */
  fotos: z.array(z.enum(MOMENTOS_FOTO)),
  anotacao: anotacaoPratica.nullable(),
  /**
   * When the start is accepted (the state's check-in tolerance either side of `inicio`), so the phone
   * asks for evidence only then; in the day's list, absent from the reply to a start or finish.
   */
  inicio_permitido: z.object({ de: z.string(), ate: z.string() }).optional(),
});
export type InstrutorAula = z.infer<typeof instrutorAula>;

export const aulaFoto = z.object({
  aulaId: z.number().int(),
  momento: z.enum(MOMENTOS_FOTO),
  created_at: z.string(),
});

export const candidatoAulasQuery = z.object({
  status: optional(z.enum(STATUS_AULA_PRATICA, localized('aulasPraticas.situacaoAulaInvalida'))),
});

/** A lesson as its student sees it; realizado_* are the times the lesson was actually given. */
export const candidatoAula = z.object({
  id_aulas_praticas: z.number().int(),
  data_aula: z.string(),
  inicio: z.string(),
  fim: z.string(),
  status: z.enum(STATUS_AULA_PRATICA),
  instrutor: z.string(),
  placa: z.string(),
  categoria: z.string(),
  horas_aula: z.number().int(),
  tipo: z.enum(TIPOS_AULA_PRATICA),
  realizado_inicio: z.string().nullable(),
  realizado_fim: z.string().nullable(),
});
export type CandidatoAula = z.infer<typeof candidatoAula>;

export const candidatoProcessoHoras = z.object({
  id_processo: z.number().int(),
  categoria: z.string(),
  renach: z.string(),
  horas_requeridas: z.number().int(),
  horas_realizadas: z.number().int(),
  horas_agendadas: z.number().int(),
  horas_restantes: z.number().int(),
});

export const candidatoAulasPraticas = z.object({
  aulas: z.array(candidatoAula),
  /** Open processes: hours done against hours required. */
  processos: z.array(candidatoProcessoHoras),
  proxima_aula: candidatoAula.nullable(),
});
export type CandidatoAulasPraticas = z.infer<typeof candidatoAulasPraticas>;
