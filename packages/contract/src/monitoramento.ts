import { TIPOS_ALERTA } from '@cfc/domain';
import { z } from 'zod';
import { message } from './catalogue/message.ts';
import { dateField, optional } from './fields.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';
import { RELATORIO_MAX_DIAS } from './relatorios.ts';

/**
 * The monitoring side (issue 19; docs/monitoring.md "The monitoring dashboard and lists"): the
 * dashboard across the caller's schools, the lists with a school column, the rooms' cameras and the
 * monitoring report. Instants are UTC ISO strings; days are São Paulo days (YYYY-MM-DD).
 */

/** The realtime event of a practical lesson that started or finished: `{ id_autoescola, id_aula_pratica, status }`. */
export const EVENTO_AULA_ATUALIZADA = 'AulaAtualizada';
/** The realtime event of an alert found or handled (the alerts engine sends it); the dashboard refetches on it. */
export const EVENTO_ALERTA_ATUALIZADO = 'AlertaAtualizado';

/** How many days back the dashboard's charts look, today included. */
export const DASHBOARD_DIAS = 14;

const escola = {
  id_autoescola: z.number().int(),
  /** The school's identifier (SPEC's `schema`). */
  autoescola: z.string(),
  autoescola_nome: z.string(),
};

/** A practical lesson under way now, with the age of its last GPS fix. */
export const aulaEmAndamento = z.object({
  id_aula_pratica: z.number().int(),
  ...escola,
  aluno_nome: z.string(),
  instrutor_nome: z.string(),
  veiculo_placa: z.string(),
  iniciada_em: z.string(),
  ultima_posicao_em: z.string().nullable(),
});
export type AulaEmAndamento = z.infer<typeof aulaEmAndamento>;

export const cameraOffline = z.object({
  id_camera: z.number().int(),
  ...escola,
  nome: z.string(),
  id_sala: z.number().int(),
  sala_nome: z.string(),
  verificado_em: z.string().nullable(),
});
export type CameraOffline = z.infer<typeof cameraOffline>;

/** One school's figures on the dashboard. */
export const dashboardEscola = z.object({
  ...escola,
  aulas_em_andamento: z.number().int(),
  alertas_abertos: z.number().int(),
  cameras_offline: z.number().int(),
  envios_pendentes: z.number().int(),
  envios_rejeitados: z.number().int(),
  /** Lessons given in the chart's days, one number per day (oldest first). */
  aulas_por_dia: z.array(z.number().int()),
  /** Open alerts by kind (kinds without any left out). */
  alertas_por_tipo: z.partialRecord(z.enum(TIPOS_ALERTA), z.number().int()),
});
export type DashboardEscola = z.infer<typeof dashboardEscola>;

export const dashboardMonitoramento = z.object({
  gerado_em: z.string(),
  /** The chart's days, oldest first (São Paulo). */
  dias: z.array(z.string()),
  aulas_em_andamento: z.array(aulaEmAndamento),
  /** Open alerts by severity. */
  alertas_abertos: z.object({ alta: z.number().int(), media: z.number().int(), baixa: z.number().int() }),
  cameras_offline: z.array(cameraOffline),
  /** Lessons given in the chart's days not sent to the authority yet, and those it refused. */
  envios: z.object({ pendentes: z.number().int(), rejeitados: z.number().int() }),
  escolas: z.array(dashboardEscola),
});
export type DashboardMonitoramento = z.infer<typeof dashboardMonitoramento>;

// ---------- Lists across schools ----------

/** The lists' filters: one school (its identifier) or all, and a text filter. */
export const monitoramentoListaQuery = pageQuery.extend({
  autoescola: optional(z.string().trim().max(80)),
  filtro: optional(z.string().trim().max(100)),
});
export type MonitoramentoListaQuery = z.output<typeof monitoramentoListaQuery>;

export const monitoramentoAluno = z.object({
  id_aluno: z.number().int(),
  ...escola,
  nome: z.string(),
  cpf: z.string(),
  renach: z.string().nullable(),
  situacao: z.enum(['ativo', 'suspenso', 'concluido']),
  telefone: z.string().nullable(),
});
export const monitoramentoInstrutor = z.object({
  id_instrutor: z.number().int(),
  ...escola,
  nome: z.string(),
  cpf: z.string(),
  cnh_categoria: z.string(),
  credencial_validade: z.string(),
  ativo: z.boolean(),
});
export const monitoramentoVeiculo = z.object({
  id_veiculo: z.number().int(),
  ...escola,
  placa: z.string(),
  marca: z.string(),
  modelo: z.string(),
  categoria: z.string(),
  ativo: z.boolean(),
});
export const monitoramentoSala = z.object({
  id_sala: z.number().int(),
  ...escola,
  nome: z.string(),
  capacidade: z.number().int(),
  cameras: z.number().int(),
  cameras_offline: z.number().int(),
  ativo: z.boolean(),
});
export const monitoramentoTurma = z.object({
  id_turma: z.number().int(),
  ...escola,
  nome: z.string(),
  curso: z.string(),
  sala_nome: z.string(),
  data_inicio: z.string(),
  data_fim: z.string(),
  status: z.enum(['planejada', 'em_andamento', 'concluida', 'cancelada']),
  alunos: z.number().int(),
});
export const monitoramentoAulaPresencial = z.object({
  id_aula_teorica: z.number().int(),
  ...escola,
  turma_nome: z.string(),
  disciplina: z.string(),
  instrutor_nome: z.string(),
  id_sala: z.number().int(),
  sala_nome: z.string(),
  inicio: z.string(),
  fim: z.string(),
  status: z.enum(['agendada', 'aberta', 'encerrada']),
  presentes: z.number().int(),
});
export type MonitoramentoAluno = z.infer<typeof monitoramentoAluno>;
export type MonitoramentoInstrutor = z.infer<typeof monitoramentoInstrutor>;
export type MonitoramentoVeiculo = z.infer<typeof monitoramentoVeiculo>;
export type MonitoramentoSala = z.infer<typeof monitoramentoSala>;
export type MonitoramentoTurma = z.infer<typeof monitoramentoTurma>;
export type MonitoramentoAulaPresencial = z.infer<typeof monitoramentoAulaPresencial>;

