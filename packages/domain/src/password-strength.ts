import { type Score, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

/**
 * How strong a new password must be, on zxcvbn's scale of 0 to 4: 3 is "safely unguessable"
 * (about 10^8 guesses), enough against an online attack that the login throttle slows down.
 */
export const MIN_PASSWORD_SCORE = 3;

// Loaded once: the dictionaries are large, so the web imports this module only where a password is chosen.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...ptBr.dictionary },
  graphs: common.adjacencyGraphs,
  translations: ptBr.translations,
  // Levenshtein matching costs seconds per check against these dictionaries; l33t and reversed words stay.
  useLevenshteinDistance: false,
});

export interface PasswordStrength {
  readonly score: Score;
  readonly strong: boolean;
  /** zxcvbn's Portuguese feedback: what makes the password guessable, and how to improve it. */
  readonly warning: string | null;
  readonly suggestions: readonly string[];
}

/** What a password must not be built from: the person's name, e-mail and CPF, whole and in parts. */
export function passwordUserInputs(person: {
  nome?: string | null;
  email?: string | null;
  cpf?: string | null;
}): string[] {
  const inputs: string[] = [];
  if (person.nome) inputs.push(person.nome, ...person.nome.split(/\s+/).filter((word) => word.length > 2));
  if (person.email)
    inputs.push(person.email, ...person.email.split(/[@.]/).filter((part) => part.length > 2));
  if (person.cpf) inputs.push(person.cpf);
  return inputs;
}

/** Judges a new password the same way on the server (which refuses it) and on the web (its meter). */
export function judgePassword(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const result = zxcvbn.check(password, [...userInputs]);
  return {
    score: result.score,
    strong: result.score >= MIN_PASSWORD_SCORE,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}

/** The Portuguese reason a weak password is refused, from zxcvbn's own feedback. */
export function weakPasswordMessage(strength: PasswordStrength): string {
  const advice = [strength.warning, ...strength.suggestions].filter(Boolean).join(' ');
  return `Senha fraca: escolha uma senha mais difícil de adivinhar.${advice ? ` ${advice}` : ''}`;
}
