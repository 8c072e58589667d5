import { ADMIN_AREA_ROLES, autoescolasApi, Role } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { route } from '../../platform/http/route.ts';
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
/** Every staff role that works inside a school sees the schools it may switch to. */
const STAFF = { roles: [1, 2, 5, 6, 7, 8, 9] } as const;
/** The school's own security settings are its administrator's. */
const SCHOOL_ADMIN = { roles: [Role.ADMIN] } as const;

export const autoescolasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, jobs: app.jobs, publicUrl: app.config.publicUrl };

  route(app, autoescolasApi.listVisible, STAFF, async (request) => ({
    success: true as const,
    dados: await request.tenant(listAutoescolas),
  }));
  route(
    app,
    autoescolasApi.getPublica,
    { public: true },
    async (request) => ({
      success: true as const,
      dados: await getPublicAutoescola(app.db, request.params.slug),
    }),
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  route(app, autoescolasApi.list, CFC_ACCESS, async (request) => ({
    success: true as const,
    dados: await searchAutoescolas(contextOf(request), request.query),
  }));
  route(app, autoescolasApi.get, CFC_ACCESS, async (request) => ({
    success: true as const,
    dados: await getAutoescola(contextOf(request), request.params.id),
  }));
  route(app, autoescolasApi.create, CFC_ACCESS, async (request) => ({
    success: true as const,
    dados: await createAutoescola(deps, contextOf(request), request.body),
    mensagem: request.t('autoescolas.cadastrada'),
  }));
  route(app, autoescolasApi.update, CFC_ACCESS, async (request) => ({
    success: true as const,
    dados: await updateAutoescola(contextOf(request), request.params.id, request.body),
    mensagem: request.t('autoescolas.alterada'),
  }));
  route(app, autoescolasApi.getSegundoFator, SCHOOL_ADMIN, async (request) => ({
    success: true as const,
    dados: await getSegundoFatorExigencia(contextOf(request)),
  }));
  route(app, autoescolasApi.setSegundoFator, SCHOOL_ADMIN, async (request) => ({
    success: true as const,
    dados: await setSegundoFatorExigencia(contextOf(request), request.body.roles),
    mensagem: request.t('autoescolas.segundoFatorSalvo'),
  }));
};
