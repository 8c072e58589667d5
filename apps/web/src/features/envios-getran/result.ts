import { contaComoEnviada, type ResultadoEnvio, resultadoEnvio, violacaoGetran } from '@cfc/contract';
import { z } from 'zod';
import { ApiError } from '../../api/http-client.ts';

/**
 * What the result modal of a send shows (SPEC §2.6, §4): the reply's message and the send result,
 * whether it came from a success or from a refusal, and whether the correction may be offered.
 */
export interface EnvioOutcome {
  /** The reply's `mensagem` (the status text on a refusal). */
  readonly mensagem: string;
  readonly resultado: ResultadoEnvio;
  /** Turned on by a failed send: 'Aplicar Correção' may then be offered. */
  readonly ajuste: boolean;
}

/** Which lesson and school a reply is about, when the reply itself does not say. */
export interface EnvioAlvo {
  readonly aulaPraticaId: number;
  readonly schema: string;
}

export type ResultIcon = 'success' | 'warning' | 'error' | 'info';

const SUCCESS_WORDS = ['sucesso', 'enviado'];

function lower(value: string | null | undefined): string {
  return (value ?? '').toLocaleLowerCase('pt-BR');
}

/**
 * SPEC §4: an error icon when the answer has a code and the adjustment is offered; success when the
 * message says 'sucesso' or 'enviado' (or the status counts as sent); a warning with a code or an
 * 'erro' in the message; otherwise plain information.
 */
export function resultIcon(
  outcome: Pick<EnvioOutcome, 'mensagem' | 'ajuste'> & {
    readonly resultado: Pick<ResultadoEnvio, 'status' | 'codigo'>;
  },
): ResultIcon {
  const text = `${lower(outcome.mensagem)} ${lower(outcome.resultado.status)}`;
  const hasCode = Boolean(outcome.resultado.codigo);
  if (hasCode && outcome.ajuste) return 'error';
  if (SUCCESS_WORDS.some((word) => text.includes(word)) || contaComoEnviada(outcome.resultado.status)) {
    return 'success';
  }
  if (hasCode || text.includes('erro')) return 'warning';
  return 'info';
}

/** 'Aplicar Correção': the answer has a code and data, the adjustment is on and the platform can correct it. */
export function canApplyCorrection(outcome: EnvioOutcome): boolean {
  const { codigo, dados, corrigivel } = outcome.resultado;
  return outcome.ajuste && Boolean(codigo) && dados !== null && corrigivel;
}

const record = z.record(z.string(), z.unknown());
const text = z.string();
const id = z.number().int();

function pick<T>(schema: z.ZodType<T>, ...values: unknown[]): T | undefined {
  for (const value of values) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

function violacoesOf(...values: unknown[]) {
  return pick(z.array(violacaoGetran), ...values) ?? [];
}

/**
 * Reads a send result out of a reply body. A success has it in `dados`; a refusal carries
 * `mensagem`, `codigo` and `dados` (either the whole result or only what a correction needs), so
 * both shapes are accepted and whatever is missing is taken from the lesson sent.
 */
export function resultadoOf(body: unknown, alvo: EnvioAlvo, mensagem: string): ResultadoEnvio {
  const top = record.safeParse(body).data ?? {};
  const whole = resultadoEnvio.safeParse(top.dados);
  const codigoTop = top.codigo === undefined || top.codigo === null ? undefined : String(top.codigo);
  if (whole.success) {
    return { ...whole.data, codigo: whole.data.codigo ?? codigoTop ?? null };
  }
  const dados = record.safeParse(top.dados).data;
  // `dados` is either a partial result (with its own `dados`) or only what a correction needs.
  const partial = dados !== undefined && ['aulaPraticaId', 'status', 'violacoes'].some((key) => key in dados);
  const correcao = partial ? pick(record, dados.dados) : dados;
  return {
    aulaPraticaId: pick(id, top.aulaPraticaId, dados?.aulaPraticaId) ?? alvo.aulaPraticaId,
    schema: pick(text, top.schema, dados?.schema) ?? alvo.schema,
    status: pick(text, top.status, dados?.status) ?? mensagem,
    protocolo: pick(text, top.protocolo, dados?.protocolo) ?? null,
    codigo: codigoTop ?? pick(text, dados?.codigo) ?? null,
    dados: correcao ?? null,
    violacoes: violacoesOf(top.violacoes, dados?.violacoes),
    corrigivel: pick(z.boolean(), top.corrigivel, dados?.corrigivel) ?? false,
    verificacaoLocal: pick(z.boolean(), top.verificacaoLocal, dados?.verificacaoLocal) ?? false,
  };
}

/** The outcome of a successful reply (`{ success, dados, mensagem }`). */
export function successOutcome(
  reply: { readonly dados: unknown; readonly mensagem?: string },
  alvo: EnvioAlvo,
): EnvioOutcome {
  const resultado = resultadoOf(reply, alvo, reply.mensagem ?? '');
  return { mensagem: reply.mensagem || resultado.status, resultado, ajuste: false };
}

/** The outcome of a failed call: the error's data, with the adjustment turned on (SPEC §4). */
export function failureOutcome(error: unknown, alvo: EnvioAlvo, fallback: string): EnvioOutcome {
  const body = error instanceof ApiError ? error.body : undefined;
  const mensagem = (error instanceof ApiError && error.mensagem) || fallback;
  return { mensagem, resultado: resultadoOf(body, alvo, mensagem), ajuste: true };
}

/**
 * What a correction needs from the result of the failed send; the lesson and school always set.
 * It is only offered for a result with a code (`canApplyCorrection`).
 */
export function correctionBody(outcome: EnvioOutcome, teste: boolean) {
  return { ...outcome.resultado, codigo: outcome.resultado.codigo ?? '', mensagem: outcome.mensagem, teste };
}
