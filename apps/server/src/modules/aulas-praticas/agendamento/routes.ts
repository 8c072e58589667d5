import {
  ADMIN_AREA_ROLES,
  agendaQuery,
  aulaAgendada,
  aulaPratica,
  aulaPraticaBody,
  aulaPraticaDetalhe,
  aulasPraticasQuery,
  cancelarBody,
  contingenciaBody,
  contingenciaMes,
  contingenciaQuery,
  envelope,
  errorReply,
  horarioLivre,
  horariosLivresQuery,
  idParam,
  message,
  type PermissionFlag,
  page,
  Role,
  type RoleId,
  remarcarBody,
} from '@cfc/contract';
import { explained } from '@cfc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../../platform/auth/context.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { agendaAulasPraticas, getAulaPratica, listAulasPraticas } from '../consultas/queries.ts';
import { STAFF_ROLES, schoolContext, staffRead } from '../staff-scope.ts';
import { bookAulaPratica } from './booking.ts';
import { contingenciaDoMes, setContingencia } from './contingencia.ts';
import { cancelAulaPratica, rescheduleAulaPratica } from './reschedule.ts';
import { horariosLivres } from './slots.ts';

/** Scheduling is the admin layout's (SPEC §2.3 /admin/agendamento: roles 1, 2 and 5). */
const SCHEDULE = { roles: ADMIN_AREA_ROLES, permissions: ['agendamento'] } as const;
/** The lists and the agenda also open to who may list lessons (menu: anyOf agendamento, aulas_list). */
const READ = { roles: ADMIN_AREA_ROLES } as const;
const READ_FLAGS: readonly PermissionFlag[] = ['agendamento', 'aulas_list'];

/** `config.access` holds flags that must all be present; reads need any one of READ_FLAGS. */
async function anyReadFlag(request: FastifyRequest): Promise<void> {
  const granted = request.principal?.permissions;
  if (!READ_FLAGS.some((flag) => granted?.has(flag))) throw forbidden();
}

/** Monitoring and support read the share of every school granted to them (SPEC §6: roles 2 and 7). */
const MONITORING_ROLES: readonly RoleId[] = [Role.MONITOR, Role.SUPORTE];

const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 422: errorReply };
const tags = ['aulas-praticas'];

export const aulasPraticasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/aulas-praticas',
    {
      config: { access: READ },
      preValidation: anyReadFlag,
      schema: {
        tags,
        summary: 'Aulas práticas (agendadas, realizadas...) com filtros',
        querystring: aulasPraticasQuery,
        response: { 200: envelope(page(aulaPratica)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await listAulasPraticas(contextOf(request), request.query),
    }),
  );

  app.get(
    '/aulas-praticas/agenda',
    {
      config: { access: READ },
      preValidation: anyReadFlag,
      schema: {
        tags,
        summary: 'Agenda de aulas práticas por instrutor, veículo ou aluno',
        querystring: agendaQuery,
        response: { 200: envelope(z.array(aulaPratica)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await agendaAulasPraticas(contextOf(request), request.query),
    }),
  );

  app.get(
    '/aulas-praticas/horarios-livres',
    {
      config: { access: SCHEDULE },
      schema: {
        tags,
        summary: 'Horários do dia e por que cada um não está livre',
        querystring: horariosLivresQuery,
        response: { 200: envelope(z.array(horarioLivre)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await horariosLivres(contextOf(request), request.query),
    }),
  );

  app.get(
    '/aulas-praticas/:id',
    {
      config: { access: READ },
      preValidation: anyReadFlag,
      schema: {
        tags,
        summary: 'Uma aula prática com o seu histórico',
        params: idParam,
        response: { 200: envelope(aulaPraticaDetalhe), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getAulaPratica(contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/aulas-praticas',
    {
      config: { access: SCHEDULE },
      schema: {
        tags,
        summary: 'Agenda uma aula prática (uma ou duas horas-aula seguidas)',
        body: aulaPraticaBody,
        response: { 201: envelope(aulaAgendada), ...errors },
      },
    },
    async (request, reply) => {
      const dados = await bookAulaPratica(contextOf(request), request.body);
      // A warning (simulator h/a past the cap) rides on the message the booking screen shows.
      const mensagem = [
        request.t('aulasPraticas.agendada'),
        ...dados.avisos.map((aviso) =>
          request.t(message('aulasPraticas.atencao', { aviso: explained(aviso) })),
        ),
      ].join(' ');
      return reply.status(201).send({ success: true as const, dados, mensagem });
    },
  );

  app.patch(
    '/aulas-praticas/:id/remarcar',
    {
      config: { access: SCHEDULE },
      schema: {
        tags,
        summary: 'Remarca uma aula agendada, com o motivo',
        params: idParam,
        body: remarcarBody,
        response: { 200: envelope(aulaPratica), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await rescheduleAulaPratica(contextOf(request), request.params.id, request.body),
      mensagem: request.t('aulasPraticas.remarcada'),
    }),
  );

  app.patch(
    '/aulas-praticas/:id/cancelar',
    {
      config: { access: SCHEDULE },
      schema: {
        tags,
        summary:
          'Cancela uma aula com o motivo (o horário fica livre); uma aula dada perde a anotação, se remover_anotacao',
        params: idParam,
        body: cancelarBody,
        response: { 200: envelope(aulaPratica), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await cancelAulaPratica(contextOf(request), request.params.id, request.body.motivo, {
        removerAnotacao: request.body.remover_anotacao,
      }),
      mensagem: request.t('aulasPraticas.cancelada'),
    }),
  );

  app.patch(
    '/aulas-praticas/:id/contingencia',
    {
      config: { access: SCHEDULE },
      schema: {
        tags,
        summary:
          'Marca (ou desmarca) uma aula como de contingência, com o motivo; recusada acima do percentual mensal da UF',
        params: idParam,
        body: contingenciaBody,
        response: { 200: envelope(aulaPratica), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await setContingencia(contextOf(request), request.params.id, request.body),
      mensagem: request.t(
        request.body.contingencia
          ? 'aulasPraticas.contingenciaMarcada'
          : 'aulasPraticas.contingenciaDesmarcada',
      ),
    }),
  );

  app.get(
    '/aulas-praticas/contingencia',
    {
      config: { access: { roles: STAFF_ROLES } },
      preValidation: staffRead,
      schema: {
        tags,
        summary: 'Aulas de contingência do mês por autoescola: quantas, de quantas aulas, e o limite da UF',
        querystring: contingenciaQuery,
        response: { 200: envelope(z.array(contingenciaMes)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await contingenciaDoMes(await contingenciaScope(request), request.query.mes),
    }),
  );
};

/**
 * The schools whose share a caller reads: the one `schema` names; for monitoring and support (roles
 * 2 and 7), every school granted to them; for school staff, the school of the request.
 */
async function contingenciaScope(request: FastifyRequest<{ Querystring: { schema: string | null } }>) {
  if (request.query.schema) return schoolContext(request, request.query.schema);
  const ctx = contextOf(request);
  if (!MONITORING_ROLES.includes(ctx.principal.role)) return ctx;
  const scope = { usuarioId: ctx.principal.usuarioId, autoescolaIds: ctx.principal.autoescolaIds };
  return { ...ctx, tenant: <T>(work: () => Promise<T>) => withTenant(request.server.db, scope, work) };
}
