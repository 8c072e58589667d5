import { alertas } from './alertas.ts';
import { alunos } from './alunos.ts';
import { aulasPraticas } from './aulas-praticas.ts';
import { autoescolas } from './autoescolas.ts';
import { cameras } from './cameras.ts';
import { campos } from './campos.ts';
import { cobrancas } from './cobrancas.ts';
import { comum } from './comum.ts';
import { detran } from './detran.ts';
import { ead } from './ead.ts';
import { enderecos } from './enderecos.ts';
import { estadoPerfis } from './estado-perfis.ts';
import { evidencias } from './evidencias.ts';
import { faturamento } from './faturamento.ts';
import { financeiroRelatorios } from './financeiro-relatorios.ts';
import { fotos } from './fotos.ts';
import { getran } from './getran.ts';
import { instrutores } from './instrutores.ts';
import { login } from './login.ts';
import { notificacoes } from './notificacoes.ts';
import { perimetros } from './perimetros.ts';
import { planos } from './planos.ts';
import { processos } from './processos.ts';
import { retornos } from './retornos.ts';
import { salas } from './salas.ts';
import { telegram } from './telegram.ts';
import { DEFAULT_MESSAGE_LANGUAGE, type MessageLanguage, type ParamNames } from './translation.ts';
import { turmas } from './turmas.ts';
import { usuarios } from './usuarios.ts';
import { validacao } from './validacao.ts';
import { veiculos } from './veiculos.ts';

export { DEFAULT_MESSAGE_LANGUAGE, MESSAGE_LANGUAGES, type MessageLanguage } from './translation.ts';

/**
 * The message catalogue: every text the API sends a user, by area, under a code `area.nome`.
 * Portuguese is the source of truth; English and Spanish follow it key by key (translation.ts).
 */
export const CATALOGUE = {
  alertas,
  alunos,
  aulasPraticas,
  autoescolas,
  cameras,
  campos,
  cobrancas,
  comum,
  detran,
  ead,
  enderecos,
  estadoPerfis,
  evidencias,
  financeiroRelatorios,
  faturamento,
  fotos,
  getran,
  instrutores,
  login,
  notificacoes,
  perimetros,
  planos,
  processos,
  retornos,
  salas,
  telegram,
  turmas,
  usuarios,
  validacao,
  veiculos,
} as const;

type Catalogue = typeof CATALOGUE;
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

/** What `message()` (message.ts) takes after the code: the message's values, when it has any. */
export type ParamsArg<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [MessageParams<K>];

const pluralRules = new Map<MessageLanguage, Intl.PluralRules>();

/** The plural form of `count` in a language ('one', 'other', ...). */
function pluralFormOf(language: MessageLanguage, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A message's text in a language: with a `count`, its plural form when it has them. */
function textOf(language: MessageLanguage, code: string, count: number | undefined): string | undefined {
  const dot = code.indexOf('.');
  const areaTexts = (CATALOGUE as Record<string, Record<MessageLanguage, Record<string, string>>>)[
    code.slice(0, dot)
  ];
  const texts = areaTexts?.[language];
  const name = code.slice(dot + 1);
  if (texts === undefined) return undefined;
  if (count !== undefined) {
    const plural = texts[`${name}_${pluralFormOf(language, count)}`] ?? texts[`${name}_other`];
    if (plural !== undefined) return plural;
  }
  return texts[name];
}

/** The Portuguese text of a message, as a client that asks for no language reads it (and the log). */
export const portuguese = (ref: MessageRef): string => translate(DEFAULT_MESSAGE_LANGUAGE, ref);

/** The text of a message in a language (its plural form by `count`), its placeholders filled in. */
export function translate(language: MessageLanguage, ref: MessageRef): string {
  const { code, params } = typeof ref === 'string' ? { code: ref, params: undefined } : ref;
  const count = typeof params?.count === 'number' ? params.count : undefined;
  const text = textOf(language, code, count) ?? textOf(DEFAULT_MESSAGE_LANGUAGE, code, count) ?? code;
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    params && name in params ? String(params[name]) : placeholder,
  );
}

/**
 * The language of an `Accept-Language` header: the first of pt-BR, en and es the client accepts, in
 * its order of preference; Portuguese when it accepts none of them or sends nothing.
 */
export function negotiateLanguage(header: string | undefined): MessageLanguage {
  if (!header) return DEFAULT_MESSAGE_LANGUAGE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranges) {
    if (primary === 'pt') return 'pt-BR';
    if (primary === 'en' || primary === 'es') return primary;
  }
  return DEFAULT_MESSAGE_LANGUAGE;
}
