import { CNH_CATEGORIES } from '@cfc/domain';
import { z } from 'zod';
import { dateField, optional } from './fields.ts';
import { page, pageQuery } from './http.ts';
import { localized } from './messages.ts';
import { STATUS_PROCESSO, TIPOS_PROCESSO } from './processos.ts';
import { periodRefined } from './relatorios.ts';

/**
 * The admin reports on students (SPEC §2.3 admin/relatorios: aulas-por-aluno,
 * lista-de-alunos-por-periodo): a page of rows with the totals of every matching row, exported as
 * PDF, xlsx or CSV through `GET /relatorios/{relatorio}/pdf|xlsx/{id}/{param}` (SPEC §7).
 */

const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const textFilter = optional(z.string().trim().max(100));
const periodo = {
  /** São Paulo days, both included; without them, the current month (one end alone: its month). */
  de: optional(dateField),
  ate: optional(dateField),
};

// ---------- Aulas por aluno ----------

const aulasPorAlunoFiltros = z.object({
  ...periodo,
  instrutor_id: optional(queryId),
  categoria: optional(z.enum(CNH_CATEGORIES, localized('campos.categoriaInvalida'))),
});

export const relatorioAulasPorAlunoQuery = periodRefined(
  pageQuery.extend({
    ...aulasPorAlunoFiltros.shape,
    /** Student's name, CPF or the process's RENACH. */
    filtro: textFilter,
  }),
);
export type RelatorioAulasPorAlunoQuery = z.output<typeof relatorioAulasPorAlunoQuery>;

/** The filters of the exports; the text filter is the path's `{param}`. */
export const relatorioAulasPorAlunoExportQuery = periodRefined(aulasPorAlunoFiltros);

/**
 * A student's process with its practical lessons planned in the period: given, still scheduled,
 * cancelled and missed (scheduled, its end passed, never started), and the h/a given and scheduled.
 */
export const aulasPorAluno = z.object({
  id_processo: z.number().int(),
  id_aluno: z.number().int(),
  aluno_nome: z.string(),
  aluno_cpf: z.string(),
  renach: z.string(),
  categoria: z.enum(CNH_CATEGORIES),
  realizadas: z.number().int(),
  agendadas: z.number().int(),
  canceladas: z.number().int(),
  faltas: z.number().int(),
  horas_realizadas: z.number().int(),
  horas_agendadas: z.number().int(),
});
export type AulasPorAluno = z.infer<typeof aulasPorAluno>;

export const totaisAulasPorAluno = z.object({
  alunos: z.number().int(),
  realizadas: z.number().int(),
  agendadas: z.number().int(),
  canceladas: z.number().int(),
  faltas: z.number().int(),
  horas_realizadas: z.number().int(),
  horas_agendadas: z.number().int(),
});
export type TotaisAulasPorAluno = z.infer<typeof totaisAulasPorAluno>;

export const relatorioAulasPorAluno = page(aulasPorAluno).extend({
  totais: totaisAulasPorAluno,
  periodo: z.object({ de: z.string(), ate: z.string() }),
});
export type RelatorioAulasPorAluno = z.infer<typeof relatorioAulasPorAluno>;

// ---------- Lista de alunos por período ----------

/** Where a student's process stands, in the order a course goes. */
export const ETAPAS_ALUNO = [
  'sem_aulas',
  'em_formacao',
  'apto',
  'concluido',
  'cancelado',
  'expirado',
] as const;
export type EtapaAluno = (typeof ETAPAS_ALUNO)[number];

const alunosPorPeriodoFiltros = z.object({
  ...periodo,
  categoria: optional(z.enum(CNH_CATEGORIES, localized('campos.categoriaInvalida'))),
  etapa: optional(z.enum(ETAPAS_ALUNO, localized('processos.situacaoProcessoInvalida'))),
});

export const relatorioAlunosPorPeriodoQuery = periodRefined(
  pageQuery.extend({
    ...alunosPorPeriodoFiltros.shape,
    /** Student's name, CPF or the process's RENACH. */
    filtro: textFilter,
  }),
);
export type RelatorioAlunosPorPeriodoQuery = z.output<typeof relatorioAlunosPorPeriodoQuery>;

export const relatorioAlunosPorPeriodoExportQuery = periodRefined(alunosPorPeriodoFiltros);

/** A process opened in the period, with its student and the stage it is at. */
export const alunoPorPeriodo = z.object({
  id_processo: z.number().int(),
  id_aluno: z.number().int(),
  aluno_nome: z.string(),
  aluno_cpf: z.string(),
  telefone: z.string().nullable(),
  renach: z.string(),
  categoria: z.enum(CNH_CATEGORIES),
  tipo: z.enum(TIPOS_PROCESSO),
  /** São Paulo day the process was opened, 'YYYY-MM-DD'. */
  aberto_em: z.string(),
  /** São Paulo day the student was registered, 'YYYY-MM-DD'. */
  cadastrado_em: z.string(),
  status: z.enum(STATUS_PROCESSO),
  etapa: z.enum(ETAPAS_ALUNO),
  horas_requeridas: z.number().int(),
  horas_realizadas: z.number().int(),
});
export type AlunoPorPeriodo = z.infer<typeof alunoPorPeriodo>;

export const totaisAlunosPorPeriodo = z.object({
  processos: z.number().int(),
  /** Processes at each stage. */
  etapas: z.object(
    Object.fromEntries(ETAPAS_ALUNO.map((etapa) => [etapa, z.number().int()])) as {
      [K in EtapaAluno]: z.ZodNumber;
    },
  ),
});
export type TotaisAlunosPorPeriodo = z.infer<typeof totaisAlunosPorPeriodo>;

export const relatorioAlunosPorPeriodo = page(alunoPorPeriodo).extend({
  totais: totaisAlunosPorPeriodo,
  periodo: z.object({ de: z.string(), ate: z.string() }),
});
export type RelatorioAlunosPorPeriodo = z.infer<typeof relatorioAlunosPorPeriodo>;
