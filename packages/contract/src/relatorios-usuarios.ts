import { z } from 'zod';
import { dateField, optional } from './fields.ts';
import { page, pageQuery } from './http.ts';
import { localized } from './messages.ts';
import { periodRefined } from './relatorios.ts';

/**
 * The admin reports on the staff's work (SPEC §2.3 admin/relatorios: acoes-usuarios): the audit log
 * of the school (docs/architecture.md §13) with its filters and totals, exported as PDF, xlsx or CSV
 * through `GET /relatorios/acoes-usuarios/pdf|xlsx/{id}/{param}` (SPEC §7).
 */

const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const acoesUsuariosFiltros = z.object({
  /** São Paulo days of the action; without them, the current month (one end alone: its month). */
  de: optional(dateField),
  ate: optional(dateField),
  usuario_id: optional(queryId),
  /** The action's code, as recorded ('aluno_criado', 'login', ...). */
  acao: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9_.-]{1,60}$/, localized('campos.acaoInvalida')),
  ),
});

export const relatorioAcoesUsuariosQuery = periodRefined(
  pageQuery.extend({
    ...acoesUsuariosFiltros.shape,
    /** The record's kind or id, the IP or the user's name. */
    filtro: optional(z.string().trim().max(100)),
  }),
);
export type RelatorioAcoesUsuariosQuery = z.output<typeof relatorioAcoesUsuariosQuery>;

export const relatorioAcoesUsuariosExportQuery = periodRefined(acoesUsuariosFiltros);

/** One line of the audit log: who, what, on which record, from where, when, and the data recorded. */
export const acaoUsuario = z.object({
  id: z.number().int(),
  /** UTC ISO instant. */
  created_at: z.string(),
  usuario_id: z.number().int().nullable(),
  /** Null for a user the school cannot see (the operator's staff) or none (a failed login). */
  usuario_nome: z.string().nullable(),
  id_role: z.number().int().nullable(),
  acao: z.string(),
  entidade: z.string().nullable(),
  entidade_id: z.string().nullable(),
  /** What the action recorded: the record's data, or its values before and after. */
  dados: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AcaoUsuario = z.infer<typeof acaoUsuario>;

export const totaisAcoesUsuarios = z.object({
  acoes: z.number().int(),
  usuarios: z.number().int(),
  ips: z.number().int(),
  /** The matching actions by code, most frequent first. */
  por_acao: z.array(z.object({ acao: z.string(), total: z.number().int() })),
  /** The matching actions by user, the 50 most active first. */
  por_usuario: z.array(
    z.object({
      usuario_id: z.number().int().nullable(),
      usuario_nome: z.string().nullable(),
      total: z.number().int(),
    }),
  ),
});
export type TotaisAcoesUsuarios = z.infer<typeof totaisAcoesUsuarios>;

export const relatorioAcoesUsuarios = page(acaoUsuario).extend({
  totais: totaisAcoesUsuarios,
  periodo: z.object({ de: z.string(), ate: z.string() }),
});
export type RelatorioAcoesUsuarios = z.infer<typeof relatorioAcoesUsuarios>;

// ---------- Admin: the staff's work ----------

const ROLE_FILTER = z.coerce.number().int().min(1).max(9);

const adminFiltros = z.object({
  de: optional(dateField),
  ate: optional(dateField),
  /** The staff member's role (SPEC §3); students (4) are never listed. */
  id_role: optional(ROLE_FILTER.refine((role) => role !== 4, localized('campos.perfilInvalido'))),
});

export const relatorioAdminQuery = periodRefined(
  pageQuery.extend({
    ...adminFiltros.shape,
    /** The user's name. */ filtro: optional(z.string().trim().max(100)),
  }),
);
export type RelatorioAdminQuery = z.output<typeof relatorioAdminQuery>;

export const relatorioAdminExportQuery = periodRefined(adminFiltros);

/** A staff member of the school and what they did in the period. */
export const usuarioAdmin = z.object({
  usuario_id: z.number().int(),
  nome: z.string(),
  id_role: z.number().int(),
  ativo: z.boolean(),
  logins: z.number().int(),
  logins_falhos: z.number().int(),
  /** Audit lines other than signing in and out. */
  acoes: z.number().int(),
  aulas_agendadas: z.number().int(),
  aulas_remarcadas: z.number().int(),
  aulas_canceladas: z.number().int(),
  /** Their last sign-in ever (UTC ISO instant), null if never. */
  ultimo_login: z.string().nullable(),
});
export type UsuarioAdmin = z.infer<typeof usuarioAdmin>;

export const totaisAdmin = z.object({
  usuarios: z.number().int(),
  logins: z.number().int(),
  logins_falhos: z.number().int(),
  acoes: z.number().int(),
  aulas_agendadas: z.number().int(),
  aulas_remarcadas: z.number().int(),
  aulas_canceladas: z.number().int(),
});
export type TotaisAdmin = z.infer<typeof totaisAdmin>;

export const relatorioAdmin = page(usuarioAdmin).extend({
  totais: totaisAdmin,
  periodo: z.object({ de: z.string(), ate: z.string() }),
});
export type RelatorioAdmin = z.infer<typeof relatorioAdmin>;
