import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  MESSAGE_LANGUAGES,
  type Message,
  type MessageKey,
  negotiateLanguage,
  translate,
} from './index.ts';
import { message } from './message.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]).sort();

/** The suffix of a plural form, as i18next names them: `nome_one`, `nome_other`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const areas = Object.entries(CATALOGUE) as unknown as [string, Record<string, Record<string, string>>][];

describe('message catalogue', () => {
  it.each(areas)('%s: the three languages have the same codes and placeholders, none empty', (_, area) => {
    const portuguese = area['pt-BR'] ?? {};
    for (const language of MESSAGE_LANGUAGES) {
      const texts = area[language] ?? {};
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(portuguese).sort());
      for (const [code, text] of Object.entries(texts)) {
        expect(text.trim(), `${language} ${code}`).not.toBe('');
        expect(placeholders(text), `${language} ${code}`).toEqual(placeholders(portuguese[code] ?? ''));
      }
    }
  });

  it.each(MESSAGE_LANGUAGES)(
    '%s: every message, its placeholders given, reads without a placeholder left',
    (language) => {
      for (const [name, area] of areas) {
        for (const [code, text] of Object.entries(area['pt-BR'] ?? {})) {
          const params = Object.fromEntries(placeholders(text).map((placeholder) => [placeholder, 7]));
          const filled = translate(language, { code: `${name}.${code}`, params } as Message);
          expect(filled, `${language} ${name}.${code}`).not.toMatch(/\{\{|\}\}/);
          expect(filled, `${language} ${name}.${code}`).not.toBe(`${name}.${code}`);
        }
      }
    },
  );

  it('a code the catalogue lacks reads as itself; a message without values carries none', () => {
    expect(translate('en', 'nada.aqui' as MessageKey as never)).toBe('nada.aqui');
    expect(message('comum.semPermissao')).toEqual({ code: 'comum.semPermissao' });
  });

  it.each(areas)('%s: a text with plural forms has its other form, in every language', (_, area) => {
    for (const language of MESSAGE_LANGUAGES) {
      const codes = Object.keys(area[language] ?? {});
      for (const code of codes.filter((name) => PLURAL_SUFFIX.test(name))) {
        expect(codes, `${language} ${code}`).toContain(code.replace(PLURAL_SUFFIX, '_other'));
        expect(codes, `${language} ${code}`).not.toContain(code.replace(PLURAL_SUFFIX, ''));
      }
      // Plurals are forms chosen by a count, not '(s)' in one text.
      for (const [code, text] of Object.entries(area[language] ?? {})) {
        expect(text, `${language} ${code}`).not.toMatch(/\((s|ns|es)\)/);
      }
    }
  });

  it('chooses the plural form by the count, the other form when a language has no form of its own', () => {
    const items = (count: number) => message('validacao.maxItens', { count });
    expect(translate('pt-BR', items(1))).toBe('Selecione no máximo 1 item.');
    expect(translate('pt-BR', items(2))).toBe('Selecione no máximo 2 itens.');
    expect(translate('en', items(1))).toBe('Select at most 1 item.');
    expect(translate('en', items(0))).toBe('Select at most 0 items.');
    // 'many' (a million, in Portuguese and Spanish) is not written: the other form says it.
    expect(translate('es', items(1_000_000))).toBe('Seleccione como máximo 1000000 elementos.');
  });

  it('fills placeholders and keeps Portuguese as the default', () => {
    const wait = message('comum.muitasTentativas', { segundos: 30 });
    expect(translate('pt-BR', wait)).toBe('Muitas tentativas. Aguarde 30 segundos e tente novamente.');
    expect(translate('en', wait)).toBe('Too many attempts. Wait 30 seconds and try again.');
    expect(translate('es', 'comum.semPermissao')).toBe('No tiene permiso para esta acción.');
  });

  it.each([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['en', 'en'],
    ['en-GB,en;q=0.8', 'en'],
    ['es-AR', 'es'],
    ['fr-FR,fr;q=0.9', 'pt-BR'],
    ['fr, es;q=0.5, en;q=0.7', 'en'],
    ['en;q=0, es', 'es'],
    ['*', 'pt-BR'],
  ])('Accept-Language %j answers in %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('has no code that nothing uses', () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const folders = ['apps/server/src', 'apps/web/src', 'packages/contract/src', 'packages/domain/src'];
    const sources = folders.flatMap((folder) =>
      (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('catalogue/') && !/\.test\.tsx?$/.test(file))
        .map((file) => fs.readFileSync(path.join(root, folder, file), 'utf8')),
    );
    const used = sources.join('\n');
    const unused = areas.flatMap(([name, area]) =>
      Object.keys(area['pt-BR'] ?? {})
        // A text's plural forms are used under its name.
        .map((code) => `${name}.${code.replace(PLURAL_SUFFIX, '')}`)
        .filter((key) => !used.includes(`'${key}'`)),
    );
    expect(unused).toEqual([]);
  });
});
