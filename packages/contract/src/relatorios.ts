import { CNH_CATEGORIES } from '@cfc/domain';
import { z } from 'zod';
import { message } from './catalogue/message.ts';
import { dateField, optional } from './fields.ts';
import { page, pageQuery } from './http.ts';
import { localized } from './messages.ts';
import { REGIME_IDS, STATUS_PROCESSO, TIPOS_PROCESSO } from './processos.ts';

/**
 * The admin reports on practical lessons (SPEC §2.3 admin/relatorios: relatorio-aulas-praticas-realizadas,
 * carga-horaria-aulas-praticas-por-aluno): a paginated table with its totals, and the same rows as
 * PDF, xlsx or CSV through `GET /relatorios/{relatorio}/pdf|xlsx/{id}/{param}` with the filters in
 * the query (the text filter is `{param}`, SPEC §7).
 */

/** The longest period the lessons report answers at once (a year, leap day included). */
export const RELATORIO_MAX_DIAS = 366;

const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const textFilter = optional(z.string().trim().max(100));

/** A period of São Paulo days, both ends included: the end not before the start, at most a year. */
export function periodRefined<T extends z.ZodType<{ de: string | null; ate: string | null }>>(schema: T) {
  return schema
    .refine((query) => !query.de || !query.ate || query.ate >= query.de, {
      path: ['ate'],
      ...localized('campos.periodoInvalido'),
    })
    .refine(
      (query) =>
        !query.de ||
        !query.ate ||
        (Date.parse(query.ate) - Date.parse(query.de)) / 86_400_000 < RELATORIO_MAX_DIAS,
      { path: ['ate'], ...localized(message('campos.periodoMaxDias', { dias: RELATORIO_MAX_DIAS })) },
    );
}

// ---------- Aulas práticas realizadas ----------

const aulasRealizadasFiltros = z.object({
  /** São Paulo days of the lesson; without them, the current month (one end alone: its month). */
  de: optional(dateField),
  ate: optional(dateField),
  instrutor_id: optional(queryId),
  veiculo_id: optional(queryId),
});

export const relatorioAulasRealizadasQuery = periodRefined(
  pageQuery.extend({
    ...aulasRealizadasFiltros.shape,
    /** Student's name or CPF (digits, with or without mask). */
    filtro: textFilter,
  }),
);
export type RelatorioAulasRealizadasQuery = z.output<typeof relatorioAulasRealizadasQuery>;

/** The filters of the exports; the text filter is the path's `{param}`. */
export const relatorioAulasRealizadasExportQuery = periodRefined(aulasRealizadasFiltros);

/** A lesson given: planned times, the annotation's real times and odometer, and the authority's status. */
export const aulaRealizadaRelatorio = z.object({
  id_aulas_praticas: z.number().int(),
  /** São Paulo date of the lesson, 'YYYY-MM-DD'. */
  data: z.string(),
  /** Planned start and end (UTC ISO instants). */
  inicio: z.string(),
  fim: z.string(),
  /** Given start and end, from the annotation (UTC ISO instants); null without one. */
  inicio_real: z.string().nullable(),
  fim_real: z.string().nullable(),
  id_aluno: z.number().int(),
  aluno_nome: z.string(),
  aluno_cpf: z.string(),
  renach: z.string(),
  id_instrutor: z.number().int(),
  instrutor_nome: z.string(),
  id_veiculo: z.number().int(),
  placa: z.string(),
  categoria: z.string(),
  hodometro_inicio: z.number().int().nullable(),
  hodometro_fim: z.number().int().nullable(),
  km: z.number().int().nullable(),
  /** Minutes between the given start and end. */
  duracao_minutos: z.number().int().nullable(),
  horas_aula: z.number().int(),
  /** The authority's status; null is pending. */
  getran_status: z.string().nullable(),
});
export type AulaRealizadaRelatorio = z.infer<typeof aulaRealizadaRelatorio>;

export const totaisAulasRealizadas = z.object({
  aulas: z.number().int(),
  horas_aula: z.number().int(),
  km: z.number().int(),
  duracao_minutos: z.number().int(),
});
export type TotaisAulasRealizadas = z.infer<typeof totaisAulasRealizadas>;

