import { z } from 'zod';
import type { PlainMessageKey } from './catalogue/index.ts';
import { dateField, optional } from './fields.ts';
import { pageQuery } from './http.ts';
import { localized } from './messages.ts';

/**
 * Sending practical lessons to the traffic authority (SPEC §2.6 'Envio de Aulas ao GETRAN', §3, §4,
 * §7). `schema` names the school by its tenant key. `teste: true` works on the authority's test
 * environment ('homologação', screen /suporte/envios-praticas-teste) instead of production.
 */

export const AMBIENTES_GETRAN = ['producao', 'homologacao'] as const;
export type AmbienteGetran = (typeof AMBIENTES_GETRAN)[number];

/** SPEC §4: these statuses count as already sent; the send action is hidden for them. */
export const STATUS_GETRAN_ENVIADA = ['Aceito', 'Em análise', 'Transação efetuada com sucesso'] as const;
export const STATUS_GETRAN_ACEITA = 'Aceito';

export function contaComoEnviada(status: string | null | undefined): boolean {
  return (STATUS_GETRAN_ENVIADA as readonly string[]).includes(status ?? '');
}

/** The status filter's value for lessons not sent yet (an empty status, shown as PENDENTE). */
export const FILTRO_PENDENTE = 'PENDENTE';

/** Where a lesson is in the platform's own sending: queued for a retry, or given up after the retries. */
export const FILAS_ENVIO = ['aguardando', 'enviando', 'falhou'] as const;
export type FilaEnvio = (typeof FILAS_ENVIO)[number];

const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const positiveId = (code: PlainMessageKey) =>
  z.coerce
    .number(localized(code))
    .int(localized(code))
    .positive(localized(code))
    .max(Number.MAX_SAFE_INTEGER, localized(code));
const schemaField = z
  .string(localized('getran.schemaNaoDefinido'))
  .trim()
  .min(1, localized('getran.schemaNaoDefinido'))
  .max(100, localized('campos.autoescolaInvalida'));
const testeFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1')
  .optional()
  .default(false);
const digitsOnly = (value: string) => value.replace(/\D/g, '');

export const enviosQuery = pageQuery
  .extend({
    per_page: z.coerce.number().int().min(1).max(100).default(10),
    inicio: optional(dateField),
    fim: optional(dateField),
    /** Empty: every school the caller may see. */
    schema: optional(z.string().trim().max(100)),
    /** A status text, `PENDENTE` for lessons not sent, or empty for all. */
    status: optional(z.string().trim().max(200)),
    nome: optional(z.string().trim().max(150)),
    cpf: optional(
      z
        .string()
        .transform(digitsOnly)
        .pipe(z.string().max(11, localized('campos.cpfDigitos'))),
    ),
    teste: testeFlag,
  })
  .refine((query) => !query.inicio || !query.fim || query.fim >= query.inicio, {
    path: ['fim'],
    ...localized('campos.periodoInvalido'),
  });
export type EnviosQuery = z.output<typeof enviosQuery>;

/** SPEC §3 practical lesson send record, plus what the screen shows of the platform's own sending. */
export const envioAulaPratica = z.object({
  aulaPraticaId: z.number().int(),
  /** The authority's last answer; '' when not sent yet (shown as PENDENTE). */
  aulaPraticaStatus: z.string(),
  /** São Paulo date of the lesson, 'YYYY-MM-DD'. */
  aulaPraticaData: z.string(),
  alunoId: z.number().int(),
  alunoNome: z.string(),
  alunoCPF: z.string(),
  renach: z.string(),
  instrutorId: z.number().int(),
  instrutorNome: z.string(),
  categoria: z.string(),
  observacoes: z.string().nullable(),
  schema: z.string(),
  /** Times actually given (the annotation), UTC ISO. */
  inicio: z.string().nullable(),
  fim: z.string().nullable(),
  veiculoPlaca: z.string(),
  /** The platform's sending: null when idle. */
  envio: z.enum(FILAS_ENVIO).nullable(),
  /** When the last answer arrived. */
  enviadoEm: z.string().nullable(),
});
export type EnvioAulaPratica = z.infer<typeof envioAulaPratica>;

/** POST /getran/enviar/aula-pratica: the lesson row of the list (only the id and schema are used). */
export const enviarAulaPraticaBody = z.looseObject({
  aulaPraticaId: positiveId('aulasPraticas.informeAula'),
  schema: schemaField,
  teste: testeFlag,
});
export type EnviarAulaPraticaBody = z.output<typeof enviarAulaPraticaBody>;

export const violacaoGetran = z.object({ codigo: z.string(), mensagem: z.string() });

