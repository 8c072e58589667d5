import type { MensagemEad } from '@cfc/contract';

/** sessionStorage: the random id of this tab (one device at a time per student). */
const DISPOSITIVO_KEY = 'ead-dispositivo';

/** This tab's device id, made once per tab. */
export function dispositivoDaAba(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): string {
  let id = storage.getItem(DISPOSITIVO_KEY);
  if (!id) {
    id = crypto.randomUUID().replaceAll('-', '');
    storage.setItem(DISPOSITIVO_KEY, id);
  }
  return id;
}

/** Adds the new messages to those already shown, once each, in order. */
export function juntarMensagens(
  atuais: readonly MensagemEad[],
  novas: readonly MensagemEad[],
): MensagemEad[] {
  if (novas.length === 0) return atuais as MensagemEad[];
  const vistas = new Set(atuais.map((mensagem) => mensagem.id_mensagem));
  const juntas = [...atuais, ...novas.filter((mensagem) => !vistas.has(mensagem.id_mensagem))];
  return juntas.sort((a, b) => a.id_mensagem - b.id_mensagem);
}
