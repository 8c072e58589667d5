import { z } from 'zod';
import { type ErrorStatus, endpoints } from '../endpoint.ts';
import { envelope, messageReply } from '../http.ts';
import {
  loginBody,
  loginCpfBody,
  loginReply,
  loginResult,
  refreshBody,
  refreshReply,
  resetPasswordBody,
  resetRequestBody,
  resetTokenParam,
  userDados,
} from '../login.ts';
import {
  cadastroDesafioReply,
  codigosRecuperacao,
  confirmarCadastroBody,
  confirmarCadastroDesafioBody,
  desafioBody,
  desativarSegundoFatorBody,
  segundoFatorBody,
  segundoFatorCadastro,
  segundoFatorSituacao,
} from '../segundo-fator.ts';

/** A login may also be refused for too many attempts (429). */
const loginErrors: readonly ErrorStatus[] = [401, 403, 409, 422, 429];
const accountErrors: readonly ErrorStatus[] = [401, 403, 409, 422];
const sessionErrors: readonly ErrorStatus[] = [401, 403];

/** GET /login/autenticate: the session stands. */
const autenticadoReply = z.object({
  autenticado: z.literal(true),
  id_usuario: z.number().int(),
  id_role: z.number().int(),
});

/**
 * Logging in and out, the second factor and the password reset (SPEC §2.1, §4, §7, §8). The three
 * logins answer the session, the second factor's challenge or the open-session question.
 */
export const loginApi = endpoints('login', {
  signIn: {
    method: 'POST',
    path: '/login',
    summary: 'Login da equipe (e-mail); com segundo fator, responde o desafio',
    body: loginBody,
    reply: envelope(loginResult),
    errors: loginErrors,
  },
  signInAluno: {
    method: 'POST',
    path: '/login/aluno',
    summary: 'Login do aluno (CPF)',
    body: loginCpfBody,
    reply: envelope(loginResult),
    errors: loginErrors,
  },
  signInInstrutor: {
    method: 'POST',
    path: '/login/instrutor',
    summary: 'Login do instrutor (CPF)',
    body: loginCpfBody,
    reply: envelope(loginResult),
    errors: loginErrors,
  },
  verifySegundoFator: {
    method: 'POST',
    path: '/login/segundo-fator',
    summary: 'Conclui o login com o código do autenticador ou um código de recuperação',
    body: segundoFatorBody,
    reply: envelope(loginReply),
    errors: loginErrors,
  },
  startCadastroExigido: {
    method: 'POST',
    path: '/login/segundo-fator/desafio/cadastro',
    summary: 'Cadastro do autenticador exigido pela autoescola, durante o login',
    body: desafioBody,
    reply: envelope(segundoFatorCadastro),
    errors: loginErrors,
  },
  confirmCadastroExigido: {
    method: 'POST',
    path: '/login/segundo-fator/desafio/confirmar',
    summary: 'Confirma o autenticador exigido e conclui o login',
    body: confirmarCadastroDesafioBody,
    reply: envelope(cadastroDesafioReply),
    errors: loginErrors,
  },
  getSegundoFator: {
    method: 'GET',
    path: '/login/segundo-fator',
    summary: 'Verificação em duas etapas do usuário',
    reply: envelope(segundoFatorSituacao),
    errors: sessionErrors,
  },
  startCadastro: {
    method: 'POST',
    path: '/login/segundo-fator/cadastro',
    summary: 'Gera o segredo do autenticador (código QR)',
    reply: envelope(segundoFatorCadastro),
    errors: accountErrors,
  },
  confirmCadastro: {
    method: 'POST',
    path: '/login/segundo-fator/cadastro/confirmar',
    summary: 'Ativa o autenticador com o primeiro código; devolve os códigos de recuperação',
    body: confirmarCadastroBody,
    reply: envelope(codigosRecuperacao),
    errors: accountErrors,
  },
  disableSegundoFator: {
    method: 'POST',
    path: '/login/segundo-fator/desativar',
    summary: 'Desativa a verificação em duas etapas (código atual ou senha)',
    body: desativarSegundoFatorBody,
    reply: messageReply,
    errors: [...accountErrors, 429],
  },
  refresh: {
    method: 'POST',
    path: '/login/refresh-token',
    summary: 'Renova os tokens',
    body: refreshBody,
    reply: refreshReply,
    errors: [400, 422],
  },
  logout: {
    method: 'POST',
    path: '/login/logout',
    summary: 'Logout da equipe',
    reply: messageReply,
    errors: sessionErrors,
  },
  logoutInstrutor: {
    method: 'POST',
    path: '/login/instrutor/logout',
    summary: 'Logout do instrutor',
    reply: messageReply,
    errors: sessionErrors,
  },
  logoutAluno: {
    method: 'POST',
    path: '/login/aluno/logout',
    summary: 'Logout do aluno',
    reply: messageReply,
    errors: sessionErrors,
  },
  getUserDados: {
    method: 'GET',
    path: '/user/dados',
    summary: 'Dados do usuário da sessão',
    reply: envelope(userDados),
    errors: [401],
  },
  authenticate: {
    method: 'GET',
    path: '/login/autenticate',
    summary: 'Confirma que a sessão está ativa',
    reply: envelope(autenticadoReply),
    errors: [401],
  },
  requestReset: {
    method: 'POST',
    path: '/login/reset-password',
    summary: 'Pede o link de redefinição de senha',
    body: resetRequestBody,
    reply: messageReply,
    errors: [422, 429],
  },
  checkResetToken: {
    method: 'GET',
    path: '/login/reset-password/:token',
    summary: 'Confere se um link de redefinição ainda vale',
    params: resetTokenParam,
    reply: messageReply,
    errors: [410],
  },
  resetPassword: {
    method: 'PATCH',
    path: '/login/reset-password',
    summary: 'Define a nova senha',
    body: resetPasswordBody,
    reply: messageReply,
    errors: [410, 422],
  },
});
