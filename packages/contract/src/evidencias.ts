import { ESTADOS_ALERTA, SEVERIDADES_ALERTA, TIPOS_ALERTA } from '@cfc/domain';
import { z } from 'zod';
import { STATUS_AULA_PRATICA } from './aulas-praticas.ts';
import { MOMENTOS_FOTO } from './execucao.ts';
import { dateField, optional } from './fields.ts';
import { VERIFICACOES_FOTO } from './fotos.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';

/**
 * A practical lesson's whole evidence (docs/monitoring.md): what the lesson was, what the phone
 * recorded (odometer, GPS track, photos with their face check), what happened to it in time order,
 * every send to the authority and every alert with its handling. One shape for the evidence view,
 * the monitoring lists and the contestation report. Instants are UTC ISO strings.
 */

/** What a line of the timeline is about. */
export const TIPOS_LINHA_DO_TEMPO = [
  'historico',
  'inicio',
  'fim',
  'foto',
  'envio',
  'alerta',
  'alerta_tratado',
  'manual',
] as const;

/** Manual evidence of a contingency lesson: a PDF or a photo, up to 10 MB. */
export const EVIDENCIA_MANUAL_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCIA_MANUAL_TIPOS = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const evidenciaAulaDados = z.object({
  id_aula_pratica: z.number().int(),
  id_autoescola: z.number().int(),
  /** The school's identifier (SPEC's `schema`). */
  autoescola: z.string(),
  autoescola_nome: z.string(),
  autoescola_cnpj: z.string().nullable(),
  aluno_nome: z.string(),
  /** Formatted, or masked as SPEC §5 for the traffic authority. */
  aluno_cpf: z.string(),
  renach: z.string(),
  instrutor_nome: z.string(),
  veiculo_placa: z.string(),
  categoria: z.string(),
  inicio_previsto: z.string(),
  fim_previsto: z.string(),
  inicio_real: z.string().nullable(),
  fim_real: z.string().nullable(),
  horas_aula: z.number().int(),
  status: z.enum(STATUS_AULA_PRATICA),
  getran_status: z.string().nullable(),
  contingencia: z.boolean(),
});

export const evidenciaHodometro = z.object({
  inicio: z.number().nullable(),
  fim: z.number().nullable(),
  /** By the odometer. */
  km: z.number().nullable(),
  /** Along the GPS track. */
  km_gps: z.number().nullable(),
});

export const evidenciaPosicao = z.object({
  registrado_em: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  precisao_metros: z.number().nullable(),
});

export const evidenciaFoto = z.object({
  id_foto: z.number().int(),
  momento: z.enum(MOMENTOS_FOTO),
  registrado_em: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  verificacao: z.enum(VERIFICACOES_FOTO),
  rostos: z.number().int().nullable(),
  similaridade: z.number().nullable(),
  verificado_em: z.string().nullable(),
});

export const evidenciaLinha = z.object({
  quando: z.string(),
  tipo: z.enum(TIPOS_LINHA_DO_TEMPO),
  /** The history action, the photo's moment, the send's operation, the alert's kind or state. */
  acao: z.string(),
  /** A short Portuguese detail (data: a status, a reason, a note). */
  detalhe: z.string().nullable(),
  usuario: z.string().nullable(),
});

export const evidenciaEnvio = z.object({
  id_envio: z.number().int(),
  quando: z.string(),
  ambiente: z.string(),
  operacao: z.string(),
  http_status: z.number().int().nullable(),
  status: z.string().nullable(),
  codigo: z.string().nullable(),
  payload: z.unknown(),
  resposta: z.unknown(),
  erro: z.string().nullable(),
  duracao_ms: z.number().int().nullable(),
  usuario: z.string().nullable(),
});

export const evidenciaAlertaTratamento = z.object({
  quando: z.string(),
  de: z.string().nullable(),
  para: z.string(),
  nota: z.string().nullable(),
  usuario: z.string().nullable(),
});

export const alertaDaAula = z.object({
  id_alerta: z.number().int(),
  tipo: z.enum(TIPOS_ALERTA),
  titulo: z.string(),
  severidade: z.enum(SEVERIDADES_ALERTA),
  estado: z.enum(ESTADOS_ALERTA),
  descricao: z.string(),
  nota: z.string().nullable(),
  detectado_em: z.string(),
  historico: z.array(evidenciaAlertaTratamento),
});

