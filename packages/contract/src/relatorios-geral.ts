import { z } from 'zod';
import { dateField, optional } from './fields.ts';
import { page, pageQuery } from './http.ts';
import { periodRefined } from './relatorios.ts';

/**
 * The school's overview of a period (SPEC §2.3 admin/relatorios/geral): one row per São Paulo day
 * with the processes opened, the practical lessons by outcome, the theory sessions, the given
 * lessons by the authority's answer and the alerts detected; the totals are the rows' sums.
 */

const geralFiltros = z.object({
  /** São Paulo days; without them, the current month (one end alone: its month). */
  de: optional(dateField),
  ate: optional(dateField),
});

export const relatorioGeralQuery = periodRefined(pageQuery.extend(geralFiltros.shape));
export type RelatorioGeralQuery = z.output<typeof relatorioGeralQuery>;

export const relatorioGeralExportQuery = periodRefined(geralFiltros);

const contagens = {
  processos_abertos: z.number().int(),
  aulas_realizadas: z.number().int(),
  /** Booked or in progress, not yet over. */
  aulas_agendadas: z.number().int(),
  aulas_canceladas: z.number().int(),
  /** Booked, their end passed, never started. */
  aulas_faltas: z.number().int(),
  horas_realizadas: z.number().int(),
  /** Theory sessions planned that day, and those closed (given). */
  aulas_teoricas: z.number().int(),
  teoricas_realizadas: z.number().int(),
  /** Given lessons by the authority's answer: sent (accepted or under analysis), refused, not sent. */
  getran_aceitas: z.number().int(),
  getran_rejeitadas: z.number().int(),
  getran_pendentes: z.number().int(),
  alertas: z.number().int(),
};

export const geralDia = z.object({
  /** 'YYYY-MM-DD'. */
  data: z.string(),
  ...contagens,
});
export type GeralDia = z.infer<typeof geralDia>;

export const totaisGeral = z.object(contagens);
export type TotaisGeral = z.infer<typeof totaisGeral>;

export const relatorioGeral = page(geralDia).extend({
  /** Every day of the period in order, for the chart (the page holds only some). */
  serie: z.array(geralDia),
  totais: totaisGeral,
  periodo: z.object({ de: z.string(), ate: z.string() }),
});
export type RelatorioGeral = z.infer<typeof relatorioGeral>;
