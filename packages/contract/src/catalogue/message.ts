import type { Message, MessageKey, ParamsArg } from './index.ts';
import { MESSAGE_LANGUAGES, type MessageLanguage } from './translation.ts';

// The messages built from codes, apart from the catalogue's texts (index.ts, whose types they take):
// the schemas name their messages with these, and a browser page that loads this does not download
// the texts with it.

/** A message with its values, e.g. `message('comum.muitasTentativas', { segundos: 30 })`. */
export function message<K extends MessageKey>(code: K, ...[params]: ParamsArg<K>): Message {
  return params === undefined ? { code } : { code, params };
}

export function isMessageLanguage(value: unknown): value is MessageLanguage {
  return MESSAGE_LANGUAGES.some((language) => language === value);
}
