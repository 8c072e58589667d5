// zod's core alone (its configuration): a page that builds no schema yet does not load the rest.
import { type $ZodErrorMap, config } from 'zod/v4/core';
import type { Message, MessageRef, PlainMessageKey } from './catalogue/index.ts';
import { message } from './catalogue/message.ts';
import { DEFAULT_MESSAGE_LANGUAGE, type MessageLanguage } from './catalogue/translation.ts';

/** A message's text in a language: the catalogue's `translate`. */
export type Translate = (language: MessageLanguage, ref: MessageRef) => string;

/**
 * How messages become texts, given by `configureCatalogueMessages`: this module does not import the
 * catalogue's texts, so that a browser page that builds schemas does not download them with it (the
 * web loads them after its first page). Until then a message reads as its code.
 */
let translateMessage: Translate = (_language, ref) => (typeof ref === 'string' ? ref : ref.code);

/** Where the language of the message being built comes from: the request on the server, the menu in the browser. */
let currentLanguage: () => MessageLanguage = () => DEFAULT_MESSAGE_LANGUAGE;

/** The current language's text of a message. */
export function text(ref: PlainMessageKey | Message): string {
  return translateMessage(currentLanguage(), ref);
}

/**
 * A schema's own validation message, translated when an issue is raised:
 * `z.string().min(1, localized('cadastros.informeNome'))`.
 */
export function localized(ref: PlainMessageKey | Message): { error: () => string } {
  return { error: () => text(ref) };
}

/** Validation messages from the catalogue, in the current language, for every zod schema of the platform. */
const catalogueErrorMap: $ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? text('validacao.obrigatorio')
        : text('validacao.valorInvalido');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? text('validacao.obrigatorio')
          : text(message('validacao.minCaracteres', { minimo: Number(issue.minimum) }));
      }
      if (issue.origin === 'array')
        return text(message('validacao.minItens', { count: Number(issue.minimum) }));
      return text(message('validacao.minValor', { minimo: String(issue.minimum) }));
    case 'too_big':
      if (issue.origin === 'string')
        return text(message('validacao.maxCaracteres', { maximo: Number(issue.maximum) }));
      if (issue.origin === 'array')
        return text(message('validacao.maxItens', { count: Number(issue.maximum) }));
      return text(message('validacao.maxValor', { maximo: String(issue.maximum) }));
    case 'invalid_format':
      if (issue.format === 'email') return text('validacao.emailInvalido');
      if (issue.format === 'url') return text('validacao.enderecoInvalido');
      if (issue.format === 'date' || issue.format === 'datetime') return text('validacao.dataInvalida');
      return text('validacao.formatoInvalido');
    case 'invalid_value':
      return text('validacao.valorNaoPermitido');
    case 'unrecognized_keys':
      return text(
        message('validacao.camposNaoPermitidos', { campos: issue.keys.join(', '), count: issue.keys.length }),
      );
    default:
      return text('validacao.valorInvalido');
  }
};

/**
 * Validation messages of the catalogue, `translate` (the catalogue's, or the browser's once it has
 * loaded it), in the language `language` names at the moment an issue is raised (the request's on
 * the server).
 */
export function configureCatalogueMessages(
  translate: Translate,
  language: () => MessageLanguage = () => DEFAULT_MESSAGE_LANGUAGE,
): void {
  translateMessage = translate;
  currentLanguage = language;
  config({ localeError: catalogueErrorMap });
}
