import { DISCIPLINAS_TEORICAS, MOMENTOS_VERIFICACAO, MOTIVOS_REPROVACAO } from '@cfc/domain';
import { z } from 'zod';
import { dateField, optional } from './fields.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';

/**
 * Remote live theory lessons (SPEC §2.1 /ead/:link, §2.3 /admin/eadInstrutor, /admin/monitoramento/virtual,
 * /monitoramento/aulas-virtuais and salamonitoramento/:schema/:id; CONTRAN 783/2020): a theory session
 * given remotely is streamed by its instructor, the students join from home through the session's
 * link, their faces are checked against the reference photo, and their time connected counts. Times:
 * `data` and `hora_*` are São Paulo's wall clock; `inicio`, `fim` and every `*_em` are UTC ISO instants.
 */

export const STATUS_TRANSMISSAO = ['aguardando', 'ao_vivo', 'encerrada'] as const;
export type StatusTransmissao = (typeof STATUS_TRANSMISSAO)[number];
export const RESULTADOS_VERIFICACAO = ['pendente', 'aprovada', 'reprovada', 'expirada'] as const;

const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

// ---------- Lessons ----------

/** A remote session as staff, its instructor and monitoring list it. */
export const aulaEad = z.object({
  id_aula_teorica: z.number().int(),
  id_autoescola: z.number().int(),
  /** The school's identifier (SPEC's `schema`), used in /monitoramento/salamonitoramento/:schema/:id. */
  autoescola: z.string(),
  autoescola_nome: z.string(),
  id_turma: z.number().int(),
  turma_nome: z.string(),
  disciplina: z.enum(DISCIPLINAS_TEORICAS),
  disciplina_nome: z.string(),
  id_instrutor: z.number().int(),
  instrutor_nome: z.string(),
  data: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  inicio: z.string(),
  fim: z.string(),
  transmissao: z.enum(STATUS_TRANSMISSAO),
  iniciada_em: z.string().nullable(),
  encerrada_em: z.string().nullable(),
  /** The class link students open: /ead/<base64(base64(link))>. */
  link: z.string(),
  /** Students on the list, connected now, and counted present once closed. */
  alunos: z.number().int(),
  conectados: z.number().int(),
  presentes: z.number().int(),
  /** Checks failed or not answered in the lesson. */
  verificacoes_reprovadas: z.number().int(),
  /** Whether the recording can be replayed. */
  gravacao: z.boolean(),
});
export type AulaEad = z.infer<typeof aulaEad>;

export const aulasEadQuery = pageQuery.extend({
  /** 'ao_vivo' for the live ones, 'encerrada' for the past ones; all when absent. */
  transmissao: z.enum(STATUS_TRANSMISSAO).optional(),
  de: optional(dateField),
  ate: optional(dateField),
  id_instrutor: optional(queryId),
});

// ---------- Face checks ----------

export const verificacao = z.object({
  id_verificacao: z.number().int(),
  /** The student checked; null: the instructor. */
  id_aluno: z.number().int().nullable(),
  momento: z.enum(MOMENTOS_VERIFICACAO),
  resultado: z.enum(RESULTADOS_VERIFICACAO),
  motivo: z.enum(MOTIVOS_REPROVACAO).nullable(),
  /** The reason in Portuguese, shown to the student and the school. */
  motivo_texto: z.string().nullable(),
  pedida_em: z.string(),
  prazo_em: z.string(),
  respondida_em: z.string().nullable(),
  /** Faces found, similarity with the reference (0..100) and liveness (0..100), once answered. */
  rostos: z.number().int().nullable(),
  similaridade: z.number().int().nullable(),
  vivacidade: z.number().int().nullable(),
  /** Whether the photo is kept (GET /ead/verificacoes/:id/foto). */
  foto: z.boolean(),
});
export type Verificacao = z.infer<typeof verificacao>;

// ---------- Chat ----------

