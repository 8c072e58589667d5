import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGE_LANGUAGES, type MessageLanguage, type MessageRef, translate } from './catalogue/index.ts';
import { message } from './catalogue/message.ts';
import { configureCatalogueMessages, localized, text } from './messages.ts';

/** The message zod gives `value` under `schema`, with the catalogue's error map in `language`. */
function messageOf(language: MessageLanguage, schema: z.ZodType, value: unknown): string | undefined {
  configureCatalogueMessages(translate, () => language);
  return schema.safeParse(value).error?.issues[0]?.message;
}

afterEach(() => configureCatalogueMessages(translate));

// First in this file: before anything configures the messages.
describe('messages before the catalogue is given (a browser page before it loads the texts)', () => {
  it('read as their codes', () => {
    expect(text('validacao.valorInvalido')).toBe('validacao.valorInvalido');
    expect(text(message('comum.muitasTentativas', { segundos: 5 }))).toBe('comum.muitasTentativas');
  });
});

/** Each zod issue, the catalogue message the error map answers it with. */
const CASES: [string, z.ZodType, unknown, MessageRef][] = [
  ['a missing value', z.object({ nome: z.string() }), {}, 'validacao.obrigatorio'],
  ['null', z.string(), null, 'validacao.obrigatorio'],
  ['a value of another type', z.string(), 42, 'validacao.valorInvalido'],
  ['an empty text where one letter is needed', z.string().min(1), '', 'validacao.obrigatorio'],
  ['a text too short', z.string().min(5), 'abc', message('validacao.minCaracteres', { minimo: 5 })],
  ['too few items', z.array(z.number()).min(2), [1], message('validacao.minItens', { count: 2 })],
  ['no item of one needed', z.array(z.number()).min(1), [], message('validacao.minItens', { count: 1 })],
  ['a number too small', z.number().min(3), 2, message('validacao.minValor', { minimo: '3' })],
  ['a text too long', z.string().max(3), 'abcd', message('validacao.maxCaracteres', { maximo: 3 })],
  ['too many items', z.array(z.number()).max(1), [1, 2], message('validacao.maxItens', { count: 1 })],
  ['a number too big', z.number().max(9), 10, message('validacao.maxValor', { maximo: '9' })],
  ['an e-mail', z.email(), 'ana@', 'validacao.emailInvalido'],
  ['an address', z.url(), 'não é endereço', 'validacao.enderecoInvalido'],
  ['a date', z.iso.date(), '2025-02-30', 'validacao.dataInvalida'],
  ['a date and time', z.iso.datetime(), 'ontem', 'validacao.dataInvalida'],
  ['another format', z.string().regex(/^\d+$/), 'abc', 'validacao.formatoInvalido'],
  ['a value outside the list', z.enum(['a', 'b']), 'c', 'validacao.valorNaoPermitido'],
  [
    'fields not allowed',
    z.strictObject({ nome: z.string() }),
    { nome: 'Ana', idade: 3, cor: 'azul' },
    message('validacao.camposNaoPermitidos', { campos: 'idade, cor', count: 2 }),
  ],
  [
    'a field not allowed',
    z.strictObject({ nome: z.string() }),
    { nome: 'Ana', idade: 3 },
    message('validacao.camposNaoPermitidos', { campos: 'idade', count: 1 }),
  ],
];

describe("the catalogue's error map: every zod issue in the user's language", () => {
  for (const language of MESSAGE_LANGUAGES) {
    it.each(CASES)(`${language}: %s`, (_, schema, value, expected) => {
      expect(messageOf(language, schema, value)).toBe(translate(language, expected));
    });
  }

  it("a schema's own message follows the language of the moment it is raised, not of its creation", () => {
    const nome = z.string().min(1, localized('salas.informeNomeSala'));
    for (const language of MESSAGE_LANGUAGES) {
      expect(messageOf(language, nome, '')).toBe(translate(language, 'salas.informeNomeSala'));
    }
    configureCatalogueMessages(translate, () => 'es');
    expect(text(message('comum.muitasTentativas', { segundos: 5 }))).toBe(
      translate('es', message('comum.muitasTentativas', { segundos: 5 })),
    );
  });

  it('says one item or several, field or fields, in each language (plural forms, not "(s)")', () => {
    const minimo = (language: MessageLanguage, count: number) =>
      messageOf(language, z.array(z.number()).min(count), []);
    expect(minimo('pt-BR', 1)).toBe('Selecione ao menos 1 item.');
    expect(minimo('pt-BR', 3)).toBe('Selecione ao menos 3 itens.');
    expect(minimo('en', 1)).toBe('Select at least 1 item.');
    expect(minimo('en', 3)).toBe('Select at least 3 items.');
    expect(minimo('es', 1)).toBe('Seleccione al menos 1 elemento.');
    expect(minimo('es', 3)).toBe('Seleccione al menos 3 elementos.');
    const extra = z.strictObject({});
    expect(messageOf('pt-BR', extra, { cor: 1 })).toBe('Campo não permitido: cor.');
    expect(messageOf('pt-BR', extra, { cor: 1, idade: 2 })).toBe('Campos não permitidos: cor, idade.');
    expect(messageOf('en', extra, { cor: 1, idade: 2 })).toBe('Fields not allowed: cor, idade.');
    expect(messageOf('es', extra, { cor: 1 })).toBe('Campo no permitido: cor.');
  });

  it('Portuguese is the default language', () => {
    configureCatalogueMessages(translate);
    expect(z.string().safeParse(undefined).error?.issues[0]?.message).toBe('Campo obrigatório.');
    expect(text('validacao.valorInvalido')).toBe('Valor inválido.');
  });
});
