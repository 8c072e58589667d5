// What a login answered, told apart without its schemas (login.ts, which takes SESSAO_ATIVA from
// here): the web's login page reads it before it loads them (issue 16's first load).

/** `codigo` of the answer given when the account already has an open session elsewhere. */
export const SESSAO_ATIVA = 'SESSAO_ATIVA';

/** The second factor's challenge (`LoginChallenge`) among a login's answers (`LoginResult`). */
export function isLoginChallenge<R extends object>(
  result: R,
): result is Extract<R, { segundo_fator: unknown }> {
  return 'segundo_fator' in result;
}

/** The question about the account's session open elsewhere (`LoginSessaoAtiva`) among a login's answers. */
export function isSessaoAtiva<R extends object>(result: R): result is Extract<R, { sessao_ativa: true }> {
  return 'sessao_ativa' in result;
}
