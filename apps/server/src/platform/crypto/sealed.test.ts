import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './sealed.ts';

describe('sealed secrets', () => {
  const box = new SecretBox('um-segredo-de-teste-com-32-caracteres!!');

  it('opens what it sealed, and the sealed text never shows the secret', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (secret) => {
        const sealed = box.seal(secret);
        expect(box.open(sealed)).toBe(secret);
        if (secret.length > 3) expect(sealed).not.toContain(secret);
      }),
    );
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('senha-da-camera');
    const tampered = `${sealed.slice(0, -2)}AA`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => new SecretBox('outro-segredo-de-teste-com-32-caracteres').open(sealed)).toThrow();
  });
});
