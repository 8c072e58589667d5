import {
  type AmbienteGetran,
  ajustarEnviarBody,
  aulasEnfileiradas,
  comandArtisanBody,
  consultaGetran,
  consultaGetranParams,
  consultaGetranQuery,
  envelope,
  enviarAulaPraticaBody,
  enviarAulasBody,
  envioAulaPratica,
  envioRegistro,
  enviosQuery,
  errorReply,
  historicoEnvioQuery,
  loteGetran,
  loteParams,
  type MessageLanguage,
  message,
  page,
  Role,
  resultadoEnvio,
  STAFF_ACCOUNT_ROLES,
  situacaoGetran,
} from '@cfc/contract';
import { addDays, atSaoPaulo } from '@cfc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import { STAFF_ROLES, schoolContext, staffWrite } from '../../platform/auth/staff-scope.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, notFound, textIn } from '../../platform/http/errors.ts';
import { adapterForState } from './client.ts';
import { enfileirarEnvio, REENVIAR_LOTE_JOB } from './jobs.ts';
import { criarLote } from './lotes.ts';
import * as repository from './repository.ts';
import {
  ajustarEEnviar,
  consultarCandidato,
  type Desfecho,
  enviarAula,
  type GetranDeps,
  SEM_GETRAN,
} from './service.ts';

/**
 * The calls of the 'Envio de Aulas ao GETRAN' screen (SPEC §2.6, §7). Roles 2 and 7 see lesson
 * sending (SPEC §6); the send after a time update is open to whoever may update it; the GETRAN
 * lookup to whoever receives the school list, for the students of a school they see.
 */
const SENDERS = { roles: [Role.MONITOR, Role.SUPORTE] } as const;
const LOOKUP_ROLES = STAFF_ACCOUNT_ROLES;
const errors = {
  401: errorReply,
  403: errorReply,
  404: errorReply,
  409: errorReply,
  422: errorReply,
  502: errorReply,
  503: errorReply,
};
const tags = ['getran'];
const ambienteOf = (teste: boolean): AmbienteGetran => (teste ? 'homologacao' : 'producao');
export const ARTISAN_OK = 'getran.artisanOk';
const LOTE_NAO_ENCONTRADO = 'getran.loteNaoEncontrado';

/** SPEC §4: success shows the message; a refusal or a failure carries `codigo` and `dados` (the result). */
function reply(desfecho: Desfecho, response: FastifyReply) {
  const { resultado } = desfecho;
  if (desfecho.tipo === 'aceita') {
    return {
      success: true as const,
      mensagem: response.request.t(message('getran.aulaEnviada', { status: resultado.status })),
      dados: resultado,
    };
  }
  if (desfecho.tipo === 'falha') {
    response.code(503);
    return {
      success: false as const,
      mensagem: response.request.t(message('getran.aguardandoReenvio', { erro: desfecho.erro })),
      codigo: resultado.codigo ?? 'GETRAN_INDISPONIVEL',
      dados: resultado,
    };
  }
  response.code(422);
  return {
    success: false as const,
    mensagem: resultado.status,
    codigo: resultado.codigo ?? '',
    dados: resultado,
  };
}