export const mensagemEad = z.object({
  id_mensagem: z.number().int(),
  tipo: z.enum(['mensagem', 'mao_levantada', 'mao_abaixada']),
  autor_nome: z.string(),
  autor_papel: z.enum(['instrutor', 'aluno', 'equipe']),
  texto: z.string(),
  criada_em: z.string(),
});
export type MensagemEad = z.infer<typeof mensagemEad>;

export const mensagemBody = z.object({
  texto: z
    .string()
    .trim()
    .min(1, localized('ead.informeMensagem'))
    .max(500, localized('ead.informeMensagem')),
});

export const maoBody = z.object({ levantada: z.boolean() });

// ---------- The room, as the instructor and staff see it ----------

export const alunoNaSala = z.object({
  id_aluno: z.number().int(),
  aluno_nome: z.string(),
  /** Whether the student has a reference photo with consent. */
  referencia: z.boolean(),
  conectado: z.boolean(),
  entrou_em: z.string().nullable(),
  minutos_conectados: z.number().int(),
  quedas: z.number().int(),
  mao_levantada: z.boolean(),
  ip: z.string().nullable(),
  ultima_verificacao: verificacao.nullable(),
  verificacoes: z.array(verificacao),
  /** Filled once the lesson is closed: whether it counts, the h/a and why not. */
  presente: z.boolean().nullable(),
  horas_aula: z.number().int().nullable(),
  motivo: z.string().nullable(),
});
export type AlunoNaSala = z.infer<typeof alunoNaSala>;

export const salaEad = z.object({
  aula: aulaEad,
  /** The instructor's checks (the opening one is required to start). */
  instrutor_verificacoes: z.array(verificacao),
  alunos: z.array(alunoNaSala),
  mensagens: z.array(mensagemEad),
  /** Whether the caller may start, end and check (its instructor, or staff with turmas_edit). */
  pode_conduzir: z.boolean(),
  /** The state's rules the room applies (tolerance to join, minimum share, random checks). */
  regras: z.object({
    tolerancia_entrada_minutos: z.number().int(),
    presenca_minima_percentual: z.number().int().nullable(),
    verificacoes_aleatorias_percentual: z.number().int(),
    fundamento: z.string(),
  }),
});
export type SalaEad = z.infer<typeof salaEad>;

export const salaQuery = z.object({
  /** Only the messages after this one (the console polls). */
  desde_mensagem: optional(z.coerce.number().int().min(0)),
});

export const solicitarVerificacaoBody = z.object({
  /** One student; every connected student when absent. */
  id_aluno: optional(z.number().int().positive()),
});

// ---------- The student's side ----------

/** The device asking (the tab's id sent when joining), so that a reload finds its open connection. */
export const salaAlunoQuery = z.object({
  dispositivo: optional(z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, localized('ead.informeDispositivo'))),
});

