import { z } from 'zod';
import type { PlainMessageKey } from './catalogue/index.ts';
import { message } from './catalogue/message.ts';
import { dateField, optional } from './fields.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';

/** Requests and replies of practical-lesson scheduling (agendamento: agendar, agenda, agendadas, realizadas). */

export const TIPOS_AULA_PRATICA = ['normal', 'conceitos_basicos', 'baliza', 'simulador'] as const;
export const STATUS_AULA_PRATICA = ['agendada', 'em_andamento', 'realizada', 'cancelada'] as const;
export const ACOES_HISTORICO_AULA = [
  'agendada',
  'remarcada',
  'cancelada',
  'iniciada',
  'finalizada',
  'status',
  'anotacao_removida',
  'corrigida',
  'contingencia',
] as const;

/** An instant with its offset ('2026-03-10T13:00:00-03:00' or '...Z'), to the minute. */
export const instantField = z.iso
  .datetime({ offset: true, ...localized('campos.dataHoraInvalida') })
  .refine((value) => {
    const time = Date.parse(value);
    return Number.isNaN(time) || time % 60_000 === 0;
  }, localized('aulasPraticas.horarioMinutosExatos'));

const positiveId = (code: PlainMessageKey) =>
  z
    .number(localized(code))
    .int(localized(code))
    .positive(localized(code))
    .max(Number.MAX_SAFE_INTEGER, localized(code));
const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const motivoField = z
  .string(localized('aulasPraticas.informeMotivo'))
  .trim()
  .min(1, localized('aulasPraticas.informeMotivo'))
  .max(500, localized(message('validacao.maxCaracteres', { maximo: 500 })));

export const aulaPraticaBody = z.object({
  processo_id: positiveId('aulasPraticas.selecioneProcesso'),
  instrutor_id: positiveId('aulasPraticas.selecioneInstrutor'),
  veiculo_id: positiveId('aulasPraticas.selecioneVeiculo'),
  inicio: instantField,
  /** One or two consecutive 50-minute h/a. */
  horas_aula: z.union([z.literal(1), z.literal(2)], localized('aulasPraticas.horasAulaSeguidas')).default(1),
  tipo: z.enum(TIPOS_AULA_PRATICA, localized('aulasPraticas.tipoAulaInvalido')).default('normal'),
  /** A contingency lesson: given while the evidence system failed (the state caps their monthly share). */
  contingencia: z.boolean().default(false),
});
export type AulaPraticaBody = z.output<typeof aulaPraticaBody>;

export const remarcarBody = z.object({ inicio: instantField, motivo: motivoField });
/**
 * Cancelling a lesson already given removes its annotation, irreversibly: the client says it asked
 * (SPEC §5 'Deseja mesmo remover a anotação? A operação é irreversível.').
 */
export const cancelarBody = z.object({
  motivo: motivoField,
  remover_anotacao: z.boolean().optional().default(false),
});

/** Marks a booked lesson as a contingency one (or unmarks it), with the reason. */
export const contingenciaBody = z.object({
  contingencia: z.boolean(localized('aulasPraticas.informeContingencia')),
  motivo: motivoField,
});
export type ContingenciaBody = z.input<typeof contingenciaBody>;

/** The month of the contingency share ('YYYY-MM', São Paulo; the current one when absent) and its school. */
export const contingenciaQuery = z.object({
  mes: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, localized('aulasPraticas.mesInvalido'))),
  /** Empty: every school the caller may see. */
  schema: optional(z.string().trim().max(100)),
});

/** A school's contingency lessons of a month against all its live lessons, and the state's cap. */
export const contingenciaMes = z.object({
  schema: z.string(),
  nome_fantasia: z.string(),
  uf: z.string(),
  mes: z.string(),
  total: z.number().int(),
  contingencia: z.number().int(),
  /** The share (%), one decimal. */
  percentual: z.number(),
  /** The state profile's cap (%); null: no cap. */
  maximo: z.number().int().nullable(),
  acima_do_limite: z.boolean(),
});
export type ContingenciaMes = z.infer<typeof contingenciaMes>;

