import {
  isLoginChallenge,
  isSessaoAtiva,
  type LoginReply,
  type LoginResult,
  loginApi,
  Role,
  SEGUNDO_FATOR_ROLES,
  STAFF_ACCOUNT_ROLES,
} from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGGED_IN } from '../../platform/auth/access.ts';
import { SecretBox } from '../../platform/crypto/sealed.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
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

const PUBLIC = { public: true } as const;

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

  route(app, loginApi.signIn, PUBLIC, async (request) => ({
    success: true as const,
    dados: await signInAs('staff', request.body.email, request.body, request),
  }));
  route(app, loginApi.signInAluno, PUBLIC, async (request) => ({
    success: true as const,
    dados: await signInAs('aluno', request.body.cpf, request.body, request),
  }));
  route(app, loginApi.signInInstrutor, PUBLIC, async (request) => ({
    success: true as const,
    dados: await signInAs('instrutor', request.body.cpf, request.body, request),
  }));

  route(app, loginApi.verifySegundoFator, PUBLIC, async (request) => ({
    success: true as const,
    dados: await completeSecondFactor(deps, request.body, client(request)).then(announce),
  }));

  route(app, loginApi.startCadastroExigido, PUBLIC, async (request) => ({
    success: true as const,
    dados: await startRequiredEnrolment(deps, request.body.desafio),
  }));

  route(app, loginApi.confirmCadastroExigido, PUBLIC, async (request) => {
    const dados = await confirmRequiredEnrolment(deps, request.body, client(request));
    await announce(dados.sessao);
    return { success: true as const, dados };
  });

  route(app, loginApi.getSegundoFator, STAFF_ONLY, async (request) => ({
    success: true as const,
    dados: await secondFactorStatus(app.db, principalOf(request)),
  }));

  route(app, loginApi.startCadastro, STAFF_ONLY, async (request) => ({
    success: true as const,
    dados: await startEnrolment(deps, principalOf(request)),
  }));

  route(app, loginApi.confirmCadastro, STAFF_ONLY, async (request) => ({
    success: true as const,
    dados: await confirmEnrolment(deps, principalOf(request), request.body.codigo, request.ip),
    mensagem: request.t('login.segundoFatorAtivado'),
  }));

  route(app, loginApi.disableSegundoFator, STAFF_ONLY, async (request) => {
    await disableSecondFactor(deps, principalOf(request), request.body, request.ip);
    return { success: true as const, mensagem: request.t('login.segundoFatorDesativado') };
  });

  route(app, loginApi.refresh, PUBLIC, async (request) => ({
    success: true as const,
    data: await refreshSession(app.db, app.tokens, request.body.refresh_token, request.ip, (id) =>
      app.realtime.sessionsEnded(id),
    ),
  }));

  const logouts = [
    { endpoint: loginApi.logout, roles: STAFF_ACCOUNT_ROLES },
    { endpoint: loginApi.logoutInstrutor, roles: [Role.INSTRUTOR] },
    { endpoint: loginApi.logoutAluno, roles: [Role.ALUNO] },
  ];
  for (const { endpoint, roles } of logouts) {
    route(app, endpoint, { roles }, async (request) => {
      const principal = principalOf(request);
      await signOut(app.db, principal, request.ip);
      await app.realtime.sessionsEnded(principal.usuarioId);
      return { success: true as const, mensagem: request.t('login.sessaoEncerrada') };
    });
  }

  route(app, loginApi.getUserDados, LOGGED_IN, async (request) => {
    const principal = principalOf(request);
    return {
      success: true as const,
      dados: {
        schema: request.currentSchool?.slug ?? '',
        email: principal.email,
        id_funcao_usuario: principal.funcao,
      },
    };
  });

  route(app, loginApi.authenticate, LOGGED_IN, async (request) => {
    const principal = principalOf(request);
    return {
      success: true as const,
      dados: { autenticado: true as const, id_usuario: principal.usuarioId, id_role: principal.role },
    };
  });

  route(app, loginApi.requestReset, PUBLIC, async (request) => {
    await requestPasswordReset(
      { db: app.db, jobs: app.jobs, publicUrl: app.config.publicUrl },
      request.body.email,
      request.ip,
    );
    return { success: true as const, mensagem: request.t(RESET_REQUESTED_MESSAGE) };
  });

  route(app, loginApi.checkResetToken, PUBLIC, async (request) => {
    await assertResetTokenUsable(app.db, request.params.token);
    return { success: true as const, mensagem: request.t('login.linkValido') };
  });

  route(app, loginApi.resetPassword, PUBLIC, async (request) => {
    const usuarioId = await resetPassword(app.db, request.body, request.ip);
    await app.realtime.sessionsEnded(usuarioId);
    return { success: true as const, mensagem: request.t('login.senhaRedefinida') };
  });
};
