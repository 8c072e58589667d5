import type { AmbienteGetran, AulaGetran, MessageRef } from '@cfc/contract';
import type { GetranEndpoint } from '../../config.ts';
import { type FixedText, fixedText } from '../../platform/http/errors.ts';

/**
 * The adapter to a state's traffic-authority service (ARCHITECTURE §7, protocol in docs/getran.md).
 * Callers see answers and transport failures, never HTTP details; a real state system is reached
 * by another implementation of `GetranAdapter`.
 */

export interface AulaEnviada {
  id_externo: string;
  cpf: string;
  renach: string;
  categoria: string;
  instrutor: { cpf: string; nome: string };
  veiculo: { placa: string };
  inicio: string;
  fim: string;
  tipo: string;
  dupla: boolean;
  hodometro_inicio: number;
  hodometro_fim: number | null;
}

export interface EnvioGetran {
  cfc: { codigo: string; cnpj: string | null; uf: string };
  aula: AulaEnviada;
}

/** What the authority answered (accepted or refused). */
export interface Resposta {
  kind: 'resposta';
  httpStatus: number;
  status: string;
  protocolo: string | null;
  codigo: string | null;
  dados: Record<string, unknown> | null;
  violacoes: { codigo: string; mensagem: string }[];
  corpo: unknown;
  duracaoMs: number;
}

/** The authority did not answer: timeout, connection refused or dropped, 5xx. Worth retrying. */
export interface FalhaTransporte {
  kind: 'falha';
  httpStatus: number | null;
  erro: string;
  duracaoMs: number;
}

export type RespostaGetran = Resposta | FalhaTransporte;

export interface GetranAdapter {
  enviarAula(ambiente: AmbienteGetran, envio: EnvioGetran): Promise<RespostaGetran>;
  enviarCorrecao(ambiente: AmbienteGetran, envio: EnvioGetran): Promise<RespostaGetran>;
  consultarStatus(ambiente: AmbienteGetran, idExterno: string): Promise<RespostaGetran>;
  consultarCandidato(
    ambiente: AmbienteGetran,
    cpf: string,
  ): Promise<{ aulas: AulaGetran[]; httpStatus: number; duracaoMs: number } | FalhaTransporte>;
  /** Whether the service answers, and how fast. */
  verificar(
    ambiente: AmbienteGetran,
  ): Promise<{ disponivel: boolean; latenciaMs: number | null; mensagem: MessageRef | FixedText }>;
}

export const INDISPONIVEL = 'GETRAN indisponível no momento.';
export const TEMPO_ESGOTADO = 'O GETRAN não respondeu a tempo.';
const PREFIX: Record<AmbienteGetran, string> = { producao: '/api', homologacao: '/homologacao/api' };

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asString = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function httpGetranAdapter(endpoint: GetranEndpoint): GetranAdapter {
  const authorization = `Basic ${Buffer.from(`${endpoint.usuario}:${endpoint.senha}`).toString('base64')}`;

  async function call(
    ambiente: AmbienteGetran,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<{ httpStatus: number; corpo: unknown; duracaoMs: number } | FalhaTransporte> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const reply = await fetch(new URL(PREFIX[ambiente] + path, endpoint.url), {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
      const text = await reply.text();
      let corpo: unknown = null;
      try {
        corpo = text ? JSON.parse(text) : null;
      } catch {
        corpo = { texto: text.slice(0, 500) };
      }
      if (reply.status >= 500) {
        const status = asString(asRecord(corpo).status);
        return {
          kind: 'falha',
          httpStatus: reply.status,
          erro: status ? `${INDISPONIVEL} (${status})` : `${INDISPONIVEL} (HTTP ${reply.status})`,
          duracaoMs: elapsed(),
        };
      }
      return { httpStatus: reply.status, corpo, duracaoMs: elapsed() };
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        kind: 'falha',
        httpStatus: null,
        erro: timedOut ? TEMPO_ESGOTADO : INDISPONIVEL,
        duracaoMs: elapsed(),
      };
    }
  }

  function resposta(result: { httpStatus: number; corpo: unknown; duracaoMs: number }): Resposta {
    const corpo = asRecord(result.corpo);
    const violacoes = Array.isArray(corpo.violacoes)
      ? corpo.violacoes.map((item) => {
          const found = asRecord(item);
          return { codigo: String(found.codigo ?? ''), mensagem: String(found.mensagem ?? '') };
        })
      : [];
    return {
      kind: 'resposta',
      httpStatus: result.httpStatus,
      status: asString(corpo.status) ?? `Resposta inesperada do GETRAN (HTTP ${result.httpStatus})`,
      protocolo: asString(corpo.protocolo),
      codigo: asString(corpo.codigo),
      dados: corpo.dados === undefined || corpo.dados === null ? null : asRecord(corpo.dados),
      violacoes,
      corpo: result.corpo,
      duracaoMs: result.duracaoMs,
    };
  }

  const answer = async (pending: ReturnType<typeof call>): Promise<RespostaGetran> => {
    const result = await pending;
    return 'kind' in result ? result : resposta(result);
  };

  return {
    enviarAula: (ambiente, envio) => answer(call(ambiente, 'POST', '/aulas-praticas', envio)),
    enviarCorrecao: (ambiente, envio) =>
      answer(call(ambiente, 'PUT', `/aulas-praticas/${encodeURIComponent(envio.aula.id_externo)}`, envio)),
    consultarStatus: (ambiente, idExterno) =>
      answer(call(ambiente, 'GET', `/aulas-praticas/${encodeURIComponent(idExterno)}`)),
    async consultarCandidato(ambiente, cpf) {
      const result = await call(ambiente, 'GET', `/candidatos/${encodeURIComponent(cpf)}/aulas`);
      if ('kind' in result) return result;
      if (result.httpStatus !== 200) {
        const status = asString(asRecord(result.corpo).status);
        return {
          kind: 'falha',
          httpStatus: result.httpStatus,
          erro: status ?? INDISPONIVEL,
          duracaoMs: result.duracaoMs,
        };
      }
      const aulas = asRecord(result.corpo).aulas;
      return {
        httpStatus: result.httpStatus,
        duracaoMs: result.duracaoMs,
        aulas: Array.isArray(aulas)
          ? aulas.map((item) => {
              const aula = asRecord(item);
              return {
                dataAula: String(aula.dataAula ?? ''),
                horaInicio: String(aula.horaInicio ?? ''),
                horaFim: String(aula.horaFim ?? ''),
                status: String(aula.status ?? ''),
              };
            })
          : [],
      };
    },
    async verificar(ambiente) {
      // Any answer of the service (even 404 for an unknown lesson) means it is up.
      const result = await call(ambiente, 'GET', '/aulas-praticas/verificacao-de-disponibilidade');
      if ('kind' in result) return { disponivel: false, latenciaMs: null, mensagem: fixedText(result.erro) };
      if (result.httpStatus === 401) {
        return {
          disponivel: false,
          latenciaMs: result.duracaoMs,
          mensagem: 'getran.credenciaisRecusadas',
        };
      }
      return { disponivel: true, latenciaMs: result.duracaoMs, mensagem: 'getran.disponivel' };
    },
  };
}

/** The adapter of a school's state: its own entry of GETRAN_ESTADOS, or the default service. */
export function adapterForState(
  config: { padrao: GetranEndpoint | null; porEstado: Record<string, GetranEndpoint> },
  uf: string,
): GetranAdapter | null {
  const endpoint = config.porEstado[uf.toUpperCase()] ?? config.padrao;
  return endpoint ? httpGetranAdapter(endpoint) : null;
}