export const evidenciaManual = z.object({
  id_evidencia: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  tipo_conteudo: z.enum(EVIDENCIA_MANUAL_TIPOS),
  tamanho: z.number().int(),
  sha256: z.string(),
  enviado_por: z.string().nullable(),
  enviado_em: z.string(),
});
export type EvidenciaManual = z.infer<typeof evidenciaManual>;

export const evidenciaAula = z.object({
  aula: evidenciaAulaDados,
  hodometro: evidenciaHodometro,
  trajeto: z.array(evidenciaPosicao),
  fotos: z.array(evidenciaFoto),
  linha_do_tempo: z.array(evidenciaLinha),
  envios: z.array(evidenciaEnvio),
  alertas: z.array(alertaDaAula),
  manuais: z.array(evidenciaManual),
});
export type EvidenciaAula = z.infer<typeof evidenciaAula>;

// ---------- The monitoring list ----------

export const aulasMonitoradasQuery = pageQuery.extend({
  /** A school's identifier, among those the caller sees. */
  autoescola: optional(z.string().trim().max(100)),
  de: optional(dateField),
  ate: optional(dateField),
  status: optional(z.enum(STATUS_AULA_PRATICA, localized('aulasPraticas.situacaoAulaInvalida'))),
  instrutor_id: optional(queryId),
  /** The student's name or CPF. */
  aluno: optional(z.string().trim().max(100)),
  com_alertas: optional(z.enum(['true', 'false'])),
  contingencia: optional(z.enum(['true', 'false'])),
});
export type AulasMonitoradasQuery = z.input<typeof aulasMonitoradasQuery>;
export type AulasMonitoradasFiltros = z.output<typeof aulasMonitoradasQuery>;

export const aulaMonitorada = z.object({
  id_aula_pratica: z.number().int(),
  id_autoescola: z.number().int(),
  autoescola: z.string(),
  autoescola_nome: z.string(),
  aluno_nome: z.string(),
  aluno_cpf: z.string(),
  instrutor_nome: z.string(),
  veiculo_placa: z.string(),
  categoria: z.string(),
  inicio: z.string(),
  inicio_real: z.string().nullable(),
  fim_real: z.string().nullable(),
  status: z.enum(STATUS_AULA_PRATICA),
  contingencia: z.boolean(),
  getran_status: z.string().nullable(),
  fotos: z.number().int(),
  fotos_ok: z.number().int(),
  fotos_falhas: z.number().int(),
  posicoes: z.number().int(),
  km: z.number().nullable(),
  alertas_abertos: z.number().int(),
  manuais: z.number().int(),
});
export type AulaMonitorada = z.infer<typeof aulaMonitorada>;

// ---------- The contestation report ----------

export const relatorioContestacaoParams = z.object({
  autoescola: z.string().trim().min(1).max(100),
  aula: queryId,
});

/** The report on screen: the evidence and the hash of its content (what the PDF prints). */
export const relatorioContestacao = z.object({
  evidencia: evidenciaAula,
  hash_conteudo: z.string(),
});

export const relatorioContestacaoPdf = z.object({
  success: z.literal(true),
  /** The PDF, base64. */
  dados: z.string(),
  arquivo: z.string(),
  hash_conteudo: z.string(),
  hash_arquivo: z.string(),
});

/** The answer about a PDF handed in: which report it is, or that it matches none. */
export const verificacaoRelatorio = z.object({
  confere: z.boolean(),
  relatorio: z
    .object({
      id_relatorio: z.number().int(),
      id_aula_pratica: z.number().int(),
      autoescola: z.string(),
      autoescola_nome: z.string(),
      aluno_nome: z.string(),
      hash_conteudo: z.string(),
      hash_arquivo: z.string(),
      gerado_por: z.string().nullable(),
      gerado_em: z.string(),
    })
    .nullable(),
});
export type VerificacaoRelatorio = z.infer<typeof verificacaoRelatorio>;

export const evidenciaManualParams = z.object({ id: queryId, evidencia: queryId });

/** The text fields of a manual evidence upload (multipart, with the file in `arquivo`). */
export const evidenciaManualFields = z.object({
  descricao: z
    .string(localized('evidencias.informeDescricao'))
    .trim()
    .min(3, localized('evidencias.informeDescricao'))
    .max(500, localized('evidencias.descricaoLonga')),
});
export type EvidenciaManualFields = z.input<typeof evidenciaManualFields>;