// ---------- Rooms and their cameras ----------

/** A room's camera with its state; its latest snapshot is read from `GET /monitoramento/cameras/:id/snapshot`. */
export const cameraDaSala = z.object({
  id_camera: z.number().int(),
  nome: z.string(),
  status: z.enum(['online', 'offline', 'desconhecido']),
  verificado_em: z.string().nullable(),
  /** When the latest stored snapshot was taken (null: none yet). */
  snapshot_em: z.string().nullable(),
});
export type CameraDaSala = z.infer<typeof cameraDaSala>;

/** The theory session under way in a room now, if any. */
export const sessaoNaSala = z.object({
  id_aula_teorica: z.number().int(),
  turma_nome: z.string(),
  disciplina: z.string(),
  instrutor_nome: z.string(),
  inicio: z.string(),
  fim: z.string(),
  status: z.string(),
  presentes: z.number().int(),
  matriculados: z.number().int(),
});
export type SessaoNaSala = z.infer<typeof sessaoNaSala>;

export const salaMonitorada = z.object({
  id_sala: z.number().int(),
  ...escola,
  nome: z.string(),
  cameras: z.array(cameraDaSala),
  sessao: sessaoNaSala.nullable(),
});
export type SalaMonitorada = z.infer<typeof salaMonitorada>;

export const salasMonitoradasQuery = z.object({
  autoescola: optional(z.string().trim().max(80)),
  sala: optional(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  /** Only rooms with a theory session under way now. */
  em_aula: optional(z.enum(['true', 'false'])),
});

/** The day's in-person theory sessions of the scope, with their room's cameras and the attendance. */
export const sessaoDoDia = z.object({
  ...sessaoNaSala.shape,
  ...escola,
  id_sala: z.number().int(),
  sala_nome: z.string(),
  cameras: z.array(cameraDaSala),
});
export type SessaoDoDia = z.infer<typeof sessaoDoDia>;

export const sessoesDoDiaQuery = z.object({ data: optional(dateField) });

// ---------- The monitoring report ----------

const periodo = {
  de: dateField,
  ate: dateField,
  autoescola: optional(z.string().trim().max(80)),
};

export const relatorioMonitoramentoQuery = z
  .object(periodo)
  .refine((query) => query.ate >= query.de, { path: ['ate'], ...localized('campos.periodoInvalido') })
  .refine((query) => (Date.parse(query.ate) - Date.parse(query.de)) / 86_400_000 < RELATORIO_MAX_DIAS, {
    path: ['ate'],
    ...localized(message('campos.periodoMaxDias', { dias: RELATORIO_MAX_DIAS })),
  });
export type RelatorioMonitoramentoQuery = z.output<typeof relatorioMonitoramentoQuery>;

/** One school's figures over the period. */
export const relatorioMonitoramentoLinha = z.object({
  ...escola,
  aulas_realizadas: z.number().int(),
  /** Lessons with both photos, an odometer at both ends and a GPS track. */
  evidencia_completa: z.number().int(),
  contingencia: z.number().int(),
  fotos_confere: z.number().int(),
  fotos_falha: z.number().int(),
  alertas: z.number().int(),
  alertas_abertos: z.number().int(),
  envios_aceitos: z.number().int(),
  envios_rejeitados: z.number().int(),
  alertas_por_tipo: z.partialRecord(z.enum(TIPOS_ALERTA), z.number().int()),
});
export type RelatorioMonitoramentoLinha = z.infer<typeof relatorioMonitoramentoLinha>;

export const relatorioMonitoramento = z.object({
  linhas: z.array(relatorioMonitoramentoLinha),
  totais: relatorioMonitoramentoLinha.omit({ id_autoescola: true, autoescola: true, autoescola_nome: true }),
});
export type RelatorioMonitoramento = z.infer<typeof relatorioMonitoramento>;