export const relatorioAulasRealizadas = page(aulaRealizadaRelatorio).extend({
  /** Of every matching lesson, not only this page's. */
  totais: totaisAulasRealizadas,
  /** The period answered (the current month when none was asked). */
  periodo: z.object({ de: z.string(), ate: z.string() }),
});
export type RelatorioAulasRealizadas = z.infer<typeof relatorioAulasRealizadas>;

// ---------- Carga horária de aulas práticas por aluno ----------

export const STATUS_CARGA_HORARIA = [...STATUS_PROCESSO, 'todos'] as const;

const cargaHorariaFiltros = z.object({
  categoria: optional(z.enum(CNH_CATEGORIES, localized('campos.categoriaInvalida'))),
  /** Processes of this status; open ones by default, `todos` for every status. */
  status: z.enum(STATUS_CARGA_HORARIA, localized('processos.situacaoProcessoInvalida')).default('aberto'),
  /** Only processes that still miss hours (day or night). */
  apenas_incompletos: z
    .enum(['true', 'false'], localized('campos.useTrueOuFalse'))
    .default('false')
    .transform((value) => value === 'true'),
  /** Only processes apto for the practical exam (every minimum of the regime met). */
  apenas_aptos: z
    .enum(['true', 'false'], localized('campos.useTrueOuFalse'))
    .default('false')
    .transform((value) => value === 'true'),
});

export const relatorioCargaHorariaQuery = pageQuery.extend({
  ...cargaHorariaFiltros.shape,
  /** Student's name, CPF or the process's RENACH. */
  filtro: textFilter,
});
export type RelatorioCargaHorariaQuery = z.output<typeof relatorioCargaHorariaQuery>;

export const relatorioCargaHorariaExportQuery = cargaHorariaFiltros;

/** A student's process with its practical hours: required, done, scheduled, night, what is left. */
export const cargaHorariaAluno = z.object({
  id_processo: z.number().int(),
  id_aluno: z.number().int(),
  aluno_nome: z.string(),
  aluno_cpf: z.string(),
  renach: z.string(),
  categoria: z.enum(CNH_CATEGORIES),
  tipo: z.enum(TIPOS_PROCESSO),
  regime: z.enum(REGIME_IDS),
  regime_nome: z.string(),
  status: z.enum(STATUS_PROCESSO),
  expirado: z.boolean(),
  horas_requeridas: z.number().int(),
  horas_realizadas: z.number().int(),
  horas_agendadas: z.number().int(),
  horas_restantes: z.number().int(),
  noturnas_requeridas: z.number().int(),
  noturnas_realizadas: z.number().int(),
  /** Simulator h/a above the regime's cap (not counted) and given lessons under the minimum time. */
  simulador_excedente: z.number().int(),
  aulas_abaixo_minimo: z.number().int(),
  /** Why fewer h/a count than were given, with the rule's text; empty when all count. */
  observacoes: z.array(z.string()),
  /** Share of the required h/a already given, 0 to 100. */
  percentual: z.number().int(),
  /** Every required h/a given, night ones included. */
  completo: z.boolean(),
  /** Apto for the practical exam; otherwise what is missing, each as 'rule — norm, article'. */
  apto: z.boolean(),
  pendencias: z.array(z.string()),
});
export type CargaHorariaAluno = z.infer<typeof cargaHorariaAluno>;

export const totaisCargaHoraria = z.object({
  processos: z.number().int(),
  incompletos: z.number().int(),
  aptos: z.number().int(),
  horas_requeridas: z.number().int(),
  horas_realizadas: z.number().int(),
  horas_agendadas: z.number().int(),
  horas_restantes: z.number().int(),
});
export type TotaisCargaHoraria = z.infer<typeof totaisCargaHoraria>;

export const relatorioCargaHoraria = page(cargaHorariaAluno).extend({ totais: totaisCargaHoraria });
export type RelatorioCargaHoraria = z.infer<typeof relatorioCargaHoraria>;
