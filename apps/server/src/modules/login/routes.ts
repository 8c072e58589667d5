import {
  envelope,
  errorReply,
  loginBody,
  loginCpfBody,
  loginReply,
  Role,
  refreshBody,
  refreshReply,
  resetPasswordBody,
  resetRequestBody,
  resetTokenParam,
  userDados,
} from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/auth/access.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import {
  assertResetTokenUsable,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.ts';
import { refreshSession, signOut } from './refresh.ts';
import { type LoginKind, signIn } from './sign-in.ts';

const loginErrors = { 401: errorReply, 403: errorReply, 409: errorReply, 422: errorReply, 429: errorReply };
const message = z.object({ success: z.literal(true), mensagem: z.string() });
const STAFF_ROLES = [
  Role.ADMIN,
  Role.MONITOR,
  Role.GESTOR,
  Role.FINANCEIRO,
  Role.SUPORTE,
  Role.COMERCIAL,
  Role.DETRAN,
];

function client(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

function principalOf(request: FastifyRequest) {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInAs = async (
    kind: LoginKind,
    account: string,
    body: { password: string; autoescola?: string | undefined; encerrar_outra_sessao?: boolean | undefined },
    request: FastifyRequest,
  ) => {
    const reply = await signIn(app.db, app.tokens, app.config.publicUrl, {
      kind,
      account,
      password: body.password,
      autoescola: body.autoescola,
      encerrarOutraSessao: body.encerrar_outra_sessao ?? false,
      ...client(request),
    });
    // A login ends the account's other session, whose open sockets must lose the user's channel.
    await app.realtime.sessionsEnded(reply.usuario.id_usuario);
    return reply;
  };

  app.post(
    '/login',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['login'],
        summary: 'Login da equipe (e-mail)',
        body: loginBody,
        response: { 200: envelope(loginReply), ...loginErrors },
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
          response: { 200: envelope(loginReply), ...loginErrors },
        },
      },
      async (request) => ({
        success: true as const,
        dados: await signInAs(kind, request.body.cpf, request.body, request),
      }),
    );
  }

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
    { path: '/login/logout', roles: STAFF_ROLES, summary: 'Logout da equipe' },
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
        return { success: true as const, mensagem: 'Sessão encerrada.' };
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
      return { success: true as const, mensagem: RESET_REQUESTED_MESSAGE };
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
      return { success: true as const, mensagem: 'Link válido.' };
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
        mensagem: 'Senha redefinida com sucesso. Faça login com a nova senha.',
      };
    },
  );
};
