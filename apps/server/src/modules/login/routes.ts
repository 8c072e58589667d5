import {
  cadastroDesafioReply,
  codigosRecuperacao,
  confirmarCadastroBody,
  confirmarCadastroDesafioBody,
  desafioBody,
  desativarSegundoFatorBody,
  envelope,
  errorReply,
  isLoginChallenge,
  isSessaoAtiva,
  type LoginReply,
  type LoginResult,
  loginBody,
  loginCpfBody,
  loginReply,
  loginResult,
  Role,
  refreshBody,
  refreshReply,
  resetPasswordBody,
  resetRequestBody,
  resetTokenParam,
  SEGUNDO_FATOR_ROLES,
  STAFF_ACCOUNT_ROLES,
  segundoFatorBody,
  segundoFatorCadastro,
  segundoFatorSituacao,
  userDados,
} from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/auth/access.ts';
import { SecretBox } from '../../platform/crypto/sealed.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { ThrottledError } from './attempts.ts';
import { ChallengeService } from './challenge.ts';
import type { LoginKind } from './login-kind.ts';
import {
  assertResetTokenUsable,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.ts';
import { refreshSession, signOut } from './refresh.ts';
import {
  completeSecondFactor,
  confirmEnrolment,
  confirmRequiredEnrolment,
  disableSecondFactor,
  secondFactorStatus,
  startEnrolment,
  startRequiredEnrolment,
} from './second-factor.ts';
import { type LoginDeps, SESSAO_ATIVA_MENSAGEM, signIn } from './sign-in.ts';

const loginErrors = { 401: errorReply, 403: errorReply, 409: errorReply, 422: errorReply, 429: errorReply };
const accountErrors = { 401: errorReply, 403: errorReply, 409: errorReply, 422: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });

