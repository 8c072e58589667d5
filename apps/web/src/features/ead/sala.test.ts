import { describe, expect, it } from 'vitest';
import { mensagemFixture } from '../../test/ead-fixtures.ts';
import { dispositivoDaAba, juntarMensagens } from './sala.ts';

describe('juntarMensagens (the chat comes in pieces)', () => {
  it('adds the new messages once each, in order', () => {
    const atuais = [mensagemFixture(1), mensagemFixture(2)];
    const juntas = juntarMensagens(atuais, [mensagemFixture(4), mensagemFixture(2), mensagemFixture(3)]);
    expect(juntas.map((mensagem) => mensagem.id_mensagem)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the same list when nothing is new', () => {
    const atuais = [mensagemFixture(1)];
    expect(juntarMensagens(atuais, [])).toBe(atuais);
  });
});

describe('dispositivoDaAba', () => {
  it('makes one id per tab, in the shape the server takes', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    const id = dispositivoDaAba(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(dispositivoDaAba(storage)).toBe(id);
  });
});
