import type { Catalogue } from './index.ts';
import { MESSAGE_LANGUAGES, type MessageLanguage, type ParamNames } from './translation.ts';

// Message codes and the messages built from them, apart from the catalogue's texts (index.ts): the
// schemas name their messages with these, and a browser page that builds schemas does not download
// the texts with them.

type AreaName = keyof Catalogue;
type Texts<A extends AreaName> = Catalogue[A]['pt-BR'];

/**
 * The plural forms of a text that depends on a number, as i18next writes them: `nome_one`,
 * `nome_other` (and any other form of Intl.PluralRules a language needs), chosen by the `count`
 * passed in, `_other` when a language's form is missing.
 */
type PluralForm = Intl.LDMLPluralRule;
type BaseName<N> = N extends `${infer B}_${PluralForm}` ? B : N;

/** A message code, `area.nome` (a text with plural forms is named without their suffix). */
export type MessageKey = { [A in AreaName]: `${A}.${BaseName<keyof Texts<A> & string>}` }[AreaName];

type TextOf<K extends MessageKey> = K extends `${infer A extends AreaName}.${infer N}`
  ? Texts<A>[Extract<keyof Texts<A>, N | `${N}_${PluralForm}`>]
  : never;

type IsPlural<K extends MessageKey> = K extends `${infer A extends AreaName}.${infer N}`
  ? `${N}_other` extends keyof Texts<A>
    ? true
    : false
  : false;

/** The names of a message's values: its placeholders, and `count` for a text with plural forms. */
type ParamsOf<K extends MessageKey> = ParamNames<TextOf<K>> | (IsPlural<K> extends true ? 'count' : never);

/** The values a message's placeholders take (`count`, a number, picks the plural form). */
export type MessageParams<K extends MessageKey> = Record<ParamsOf<K>, string | number>;

/** The codes of messages without placeholders: these may be given as the bare code. */
export type PlainMessageKey = {
  [K in MessageKey]: [ParamsOf<K>] extends [never] ? K : never;
}[MessageKey];

/** A message to translate later, in the language of the request that receives it. */
export interface Message {
  readonly code: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A message as code alone (no placeholders) or as code with its values. */
export type MessageRef = PlainMessageKey | Message;

type ParamsArg<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [MessageParams<K>];

/** A message with its values, e.g. `message('comum.muitasTentativas', { segundos: 30 })`. */
export function message<K extends MessageKey>(code: K, ...[params]: ParamsArg<K>): Message {
  return params === undefined ? { code } : { code, params };
}

export function isMessageLanguage(value: unknown): value is MessageLanguage {
  return MESSAGE_LANGUAGES.some((language) => language === value);
}