function client(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

function principalOf(request: FastifyRequest) {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The second factor is for staff accounts (every role but 3 instructor and 4 student). */
const STAFF_ONLY = { roles: SEGUNDO_FATOR_ROLES } as const;

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LoginDeps = {
    db: app.db,
    tokens: app.tokens,
    publicUrl: app.config.publicUrl,
    challenges: new ChallengeService(app.config.jwtSecret),
    // The same key as the camera passwords' box (app.ts): both derive it from JWT_SECRET.
    secrets: new SecretBox(app.config.jwtSecret),
  };
  // A throttled login says how long to wait in its message and in Retry-After (seconds).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  // A login ends the account's other session, whose open sockets must lose the user's channel.
  const announce = async (reply: LoginReply): Promise<LoginReply> => {
    await app.realtime.sessionsEnded(reply.usuario.id_usuario);
    return reply;
  };

  const signInAs = async (
    kind: LoginKind,
    account: string,
    body: { password: string; autoescola?: string | undefined; encerrar_outra_sessao?: boolean | undefined },
    request: FastifyRequest,
  ): Promise<LoginResult> => {
    const result = await signIn(deps, {
      kind,
      account,
      password: body.password,
      autoescola: body.autoescola,
      encerrarOutraSessao: body.encerrar_outra_sessao ?? false,
      ...client(request),
    });
    if (isSessaoAtiva(result)) return { ...result, mensagem: request.t(SESSAO_ATIVA_MENSAGEM) };
    return isLoginChallenge(result) ? result : announce(result);
  };

  app.post(
    '/login',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['login'],
        summary: 'Login da equipe (e-mail); com segundo fator, responde o desafio',
        body: loginBody,
        response: { 200: envelope(loginResult), ...loginErrors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await signInAs('staff', request.body.email, request.body, request),
    }),
  );

  for (const kind of ['aluno', 'instrutor'] as const) {
    app.post(
      `/login/${kind}`,
      {
        config: { access: { public: true } },
        schema: {
          tags: ['login'],
          summary: kind === 'aluno' ? 'Login do aluno (CPF)' : 'Login do instrutor (CPF)',
          body: loginCpfBody,
          response: { 200: envelope(loginResult), ...loginErrors },
        },
      },
      async (request) => ({
        success: true as const,
        dados: await signInAs(kind, request.body.cpf, request.body, request),
      }),
    );
  }

  app.post(
    '/login/segundo-fator',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['login'],
        summary: 'Conclui o login com o código do autenticador ou um código de recuperação',
        body: segundoFatorBody,
        response: { 200: envelope(loginReply), ...loginErrors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await completeSecondFactor(deps, request.body, client(request)).then(announce),
    }),
  );

  app.post(
    '/login/segundo-fator/desafio/cadastro',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['login'],
        summary: 'Cadastro do autenticador exigido pela autoescola, durante o login',
        body: desafioBody,
        response: { 200: envelope(segundoFatorCadastro), ...loginErrors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await startRequiredEnrolment(deps, request.body.desafio),
    }),
  );

  app.post(
    '/login/segundo-fator/desafio/confirmar',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['login'],
        summary: 'Confirma o autenticador exigido e conclui o login',
        body: confirmarCadastroDesafioBody,
        response: { 200: envelope(cadastroDesafioReply), ...loginErrors },
      },
    },
    async (request) => {
      const dados = await confirmRequiredEnrolment(deps, request.body, client(request));
      await announce(dados.sessao);
      return { success: true as const, dados };
    },
  );

  app.get(
    '/login/segundo-fator',
    {
      config: { access: STAFF_ONLY },
      schema: {
        tags: ['login'],
        summary: 'Verificação em duas etapas do usuário',
        response: { 200: envelope(segundoFatorSituacao), 401: errorReply, 403: errorReply },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await secondFactorStatus(app.db, principalOf(request)),
    }),
  );

  app.post(
    '/login/segundo-fator/cadastro',
    {
      config: { access: STAFF_ONLY },
      schema: {
        tags: ['login'],
        summary: 'Gera o segredo do autenticador (código QR)',
        response: { 200: envelope(segundoFatorCadastro), ...accountErrors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await startEnrolment(deps, principalOf(request)),
    }),
  );

  app.post(
    '/login/segundo-fator/cadastro/confirmar',
    {
      config: { access: STAFF_ONLY },
      schema: {
        tags: ['login'],
        summary: 'Ativa o autenticador com o primeiro código; devolve os códigos de recuperação',
        body: confirmarCadastroBody,
        response: { 200: envelope(codigosRecuperacao), ...accountErrors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await confirmEnrolment(deps, principalOf(request), request.body.codigo, request.ip),
      mensagem: request.t('login.segundoFatorAtivado'),
    }),
  );

  app.post(
    '/login/segundo-fator/desativar',
    {
      config: { access: STAFF_ONLY },
      schema: {
        tags: ['login'],
        summary: 'Desativa a verificação em duas etapas (código atual ou senha)',
        body: desativarSegundoFatorBody,
        response: { 200: message, ...accountErrors, 429: errorReply },
      },
    },
    async (request) => {
      await disableSecondFactor(deps, principalOf(request), request.body, request.ip);
      return { success: true as const, mensagem: request.t('login.segundoFatorDesativado') };
    },
  );

  app.post(
    '/login/refresh-token',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['login'],
        summary: 'Renova os tokens',
        body: refreshBody,
        response: { 200: refreshReply, 400: errorReply, 422: errorReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await refreshSession(app.db, app.tokens, request.body.refresh_token, request.ip, (id) =>
        app.realtime.sessionsEnded(id),
      ),
    }),
  );

  const logouts = [
    { path: '/login/logout', roles: STAFF_ACCOUNT_ROLES, summary: 'Logout da equipe' },
    { path: '/login/instrutor/logout', roles: [Role.INSTRUTOR], summary: 'Logout do instrutor' },
    { path: '/login/aluno/logout', roles: [Role.ALUNO], summary: 'Logout do aluno' },
  ];
  for (const logout of logouts) {
    app.post(
      logout.path,
      {
        config: { access: { roles: logout.roles } },
        schema: {
          tags: ['login'],
          summary: logout.summary,
          response: { 200: message, 401: errorReply, 403: errorReply },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await signOut(app.db, principal, request.ip);
        await app.realtime.sessionsEnded(principal.usuarioId);
        return { success: true as const, mensagem: request.t('login.sessaoEncerrada') };
      },
    );
  }

  app.get(
    '/user/dados',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags: ['login'],
        summary: 'Dados do usuário da sessão',
        response: { 200: envelope(userDados), 401: errorReply },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return {
        success: true as const,
        dados: {
          schema: request.currentSchool?.slug ?? '',
          email: principal.email,
          id_funcao_usuario: principal.funcao,
        },
      };
    },
  );

  app.get(
    '/login/autenticate',
    {
      config: { access: LOGGED_IN },
      schema: {
        tags: ['login'],
        summary: 'Confirma que a sessão está ativa',
        response: {
          200: envelope(
            z.object({
              autenticado: z.literal(true),
              id_usuario: z.number().int(),
              id_role: z.number().int(),
            }),
          ),
          401: errorReply,
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return {
        success: true as const,
        dados: { autenticado: true as const, id_usuario: principal.usuarioId, id_role: principal.role },
      };
    },
  );

  app.post(
    '/login/reset-password',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['login'],
        summary: 'Pede o link de redefinição de senha',
        body: resetRequestBody,
        response: { 200: message, 422: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      await requestPasswordReset(
        { db: app.db, jobs: app.jobs, publicUrl: app.config.publicUrl },
        request.body.email,
        request.ip,
      );
      return { success: true as const, mensagem: request.t(RESET_REQUESTED_MESSAGE) };
    },
  );

  app.get(
    '/login/reset-password/:token',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['login'],
        summary: 'Confere se um link de redefinição ainda vale',
        params: resetTokenParam,
        response: { 200: message, 410: errorReply },
      },
    },
    async (request) => {
      await assertResetTokenUsable(app.db, request.params.token);
      return { success: true as const, mensagem: request.t('login.linkValido') };
    },
  );

  app.patch(
    '/login/reset-password',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['login'],
        summary: 'Define a nova senha',
        body: resetPasswordBody,
        response: { 200: message, 410: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      const usuarioId = await resetPassword(app.db, request.body, request.ip);
      await app.realtime.sessionsEnded(usuarioId);
      return {
        success: true as const,
        mensagem: request.t('login.senhaRedefinida'),
      };
    },
  );
};
