import { describe, expect, it } from 'vitest';
import {
  judgePassword,
  MIN_PASSWORD_SCORE,
  passwordUserInputs,
  weakPasswordMessage,
} from './password-strength.ts';

describe('judgePassword', () => {
  it('refuses common passwords with the reason in Portuguese', () => {
    for (const password of ['12345678', 'demo1234', 'senha123', 'qwertyuiop']) {
      expect(judgePassword(password).strong, password).toBe(false);
    }
    expect(weakPasswordMessage(judgePassword('12345678'))).toBe(
      'Senha fraca: escolha uma senha mais difícil de adivinhar. Esta é uma senha muito usada. Adicione mais palavras menos comuns.',
    );
  });

  it('accepts long passphrases and random passwords', () => {
    for (const password of ['Trem-Azul-Noturno-42', 'correct horse battery staple', 'xk7#Pq2!mZ']) {
      const strength = judgePassword(password);
      expect(strength.score, password).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
      expect(strength.strong).toBe(true);
    }
  });

  it("refuses a password built from the person's own name, e-mail or CPF", () => {
    const inputs = passwordUserInputs({
      nome: 'Carlos Comercial',
      email: 'comercial@demo.cfc',
      cpf: '52998224725',
    });
    expect(inputs).toEqual(
      expect.arrayContaining([
        'Carlos Comercial',
        'Carlos',
        'Comercial',
        'comercial@demo.cfc',
        'comercial',
        '52998224725',
      ]),
    );
    expect(judgePassword('comercial@demo.cfc').strong).toBe(true);
    const personal = judgePassword('comercial@demo.cfc', inputs);
    expect(personal.strong).toBe(false);
    expect(personal.warning).toBe('Senha não deve haver nenhum dado pessoal ou relacionado.');
    expect(judgePassword('52998224725!', inputs).strong).toBe(false);
  });
});