/** A lesson in lists, the agenda and the detail. Times are UTC ISO instants. */
export const aulaPratica = z.object({
  id_aulas_praticas: z.number().int(),
  id_processo: z.number().int(),
  renach: z.string(),
  categoria: z.string(),
  id_aluno: z.number().int(),
  aluno_nome: z.string(),
  id_instrutor: z.number().int(),
  instrutor_nome: z.string(),
  id_veiculo: z.number().int(),
  placa: z.string(),
  inicio: z.string(),
  fim: z.string(),
  horas_aula: z.number().int(),
  tipo: z.enum(TIPOS_AULA_PRATICA),
  status: z.enum(STATUS_AULA_PRATICA),
  getran_status: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  /** Given while the evidence system (photos, GPS) failed; capped per school and month by the state. */
  contingencia: z.boolean(),
});
export type AulaPratica = z.infer<typeof aulaPratica>;

export const aulaHistorico = z.object({
  acao: z.enum(ACOES_HISTORICO_AULA),
  de: z.record(z.string(), z.unknown()).nullable(),
  para: z.record(z.string(), z.unknown()).nullable(),
  motivo: z.string().nullable(),
  usuario: z.string().nullable(),
  created_at: z.string(),
});
export type AulaHistorico = z.infer<typeof aulaHistorico>;

export const aulaPraticaDetalhe = aulaPratica.extend({ historico: z.array(aulaHistorico) });
export type AulaPraticaDetalhe = z.infer<typeof aulaPraticaDetalhe>;

/** Why a lesson cannot be booked: the rule's code and its Portuguese text (SPEC §8). */
export const violacaoAula = z.object({
  code: z.string(),
  mensagem: z.string(),
  /** The norm and article the rule comes from ('Lei nº 12.302/2010, art. 4º'). */
  fundamento: z.string().optional(),
});
export type ViolacaoAula = z.infer<typeof violacaoAula>;

/** The reply of a booking: the lesson, and what it warns about without refusing (simulator cap). */
export const aulaAgendada = aulaPratica.extend({ avisos: z.array(violacaoAula) });
export type AulaAgendada = z.infer<typeof aulaAgendada>;

export const aulasPraticasQuery = pageQuery.extend({
  de: optional(dateField),
  ate: optional(dateField),
  status: optional(z.enum(STATUS_AULA_PRATICA, localized('aulasPraticas.situacaoAulaInvalida'))),
  instrutor_id: optional(queryId),
  veiculo_id: optional(queryId),
  aluno_id: optional(queryId),
  processo_id: optional(queryId),
  /** Text on the student's name. */
  filtro: optional(z.string().trim().max(100)),
});

/** The longest range the agenda answers at once (a month view with its edges). */
export const AGENDA_MAX_DIAS = 42;

export const agendaQuery = z
  .object({
    de: dateField,
    ate: dateField,
    por: optional(z.enum(['instrutor', 'veiculo', 'aluno'], localized('aulasPraticas.agendaPorInvalido'))),
    id: optional(queryId),
  })
  .refine((query) => query.ate >= query.de, {
    path: ['ate'],
    ...localized('campos.periodoInvalido'),
  })
  .refine((query) => (Date.parse(query.ate) - Date.parse(query.de)) / 86_400_000 < AGENDA_MAX_DIAS, {
    path: ['ate'],
    ...localized(message('aulasPraticas.agendaMaxDias', { dias: AGENDA_MAX_DIAS })),
  })
  .refine((query) => (query.por === null) === (query.id === null), {
    path: ['id'],
    ...localized('aulasPraticas.agendaDeQuem'),
  });

export const horariosLivresQuery = z.object({
  data: dateField,
  processo_id: queryId,
  instrutor_id: queryId,
  veiculo_id: queryId,
  horas_aula: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], localized('aulasPraticas.horasAulaSeguidas')))
    .default(1),
  tipo: z.enum(TIPOS_AULA_PRATICA, localized('aulasPraticas.tipoAulaInvalido')).default('normal'),
});

/** One 50-minute slot of the day (06:00 to 22:00 São Paulo time) and why it is not free. */
export const horarioLivre = z.object({
  inicio: z.string(),
  fim: z.string(),
  livre: z.boolean(),
  motivos: z.array(z.string()),
});
export type HorarioLivre = z.infer<typeof horarioLivre>;
