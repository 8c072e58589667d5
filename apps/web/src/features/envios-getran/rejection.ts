import type { ResultadoEnvio } from '@cfc/contract';
import { VIOLATIONS } from '@cfc/domain';
import type { enviosGetranPtBR } from './i18n/pt-BR.ts';

/** A rejection code with its own 'what to do' text, or the generic one. */
export type OQueFazerKey = keyof typeof enviosGetranPtBR.resultado.oQueFazer;

// The codes of the catalogue; kept here so a code from the server is checked, never trusted as a key.
const O_QUE_FAZER_KEYS: readonly OQueFazerKey[] = [
  ...(Object.keys(VIOLATIONS) as (keyof typeof VIOLATIONS)[]),
  'GETRAN_INDISPONIVEL',
];

/** Which 'what to do' text a rejection code shows: its own, or the generic advice for a code we do not know. */
export function oQueFazerKey(codigo: string): OQueFazerKey {
  return (O_QUE_FAZER_KEYS as readonly string[]).includes(codigo) ? (codigo as OQueFazerKey) : 'generico';
}

/**
 * The Portuguese text of a rejection code (SPEC §8): the message the answer gave for that rule, else the
 * catalogue's text when it needs no figure; null when neither says more than the reply's own message.
 */
export function rejectionText(codigo: string, violacoes: ResultadoEnvio['violacoes']): string | null {
  const found = violacoes.find((violacao) => violacao.codigo === codigo);
  if (found) return found.mensagem;
  const text: string | undefined = (VIOLATIONS as Record<string, string>)[codigo];
  return text !== undefined && !text.includes('{') ? text : null;
}
