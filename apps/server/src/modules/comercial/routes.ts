import { comercialApi, Role } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { everySchoolContext } from '../../platform/auth/staff-scope.ts';
import { route } from '../../platform/http/route.ts';
import { alunosCadastrados, listarAutoescolas, relatorioFinanceiro } from './service.ts';

/**
 * /comercial is for commercial (8) and finance (6) staff (SPEC §2.3, §6); both only read, each the
 * schools granted to it (row-level security).
 */
const COMERCIAL = { roles: [Role.COMERCIAL, Role.FINANCEIRO] } as const;

export const comercialRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, comercialApi.autoescolas, COMERCIAL, async (request) => ({
    success: true as const,
    dados: await listarAutoescolas(everySchoolContext(request), request.query),
  }));
  route(app, comercialApi.alunosCadastrados, COMERCIAL, async (request) => ({
    success: true as const,
    dados: await alunosCadastrados(everySchoolContext(request), request.query),
  }));
  route(app, comercialApi.financeiro, COMERCIAL, async (request) => ({
    success: true as const,
    dados: await relatorioFinanceiro(everySchoolContext(request), request.query),
  }));
};