export const getranRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GetranDeps = { db: app.db, getran: app.config.getran };
  const retryLater = (input: {
    autoescolaId: number;
    aulaId: number;
    ambiente: AmbienteGetran;
    usuarioId: number;
  }) => enfileirarEnvio(app.jobs, deps, { ...input, tentativa: 1 });

  app.get(
    '/dashboard/aulas/praticas/envios',
    {
      config: { access: SENDERS },
      schema: {
        tags,
        summary: 'Aulas práticas realizadas e o seu envio ao GETRAN (lista paginada com filtros)',
        querystring: enviosQuery,
        response: { 200: envelope(page(envioAulaPratica)), ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const filter = {
        ambiente: ambienteOf(query.teste),
        de: query.inicio ? atSaoPaulo(query.inicio) : null,
        ate: query.fim ? atSaoPaulo(addDays(query.fim, 1)) : null,
        status: query.status || null,
        nome: query.nome || null,
        cpf: query.cpf || null,
        page: query.page,
        per_page: query.per_page,
      };
      if (query.schema) {
        const ctx = await schoolContext(request, query.schema);
        const autoescolaId = ctx.currentSchool?.id ?? null;
        return {
          success: true as const,
          dados: await ctx.tenant(() => repository.envios({ ...filter, autoescolaId })),
        };
      }
      return {
        success: true as const,
        dados: await everySchool(request, () => repository.envios({ ...filter, autoescolaId: null })),
      };
    },
  );

  app.post(
    '/getran/enviar/aula-pratica',
    {
      config: { access: SENDERS },
      schema: {
        tags,
        summary: 'Envia uma aula prática realizada ao GETRAN (verifica as regras antes)',
        body: enviarAulaPraticaBody,
        response: { 200: envelope(resultadoEnvio), ...errors },
      },
    },
    async (request, response) => {
      const ctx = await schoolContext(request, request.body.schema);
      const input = {
        autoescolaId: schoolIdOf(ctx.currentSchool),
        aulaId: request.body.aulaPraticaId,
        ambiente: ambienteOf(request.body.teste),
        usuarioId: ctx.principal.usuarioId,
      };
      const desfecho = await enviarAula(deps, input);
      if (desfecho.tipo === 'falha') await retryLater(input);
      return reply(desfecho, response);
    },
  );

  app.post(
    '/getran/enviar/ajustar-enviar',
    {
      config: { access: SENDERS },
      schema: {
        tags,
        summary: 'Aplica a correção automática da recusa e reenvia a aula',
        body: ajustarEnviarBody,
        response: { 200: envelope(resultadoEnvio), ...errors },
      },
    },
    async (request, response) => {
      const ctx = await schoolContext(request, request.body.schema);
      const input = {
        autoescolaId: schoolIdOf(ctx.currentSchool),
        aulaId: request.body.aulaPraticaId,
        ambiente: ambienteOf(request.body.teste),
        usuarioId: ctx.principal.usuarioId,
      };
      const desfecho = await ajustarEEnviar(deps, { ...input, codigo: request.body.codigo });
      if (desfecho.tipo === 'falha') await retryLater(input);
      const answer = reply(desfecho, response);
      return desfecho.tipo === 'aceita'
        ? { ...answer, mensagem: request.t('getran.correcaoAplicada') }
        : answer;
    },
  );

  app.post(
    '/getran/enviar/aula',
    {
      config: { access: { roles: STAFF_ROLES } },
      preValidation: staffWrite,
      schema: {
        tags,
        summary: 'Põe aulas na fila de envio ao GETRAN (depois de alterar o horário)',
        body: enviarAulasBody,
        response: { 200: envelope(aulasEnfileiradas), ...errors },
      },
    },
    async (request) => {
      const ctx = await schoolContext(request, request.body.schema);
      const autoescolaId = schoolIdOf(ctx.currentSchool);
      const ids = [...new Set(request.body.aulaId)];
      const found = await ctx.tenant(() => repository.existentes(ids));
      if (found.length !== ids.length) throw notFound('getran.aulaNaoEncontrada');
      for (const aulaId of ids) {
        await enfileirarEnvio(app.jobs, deps, {
          autoescolaId,
          aulaId,
          ambiente: ambienteOf(request.body.teste),
          usuarioId: ctx.principal.usuarioId,
          tentativa: 0,
        });
      }
      return {
        success: true as const,
        mensagem: request.t(message('getran.naFila', { quantidade: ids.length })),
        dados: { enfileiradas: ids.length },
      };
    },
  );

  app.post(
    '/getran/enviar/comand-artisan',
    {
      config: { access: SENDERS },
      schema: {
        tags,
        summary:
          "'Limpar Status e Enviar': limpa as recusas do período da autoescola e reenvia em segundo plano",
        body: comandArtisanBody,
        response: { 200: envelope(loteGetran), ...errors },
      },
    },
    async (request) => {
      const ctx = await schoolContext(request, request.body.schema);
      const autoescolaId = schoolIdOf(ctx.currentSchool);
      const loteId = await criarLote(deps, {
        autoescolaId,
        ambiente: ambienteOf(request.body.teste),
        inicio: request.body.inicio,
        fim: request.body.fim,
        usuarioId: ctx.principal.usuarioId,
      });
      await app.jobs.send(REENVIAR_LOTE_JOB, { autoescolaId, loteId, usuarioId: ctx.principal.usuarioId });
      const lote = await ctx.tenant(() => repository.findLote(loteId));
      if (!lote) throw notFound(LOTE_NAO_ENCONTRADO);
      return { success: true as const, mensagem: request.t(ARTISAN_OK), dados: publicLote(lote) };
    },
  );

  app.get(
    '/getran/lotes/:id',
    {
      config: { access: SENDERS },
      schema: {
        tags,
        summary: 'Progresso de um reenvio em lote',
        params: loteParams,
        response: { 200: envelope(loteGetran), ...errors },
      },
    },
    async (request) => {
      const lote = await everySchool(request, () => repository.findLote(request.params.id));
      if (!lote) throw notFound(LOTE_NAO_ENCONTRADO);
      return { success: true as const, dados: publicLote(lote) };
    },
  );

  app.get(
    '/getran/historico',
    {
      config: { access: SENDERS },
      schema: {
        tags,
        summary: 'Histórico de envio de uma aula: cada requisição ao GETRAN e a resposta',
        querystring: historicoEnvioQuery,
        response: { 200: envelope(z.array(envioRegistro)), ...errors },
      },
    },
    async (request) => {
      const ctx = await schoolContext(request, request.query.schema);
      return {
        success: true as const,
        dados: await ctx.tenant(() => repository.historico(request.query.id)),
      };
    },
  );

  app.get(
    '/getran/aluno/:cfc/:cpf',
    {
      config: { access: { roles: LOOKUP_ROLES } },
      schema: {
        tags,
        summary: 'Consulta no GETRAN as aulas de um candidato (CPF só com dígitos)',
        params: consultaGetranParams,
        querystring: consultaGetranQuery,
        response: { 200: envelope(consultaGetran), ...errors },
      },
    },
    async (request) => {
      const ctx = await schoolContext(request, request.params.cfc);
      const found = await consultarCandidato(deps, ctx, ambienteOf(request.query.teste), request.params.cpf);
      return { success: true as const, dados: found };
    },
  );

  app.get(
    '/getran',
    {
      config: { access: { roles: [Role.MONITOR, Role.SUPORTE, Role.DETRAN] } },
      schema: {
        tags,
        summary: 'Situação do GETRAN (responde? em quanto tempo?) e da fila de reenvio',
        response: { 200: envelope(situacaoGetran), ...errors },
      },
    },
    async (request) => {
      const fila = await everySchool(request, () => repository.contarFila());
      return {
        success: true as const,
        dados: { ambientes: await situacao(app, request.language), ...fila },
      };
    },
  );
};

/**
 * The send screen works across the schools the caller may see (the school filter narrows it with
 * `schema`), whatever school the CFC header names.
 */
function everySchool<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const principal = contextOf(request).principal;
  return withTenant(
    request.server.db,
    { usuarioId: principal.usuarioId, autoescolaIds: principal.autoescolaIds },
    work,
  );
}

function schoolIdOf(school: { id: number } | null): number {
  if (!school)
    throw new AppError(422, 'getran.schemaNaoDefinido', {
      errors: { schema: ['getran.schemaNaoDefinido'] },
    });
  return school.id;
}

function publicLote<T extends { autoescola_id: number; usuario_id: number | null }>(lote: T) {
  const { autoescola_id: _school, usuario_id: _user, ...rest } = lote;
  return rest;
}

async function situacao(app: FastifyInstance, language: MessageLanguage) {
  const adapter = adapterForState(app.config.getran, '');
  const ambientes: AmbienteGetran[] = ['producao', 'homologacao'];
  if (!adapter) {
    return ambientes.map((ambiente) => ({
      ambiente,
      disponivel: false,
      latencia_ms: null,
      mensagem: textIn(language, SEM_GETRAN),
    }));
  }
  return Promise.all(
    ambientes.map(async (ambiente) => {
      const found = await adapter.verificar(ambiente);
      return {
        ambiente,
        disponivel: found.disponivel,
        latencia_ms: found.latenciaMs,
        mensagem: textIn(language, found.mensagem),
      };
    }),
  );
}
