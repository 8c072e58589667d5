import { ESTADOS_ALERTA, SEVERIDADES_ALERTA, TIPOS_ALERTA } from '@cfc/domain';
import { z } from 'zod';
import { dateField } from './fields.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';

/**
 * Monitoring alerts (issue 19; docs/monitoring.md): found by the rules of the domain's `alertas.ts` as
 * evidence arrives, handled by the school and monitoring. Instants are UTC ISO strings.
 */

/** A link from an alert to the evidence behind it. */
export const evidenciaAlerta = z.object({
  tipo: z.enum(['foto', 'posicao', 'envio', 'camera', 'aula', 'aula_teorica']),
  id: z.number().int().nullable(),
  /** A short label staff read ('Foto de início', '14:05:10 → 14:07:40'). */
  rotulo: z.string(),
});

/** One alert as the lists, the dashboard and the DETRAN area show it. */
export const alerta = z.object({
  id_alerta: z.number().int(),
  id_autoescola: z.number().int(),
  /** The school's identifier (SPEC's `schema`). */
  autoescola: z.string(),
  autoescola_nome: z.string(),
  tipo: z.enum(TIPOS_ALERTA),
  titulo: z.string(),
  severidade: z.enum(SEVERIDADES_ALERTA),
  estado: z.enum(ESTADOS_ALERTA),
  descricao: z.string(),
  id_aula_pratica: z.number().int().nullable(),
  id_aula_teorica: z.number().int().nullable(),
  id_instrutor: z.number().int().nullable(),
  instrutor_nome: z.string().nullable(),
  aluno_nome: z.string().nullable(),
  id_camera: z.number().int().nullable(),
  evidencias: z.array(evidenciaAlerta),
  nota: z.string().nullable(),
  tratado_por: z.string().nullable(),
  tratado_em: z.string().nullable(),
  detectado_em: z.string(),
});
export type Alerta = z.infer<typeof alerta>;

/** One change of an alert's state, with who made it and the note. */
export const alertaHistorico = z.object({
  de: z.enum(ESTADOS_ALERTA).nullable(),
  para: z.enum(ESTADOS_ALERTA),
  nota: z.string().nullable(),
  usuario: z.string().nullable(),
  em: z.string(),
});

/** An alert with the norm behind it, the measured values and its history (GET /alertas/:id). */
export const alertaDetalhe = alerta.extend({
  fundamento: z.string(),
  detalhes: z.record(z.string(), z.unknown()),
  historico: z.array(alertaHistorico),
});
export type AlertaDetalhe = z.infer<typeof alertaDetalhe>;

/** The filters of the alert lists and their exports. */
export const alertasFiltros = z.object({
  estado: z.enum(ESTADOS_ALERTA).optional(),
  severidade: z.enum(SEVERIDADES_ALERTA).optional(),
  tipo: z.enum(TIPOS_ALERTA).optional(),
  /** A school's identifier (`schema`), among those the caller sees. */
  autoescola: z.string().trim().min(1).max(100).optional(),
  de: dateField.optional(),
  ate: dateField.optional(),
  id_aula_pratica: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** A page of alerts; newest first unless `sort` says otherwise. */
export const alertasQuery = pageQuery
  .extend(alertasFiltros.shape)
  .refine((query) => !query.de || !query.ate || query.de <= query.ate, {
    path: ['ate'],
    ...localized('alertas.periodoInvalido'),
  });
export type AlertasQuery = z.input<typeof alertasQuery>;

const contagem = z.object({ baixa: z.number().int(), media: z.number().int(), alta: z.number().int() });

/** The open alerts counted by severity, by kind and by school (the dashboards). */
export const alertasResumo = z.object({
  total: z.number().int(),
  por_severidade: contagem,
  por_tipo: z.array(z.object({ tipo: z.enum(TIPOS_ALERTA), titulo: z.string(), abertos: z.number().int() })),
  por_autoescola: z.array(
    contagem.extend({
      id_autoescola: z.number().int(),
      autoescola: z.string(),
      autoescola_nome: z.string(),
      abertos: z.number().int(),
    }),
  ),
});
export type AlertasResumo = z.infer<typeof alertasResumo>;

/** The note of a resolution or a contestation (and optionally of an acknowledgement). */
export const alertaNotaBody = z.object({
  nota: z
    .string(localized('alertas.informeNota'))
    .trim()
    .min(3, localized('alertas.notaCurta'))
    .max(2000, localized('alertas.notaLonga')),
});
export type AlertaNotaBody = z.input<typeof alertaNotaBody>;

export const alertaReconhecerBody = z.object({
  nota: z.string().trim().max(2000, localized('alertas.notaLonga')).optional(),
});

/** The realtime event of an alert created or changed, on each user's channel that may see its school. */
export const EVENTO_ALERTA = 'AlertaAtualizado';
export const alertaAtualizado = z.object({
  id_alerta: z.number().int(),
  id_autoescola: z.number().int(),
  severidade: z.enum(SEVERIDADES_ALERTA),
  estado: z.enum(ESTADOS_ALERTA),
});
export type AlertaAtualizado = z.infer<typeof alertaAtualizado>;
