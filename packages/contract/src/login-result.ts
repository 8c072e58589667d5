import type { LoginChallenge, LoginResult, LoginSessaoAtiva } from './login.ts';

// What a login answered, told apart without its schemas (login.ts): the web's login page reads it
// before it loads them (issue 16's first load).

/** `codigo` of the answer given when the account already has an open session elsewhere. */
export const SESSAO_ATIVA = 'SESSAO_ATIVA';

export function isLoginChallenge(result: LoginResult): result is LoginChallenge {
  return 'segundo_fator' in result;
}

export function isSessaoAtiva(result: LoginResult): result is LoginSessaoAtiva {
  return 'sessao_ativa' in result;
}
