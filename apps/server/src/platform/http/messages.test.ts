import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../../', import.meta.url));

/** The server's own source files, tests and seeds of demo data left out. */
const files = (fs.readdirSync(SOURCE, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: fs.readFileSync(path.join(SOURCE, file), 'utf8') }));

/** A catalogue code, `area.nome`: what replies and errors carry instead of a text. */
const CODE = /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/;

function literalsAfter(pattern: RegExp) {
  return files.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((found) => `${file}: ${found[0].trim()}`),
  );
}

describe('every message a user reads comes from the catalogue', () => {
  it('replies set `mensagem` (and `msg`) from the catalogue, never from a literal text', () => {
    const texts = literalsAfter(/\b(mensagem|msg):\s*['"`][^'"`]*['"`]?/g).filter(
      (found) => !CODE.test(/['"`]([^'"`]*)['"`]$/.exec(found)?.[1] ?? ''),
    );
    expect(texts).toEqual([]);
  });

  it('errors are raised with catalogue codes', () => {
    const calls = literalsAfter(
      /\b(new AppError\(\s*\d+,|badRequest\(|unauthorized\(|forbidden\(|notFound\(|conflict\(|request\.t\()\s*['"`][^'"`]*['"`]/g,
    );
    const texts = calls.filter((call) => {
      const literal = /['"`]([^'"`]*)['"`]$/.exec(call)?.[1] ?? '';
      return !CODE.test(literal);
    });
    expect(calls.length).toBeGreaterThan(0);
    expect(texts).toEqual([]);
  });

  it('422 field maps hold catalogue codes', () => {
    const fields = literalsAfter(/\binvalid\(\{[^)]*?\[\s*['"`][^'"`]*['"`]/g).filter((call) => {
      const literal = /['"`]([^'"`]*)['"`]$/.exec(call)?.[1] ?? '';
      return !CODE.test(literal);
    });
    expect(fields).toEqual([]);
  });
});
