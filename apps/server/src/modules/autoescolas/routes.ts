import {
  ADMIN_AREA_ROLES,
  autoescolaBody,
  autoescolaDetalhe,
  autoescolaPublica,
  autoescolaResumo,
  autoescolasQuery,
  envelope,
  errorReply,
  idParam,
  novaAutoescolaBody,
  page,
  Role,
  segundoFatorExigencia,
  segundoFatorExigenciaBody,
  slugParam,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/auth/context.ts';
import {
  createAutoescola,
  getAutoescola,
  getPublicAutoescola,
  getSegundoFatorExigencia,
  listAutoescolas,
  searchAutoescolas,
  setSegundoFatorExigencia,
  updateAutoescola,
} from './service.ts';

/** The CFC screens (cfc, cfc-novo) exist only on the operator's school (SPEC §2.4), with flag `cfcs`. */
const CFC_ACCESS = {
  roles: ADMIN_AREA_ROLES,
  permissions: ['cfcs'],
  operatorOnly: true,
} as const;
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
/** The school's own security settings are its administrator's. */
const SCHOOL_ADMIN = { roles: [Role.ADMIN] } as const;

export const autoescolasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, jobs: app.jobs, publicUrl: app.config.publicUrl };

  app.get(
    '/autoescola',
    {
      config: { access: { roles: [1, 2, 5, 6, 7, 8, 9] } },
      schema: {
        tags: ['autoescolas'],
        summary: 'Autoescolas que o usuário pode ver',
        response: { 200: envelope(z.array(autoescolaResumo)), 401: errorReply, 403: errorReply },
      },
    },
    async (request) => ({ success: true as const, dados: await request.tenant(listAutoescolas) }),
  );

  app.get(
    '/autoescolas/publica/:slug',
    {
      config: { access: { public: true }, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['autoescolas'],
        summary: 'Nome da autoescola de uma página de login',
        params: slugParam,
        response: { 200: envelope(autoescolaPublica), 404: errorReply, 422: errorReply, 429: errorReply },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getPublicAutoescola(app.db, request.params.slug),
    }),
  );

  app.get(
    '/autoescolas',
    {
      config: { access: CFC_ACCESS },
      schema: {
        tags: ['autoescolas'],
        summary: 'Lista de CFCs (cfc)',
        querystring: autoescolasQuery,
        response: { 200: envelope(page(autoescolaDetalhe)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await searchAutoescolas(contextOf(request), request.query),
    }),
  );

  app.get(
    '/autoescolas/:id',
    {
      config: { access: CFC_ACCESS },
      schema: {
        tags: ['autoescolas'],
        summary: 'Uma autoescola',
        params: idParam,
        response: { 200: envelope(autoescolaDetalhe), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getAutoescola(contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/autoescolas',
    {
      config: { access: CFC_ACCESS },
      schema: {
        tags: ['autoescolas'],
        summary: 'Cadastra uma autoescola e seu administrador (cfc-novo)',
        body: novaAutoescolaBody,
        response: { 201: envelope(autoescolaDetalhe), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        dados: await createAutoescola(deps, contextOf(request), request.body),
        mensagem: request.t('autoescolas.cadastrada'),
      }),
  );

  app.put(
    '/autoescolas/:id',
    {
      config: { access: CFC_ACCESS },
      schema: {
        tags: ['autoescolas'],
        summary: 'Altera uma autoescola',
        params: idParam,
        body: autoescolaBody,
        response: { 200: envelope(autoescolaDetalhe), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await updateAutoescola(contextOf(request), request.params.id, request.body),
      mensagem: request.t('autoescolas.alterada'),
    }),
  );

  app.get(
    '/autoescola/segundo-fator',
    {
      config: { access: SCHOOL_ADMIN },
      schema: {
        tags: ['autoescolas'],
        summary: 'Perfis dos quais a autoescola exige a verificação em duas etapas',
        response: { 200: envelope(segundoFatorExigencia), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await getSegundoFatorExigencia(contextOf(request)),
    }),
  );

  app.put(
    '/autoescola/segundo-fator',
    {
      config: { access: SCHOOL_ADMIN },
      schema: {
        tags: ['autoescolas'],
        summary: 'Exige a verificação em duas etapas de perfis da equipe',
        body: segundoFatorExigenciaBody,
        response: { 200: envelope(segundoFatorExigencia), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await setSegundoFatorExigencia(contextOf(request), request.body.roles),
      mensagem: request.t('autoescolas.segundoFatorSalvo'),
    }),
  );
};
