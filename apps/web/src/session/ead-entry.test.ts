import { describe, expect, it } from 'vitest';
import { AGRUPAMENTO_KEY, decodeBase64, decodeClassLink, enterEad, LINK_KEY } from './ead-entry.ts';
import { memoryStorage } from './testing.ts';

const twice = (text: string) => btoa(btoa(text));

describe('e-learning entry (SPEC §2.1)', () => {
  it('decodes the class link twice from base64, UTF-8 included', () => {
    const link = 'https://aulas.example/sala?id=42&título=ação';
    const encoded = btoa(btoa(String.fromCharCode(...new TextEncoder().encode(link))));
    expect(decodeClassLink(encoded)).toBe(link);
    expect(decodeClassLink(twice('sala-1'))).toBe('sala-1');
  });

  it('refuses what is not base64 twice over', () => {
    expect(decodeBase64('não é base64!')).toBeNull();
    expect(decodeBase64('')).toBeNull();
    expect(decodeClassLink(btoa('%%%'))).toBeNull();
  });

  it('accepts URL-safe base64 without padding', () => {
    expect(decodeBase64(btoa('ab?>').replace(/=+$/, '').replace(/\//g, '_').replace(/\+/g, '-'))).toBe(
      'ab?>',
    );
  });

  it('stores the group and the decoded link in the session storage', () => {
    const storage = memoryStorage();
    expect(enterEad({ link: twice('sala-1'), agrupamento: '12' }, storage)).toBe(true);
    expect(JSON.parse(storage.getItem(AGRUPAMENTO_KEY) ?? '')).toEqual({
      agrupamento: '12',
      instrutor: false,
    });
    expect(storage.getItem(LINK_KEY)).toBe('sala-1');
  });

  it('sends the learner to log in when the link is invalid or missing', () => {
    expect(enterEad({ link: 'inválido' }, memoryStorage())).toBe(false);
    expect(enterEad({}, memoryStorage())).toBe(false);
  });

  it('uses the remembered link when none is given', () => {
    const storage = memoryStorage();
    storage.setItem(LINK_KEY, 'sala-1');
    expect(enterEad({ agrupamento: '3' }, storage)).toBe(true);
  });
});