/**
 * What a send answered (the result modal of SPEC §2.6). On a refusal the error reply carries the
 * same fields: `mensagem` (the status text), `codigo` and `dados` (what a correction needs).
 */
export const resultadoEnvio = z.object({
  aulaPraticaId: z.number().int(),
  schema: z.string(),
  status: z.string(),
  protocolo: z.string().nullable(),
  codigo: z.string().nullable(),
  dados: z.record(z.string(), z.unknown()).nullable(),
  violacoes: z.array(violacaoGetran),
  /** A correction the platform knows how to apply ('Aplicar Correção'). */
  corrigivel: z.boolean(),
  /** Answered by the platform's own checks, before reaching the authority. */
  verificacaoLocal: z.boolean(),
});
export type ResultadoEnvio = z.infer<typeof resultadoEnvio>;

/** POST /getran/enviar/ajustar-enviar: the lesson response of the failed send. */
export const ajustarEnviarBody = z.looseObject({
  aulaPraticaId: positiveId('aulasPraticas.informeAula'),
  schema: schemaField,
  codigo: z.string(localized('getran.nadaACorrigir')).min(1, localized('getran.nadaACorrigir')),
  teste: testeFlag,
});

/** POST /getran/enviar/aula (after a time update). */
export const enviarAulasBody = z.object({
  aulaId: z
    .array(positiveId('aulasPraticas.informeAula'))
    .min(1, localized('aulasPraticas.informeAula'))
    .max(500, localized('getran.maximoAulas')),
  schema: schemaField,
  teste: testeFlag,
});
export const aulasEnfileiradas = z.object({ enfileiradas: z.number().int() });

/** POST /getran/enviar/comand-artisan: clear the rejections of a school's period and resend. */
export const comandArtisanBody = z
  .object({
    schema: schemaField,
    inicio: dateField,
    fim: dateField,
    teste: testeFlag,
  })
  .refine((body) => body.fim >= body.inicio, {
    path: ['fim'],
    ...localized('campos.periodoInvalido'),
  });

export const STATUS_LOTE = ['na_fila', 'executando', 'concluido', 'falhou'] as const;
export const loteGetran = z.object({
  id: z.number().int(),
  schema: z.string(),
  ambiente: z.enum(AMBIENTES_GETRAN),
  inicio: z.string(),
  fim: z.string(),
  status: z.enum(STATUS_LOTE),
  total: z.number().int(),
  processadas: z.number().int(),
  aceitas: z.number().int(),
  rejeitadas: z.number().int(),
  falhas: z.number().int(),
  /** Lessons whose rejection status was cleared before resending. */
  limpas: z.number().int(),
  criadoEm: z.string(),
  concluidoEm: z.string().nullable(),
  erro: z.string().nullable(),
});
export type LoteGetran = z.infer<typeof loteGetran>;
export const loteParams = z.object({ id: queryId });

/** GET /getran/aluno/{cfc}/{cpf}: the lessons the authority holds for a candidate. */
export const consultaGetranParams = z.object({
  cfc: z.string().trim().min(1, localized('getran.selecioneAutoescolaCpf')).max(100),
  cpf: z
    .string()
    .transform(digitsOnly)
    .pipe(z.string().length(11, localized('campos.cpfDigitos'))),
});
export const consultaGetranQuery = z.object({ teste: testeFlag });
export const aulaGetran = z.object({
  dataAula: z.string(),
  horaInicio: z.string(),
  horaFim: z.string(),
  status: z.string(),
});
export type AulaGetran = z.infer<typeof aulaGetran>;
export const consultaGetran = z.object({ aulas: z.array(aulaGetran) });

/** GET /getran: whether each environment of the authority answers, and the platform's queue. */
export const situacaoGetran = z.object({
  ambientes: z.array(
    z.object({
      ambiente: z.enum(AMBIENTES_GETRAN),
      disponivel: z.boolean(),
      latencia_ms: z.number().int().nullable(),
      mensagem: z.string(),
    }),
  ),
  aguardando: z.number().int(),
  falharam: z.number().int(),
});
export type SituacaoGetran = z.infer<typeof situacaoGetran>;

/** The send history of one lesson: every request to the authority and its answer. */
export const envioRegistro = z.object({
  id: z.number().int(),
  ambiente: z.enum(AMBIENTES_GETRAN),
  operacao: z.string(),
  status: z.string().nullable(),
  http_status: z.number().int().nullable(),
  codigo: z.string().nullable(),
  erro: z.string().nullable(),
  duracao_ms: z.number().int().nullable(),
  usuario: z.string().nullable(),
  criado_em: z.string(),
});
export type EnvioRegistro = z.infer<typeof envioRegistro>;
export const historicoEnvioQuery = z.object({ id: queryId, schema: schemaField });
