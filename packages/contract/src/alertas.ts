import { ESTADOS_ALERTA, SEVERIDADES_ALERTA, TIPOS_ALERTA } from '@cfc/domain';
import { z } from 'zod';

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
