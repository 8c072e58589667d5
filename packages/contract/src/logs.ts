import { REGRAS_RETENCAO } from '@cfc/domain';
import { z } from 'zod';
import { dateField, optional } from './fields.ts';
import { page, pageQuery } from './http.ts';
import { periodRefined } from './relatorios.ts';

/**
 * The monitoring logs (SPEC §2.3 /monitoramento logs/minimizacao, log/agendamento,
 * log/api-candidato-pratico): read only, for the schools the caller sees. `schema` narrows them to
 * one school; `de`/`ate` are São Paulo days, both included.
 */

const filtros = {
  /** Empty: every school the caller may see. */
  schema: optional(z.string().trim().max(100)),
  de: optional(dateField),
  ate: optional(dateField),
};

// ---------- Minimisation ----------

export const minimizacaoQuery = periodRefined(
  pageQuery.extend({ ...filtros, regra: optional(z.enum(REGRAS_RETENCAO)) }),
);
export type MinimizacaoQuery = z.output<typeof minimizacaoQuery>;

export const minimizacaoEntrada = z.object({
  id: z.number().int(),
  autoescola: z.string(),
  regra: z.enum(REGRAS_RETENCAO),
  titulo: z.string(),
  tabela: z.string(),
  operacao: z.enum(['exclusao', 'anonimizacao']),
  quantidade: z.number().int(),
  /** Data from before this instant was due. */
  limite: z.string().nullable(),
  executado_em: z.string(),
  /** The norms of the rule, 'norma, artigo' each. */
  fundamentos: z.array(z.string()),
});
export type MinimizacaoEntrada = z.infer<typeof minimizacaoEntrada>;
export const minimizacaoPage = page(minimizacaoEntrada);

// ---------- Scheduling ----------

export const ACOES_AGENDAMENTO = ['agendada', 'remarcada', 'cancelada'] as const;

const agendamentoFiltros = {
  ...filtros,
  acao: optional(z.enum(ACOES_AGENDAMENTO)),
  /** Part of the name of who did it. */
  usuario: optional(z.string().trim().max(100)),
};
export const agendamentoLogQuery = periodRefined(pageQuery.extend(agendamentoFiltros));
export type AgendamentoLogQuery = z.output<typeof agendamentoLogQuery>;
/** The filters of the exports (the school is the path's `{id}`). */
export const agendamentoLogExportQuery = periodRefined(
  z.object({
    de: filtros.de,
    ate: filtros.ate,
    acao: agendamentoFiltros.acao,
    usuario: agendamentoFiltros.usuario,
  }),
);

export const agendamentoLogEntrada = z.object({
  id: z.number().int(),
  autoescola: z.string(),
  aula_id: z.number().int(),
  acao: z.enum(ACOES_AGENDAMENTO),
  de: z.record(z.string(), z.unknown()).nullable(),
  para: z.record(z.string(), z.unknown()).nullable(),
  motivo: z.string().nullable(),
  usuario_id: z.number().int().nullable(),
  usuario: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type AgendamentoLogEntrada = z.infer<typeof agendamentoLogEntrada>;
export const agendamentoLogPage = page(agendamentoLogEntrada);

// ---------- Candidate service (GETRAN) ----------

export const consultasGetranQuery = periodRefined(
  pageQuery.extend({ ...filtros, resultado: optional(z.enum(['sucesso', 'falha'])) }),
);
export type ConsultasGetranQuery = z.output<typeof consultasGetranQuery>;

export const consultaGetranEntrada = z.object({
  id: z.number().int(),
  autoescola: z.string(),
  usuario: z.string().nullable(),
  /** Masked as SPEC §5 shows it: the first nine digits, then '-**'. */
  cpf: z.string(),
  ambiente: z.enum(['producao', 'homologacao']),
  servico: z.string(),
  duracao_ms: z.number().int(),
  http_status: z.number().int().nullable(),
  resultado: z.enum(['sucesso', 'falha']),
  erro: z.string().nullable(),
  aulas: z.number().int().nullable(),
  created_at: z.string(),
});
export type ConsultaGetranEntrada = z.infer<typeof consultaGetranEntrada>;
export const consultasGetranPage = page(consultaGetranEntrada);
