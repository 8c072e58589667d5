import { addDays, todayInSaoPaulo, VIOLATIONS, type ViolationCode } from '@cfc/domain';
import {
  type Ambiente,
  type EnvioAula,
  type RespostaAceita,
  type RespostaConflito,
  type RespostaRejeitada,
  STATUS,
} from './protocol.ts';
import { evaluateAula } from './rules.ts';
import { type AulaRegistrada, conteudo, isRecebida, type SimulatorStore, situacaoDe } from './store.ts';

/** A lesson given more than this many days before it is sent is accepted only for audit. */
export const DIAS_PARA_AUDITORIA = 30;

/** `envio`: POST, a lesson sent; `correcao`: PUT, a corrected lesson replacing a rejected one or one in analysis. */
export type Metodo = 'envio' | 'correcao';

export type Resposta =
  | { http: 200; corpo: RespostaAceita }
  | { http: 409; corpo: RespostaConflito }
  | { http: 422; corpo: RespostaRejeitada };

/**
 * Receives a lesson under its `id_externo`, the idempotency key: the same content again gets the
 * same reply, and a lesson the authority holds is never accepted a second time.
 *
 * Synchronous on purpose: nothing is awaited between looking the lesson up and saving it, so
 * concurrent sends of one `id_externo` are served one after the other by the event loop.
 */
export function receiveAula(
  store: SimulatorStore,
  ambiente: Ambiente,
  envio: EnvioAula,
  metodo: Metodo,
  now: Date,
): Resposta {
  const existing = store.aulas[ambiente].get(envio.aula.id_externo);
  if (existing && isRecebida(existing)) {
    const situacao = situacaoDe(existing.status);
    const same = conteudo(existing.envio) === conteudo(envio);
    // A correction of a lesson in analysis is judged even when its content did not change.
    if (same && !(metodo === 'correcao' && situacao === 'em_analise')) {
      return { http: 200, corpo: { status: existing.status, protocolo: existing.protocolo } };
    }
    if (situacao === 'aceita') return conflict('AULA_JA_ENVIADA', existing.protocolo);
    if (metodo === 'envio') return conflict('AGUARDANDO_AUDITORIA', existing.protocolo);
  }

  const { violacoes, dados } = evaluateAula(store, ambiente, envio);
  const recebidaEm = now.toISOString();
  const first = violacoes[0];
  if (first) {
    // A rejected correction leaves a lesson in analysis as it was.
    if (!existing || !isRecebida(existing)) {
      store.save(ambiente, record(envio, first.mensagem, first.code, null, recebidaEm));
    }
    return {
      http: 422,
      corpo: {
        status: first.mensagem,
        codigo: first.code,
        dados,
        violacoes: violacoes.map((found) => ({ codigo: found.code, mensagem: found.mensagem })),
      },
    };
  }

  const status =
    metodo === 'correcao' ? STATUS.corrigido : isForAudit(envio, now) ? STATUS.emAnalise : STATUS.aceito;
  const protocolo = existing?.protocolo ?? store.nextProtocolo(ambiente);
  store.save(ambiente, record(envio, status, null, protocolo, recebidaEm));
  return { http: 200, corpo: { status, protocolo } };
}

/** The lesson's São Paulo date is more than the audit period before today's. */
function isForAudit(envio: EnvioAula, now: Date): boolean {
  const data = todayInSaoPaulo(new Date(envio.aula.inicio));
  return data < addDays(todayInSaoPaulo(now), -DIAS_PARA_AUDITORIA);
}

function conflict(codigo: ViolationCode, protocolo: string): Resposta {
  return { http: 409, corpo: { status: VIOLATIONS[codigo], codigo, protocolo } };
}

function record(
  envio: EnvioAula,
  status: string,
  codigo: ViolationCode | null,
  protocolo: string | null,
  recebidaEm: string,
): AulaRegistrada {
  return { id_externo: envio.aula.id_externo, envio, status, codigo, protocolo, recebida_em: recebidaEm };
}