export const linkParam = z.object({
  link: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** What the student sees of the lesson of a link: the waiting room, or why they cannot join. */
export const salaAluno = z.object({
  id_aula_teorica: z.number().int(),
  turma_nome: z.string(),
  disciplina_nome: z.string(),
  instrutor_nome: z.string(),
  autoescola_nome: z.string(),
  data: z.string(),
  hora_inicio: z.string(),
  hora_fim: z.string(),
  inicio: z.string(),
  fim: z.string(),
  transmissao: z.enum(STATUS_TRANSMISSAO),
  /** The last moment to join (start plus the state's tolerance). */
  prazo_entrada: z.string(),
  /** Whether the student may join now, and why not. */
  pode_entrar: z.boolean(),
  motivo: z.string().nullable(),
  /** The student's checks in this lesson, with the reasons of the failed ones. */
  verificacoes: z.array(verificacao),
  /** Once the lesson is closed: whether it counted, the h/a and why not. */
  presente: z.boolean().nullable(),
  horas_aula: z.number().int().nullable(),
  motivo_ausencia: z.string().nullable(),
  /** The student's open connection on this device, if any (after a page reload). */
  id_conexao: z.number().int().nullable(),
  /**
   * Whether the student may watch the recording to make the lesson up (absent, the lesson ended and
   * recorded, recorded lessons allowed by the state and the course), and why not.
   */
  gravacao: z.object({ disponivel: z.boolean(), motivo: z.string().nullable() }),
});
export type SalaAluno = z.infer<typeof salaAluno>;

export const entrarBody = z.object({
  /** A random id the browser keeps for this tab (a second device is refused while one is connected). */
  dispositivo: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, localized('ead.informeDispositivo')),
});

export const conexao = z.object({
  id_conexao: z.number().int(),
  entrou_em: z.string(),
  sala: salaAluno,
});

/** What the student's browser reports when the camera does not open (recorded in the audit trail). */
export const PROBLEMAS_CAMERA = ['negada', 'ausente', 'ocupada', 'insegura', 'outra'] as const;
export const cameraEadBody = z.object({ problema: z.enum(PROBLEMAS_CAMERA) });

export const sinalBody = z.object({
  desde_mensagem: optional(z.number().int().min(0)),
});

/** What the student's page learns at each sign of life (every few seconds). */
export const sinal = z.object({
  transmissao: z.enum(STATUS_TRANSMISSAO),
  /** A face check to answer now, if any. */
  verificacao_pendente: verificacao.nullable(),
  mensagens: z.array(mensagemEad),
  mao_levantada: z.boolean(),
  minutos_conectados: z.number().int(),
});
export type Sinal = z.infer<typeof sinal>;

// ---------- Reference photos ----------

export const referenciaFacial = z.object({
  /** When the photo was taken and the consent recorded (LGPD art. 11). */
  registrada_em: z.string(),
  consentimento_em: z.string(),
  consentimento_por: z.string().nullable(),
});
export type ReferenciaFacial = z.infer<typeof referenciaFacial>;

/** The multipart form's text fields beside the photo (`arquivo`). */
export const referenciaBody = z.object({
  consentimento: z.literal('true', localized('ead.consentimentoObrigatorio')),
});

// ---------- Audit ----------

export const registroAuditoria = z.object({
  seq: z.number().int(),
  em: z.string(),
  acao: z.string(),
  usuario_nome: z.string().nullable(),
  id_aluno: z.number().int().nullable(),
  aluno_nome: z.string().nullable(),
  ip: z.string().nullable(),
  dados: z.record(z.string(), z.unknown()),
  hash: z.string(),
  /** Whether this record's hash matches its content and the previous record. */
  integro: z.boolean(),
});

export const auditoriaEad = z.object({
  /** Whether the whole chain is intact; the first broken record otherwise. */
  integra: z.boolean(),
  primeiro_erro: z.number().int().nullable(),
  registros: z.array(registroAuditoria),
});
export type AuditoriaEad = z.infer<typeof auditoriaEad>;

export const auditoriaQuery = z.object({ id_aluno: optional(queryId) });

export const aulaArquivoParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  arquivo: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,80}$/),
});

// ---------- Replaying the recording ----------

/** A replay started or resumed: the recording's length, what was watched and what is needed. */
export const reproducao = z.object({
  id_reproducao: z.number().int(),
  duracao_segundos: z.number(),
  assistidos_segundos: z.number(),
  /** The seconds to watch for the lesson to count (the share of the recording's actual length). */
  necessarios_segundos: z.number(),
  /** The player's last reported position, to go on from it. */
  posicao: z.number(),
  /** A face check to answer now, if any (the opening one at the start). */
  verificacao_pendente: verificacao.nullable(),
});
export type Reproducao = z.infer<typeof reproducao>;

export const sinalReproducaoBody = z.object({
  /** The player's position in the recording, in seconds. */
  posicao: z.number().min(0).max(86_400),
});

/** What the player learns at each report (every few seconds). */
export const sinalReproducao = z.object({
  assistidos_segundos: z.number(),
  necessarios_segundos: z.number(),
  verificacao_pendente: verificacao.nullable(),
  /** Whether the replay is over: the lesson counted, or a check failed. */
  concluida: z.boolean(),
  presente: z.boolean(),
  /** Why it does not count (yet), in Portuguese; null once present. */
  motivo: z.string().nullable(),
});
export type SinalGravacao = z.infer<typeof sinalReproducao>;
