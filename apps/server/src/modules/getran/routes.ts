import { type ErrorReply, getranApi, message, Role, STAFF_ACCOUNT_ROLES } from '@cfc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  everySchoolContext,
  STAFF_ROLES,
  schoolContext,
  staffWrite,
} from '../../platform/auth/staff-scope.ts';
import { route } from '../../platform/http/route.ts';
import {
  consultarCandidato,
  corrigirEEnviar,
  type Desfecho,
  enfileirarAulas,
  enviarAulaPratica,
  type GetranServiceDeps,
  historicoDe,
  listarEnvios,
  loteDe,
  reenviarPeriodo,
  situacaoGetran,
} from './service.ts';

/**
 * The calls of the 'Envio de Aulas ao GETRAN' screen (SPEC §2.6, §7). Roles 2 and 7 see lesson
 * sending (SPEC §6); the send after a time update is open to whoever may update it; the GETRAN
 * lookup to whoever receives the school list, for the students of a school they see.
 */
const SENDERS = { roles: [Role.MONITOR, Role.SUPORTE] } as const;
const QUEUERS = { roles: STAFF_ROLES };
const LOOKUP = { roles: STAFF_ACCOUNT_ROLES };
const WATCHERS = { roles: [Role.MONITOR, Role.SUPORTE, Role.DETRAN] } as const;

/**
 * SPEC §4: an accepted send shows the message; a refusal (422) or a send the authority did not
 * answer (503) carries `codigo` and `dados`, the result.
 */
function answer(desfecho: Desfecho, request: FastifyRequest, response: FastifyReply, aceita: string) {
  const { resultado } = desfecho;
  if (desfecho.tipo === 'aceita') return { success: true as const, mensagem: aceita, dados: resultado };
  const refused: ErrorReply =
    desfecho.tipo === 'falha'
      ? {
          success: false,
          mensagem: request.t(message('getran.aguardandoReenvio', { erro: desfecho.erro })),
          codigo: resultado.codigo ?? 'GETRAN_INDISPONIVEL',
          dados: resultado,
        }
      : { success: false, mensagem: resultado.status, codigo: resultado.codigo ?? '', dados: resultado };
  return response.code(desfecho.tipo === 'falha' ? 503 : 422).send(refused);
}

export const getranRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GetranServiceDeps = { db: app.db, getran: app.config.getran, jobs: app.jobs, log: app.log };

  route(app, getranApi.listEnvios, SENDERS, async (request) => {
    const { schema } = request.query;
    const ctx = schema ? await schoolContext(request, schema) : everySchoolContext(request);
    return { success: true as const, dados: await listarEnvios(ctx, request.query) };
  });

  route(app, getranApi.sendAula, SENDERS, async (request, response) => {
    const ctx = await schoolContext(request, request.body.schema);
    const desfecho = await enviarAulaPratica(deps, ctx, request.body);
    return answer(
      desfecho,
      request,
      response,
      request.t(message('getran.aulaEnviada', { status: desfecho.resultado.status })),
    );
  });

  route(app, getranApi.correctAndSend, SENDERS, async (request, response) => {
    const ctx = await schoolContext(request, request.body.schema);
    const desfecho = await corrigirEEnviar(deps, ctx, request.body);
    return answer(desfecho, request, response, request.t('getran.correcaoAplicada'));
  });

  // Who may update the times may queue the send; checked before the body, as access is.
  route(
    app,
    getranApi.queueAulas,
    QUEUERS,
    async (request) => {
      const ctx = await schoolContext(request, request.body.schema);
      const quantidade = await enfileirarAulas(deps, ctx, request.body);
      return {
        success: true as const,
        mensagem: request.t(message('getran.naFila', { count: quantidade })),
        dados: { enfileiradas: quantidade },
      };
    },
    { preValidation: staffWrite },
  );

  route(app, getranApi.resendPeriodo, SENDERS, async (request) => {
    const ctx = await schoolContext(request, request.body.schema);
    return {
      success: true as const,
      mensagem: request.t('getran.artisanOk'),
      dados: await reenviarPeriodo(deps, ctx, request.body),
    };
  });

  route(app, getranApi.getLote, SENDERS, async (request) => ({
    success: true as const,
    dados: await loteDe(everySchoolContext(request), request.params.id),
  }));

  route(app, getranApi.listHistorico, SENDERS, async (request) => {
    const ctx = await schoolContext(request, request.query.schema);
    return { success: true as const, dados: await historicoDe(ctx, request.query.id) };
  });

  route(app, getranApi.getCandidato, LOOKUP, async (request) => {
    const ctx = await schoolContext(request, request.params.cfc);
    return {
      success: true as const,
      dados: await consultarCandidato(deps, ctx, request.query.teste, request.params.cpf),
    };
  });

  route(app, getranApi.getSituacao, WATCHERS, async (request) => ({
    success: true as const,
    dados: await situacaoGetran(deps, everySchoolContext(request), request.language),
  }));
};
