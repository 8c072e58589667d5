import { ADMIN_AREA_ROLES, perimetrosApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerCadastro } from '../../platform/http/cadastro-routes.ts';
import { route } from '../../platform/http/route.ts';
import {
  createPerimetro,
  deletePerimetro,
  getPerimetro,
  listPerimetros,
  setPerimetroAtivo,
  updatePerimetro,
  verificarPonto,
} from './service.ts';

/** agendamento/perimetro/cadastro: admin-area roles with the `agendamento` flag. */
const ACCESS = { roles: ADMIN_AREA_ROLES, permissions: ['agendamento'] } as const;

export const perimetrosRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCadastro(app, perimetrosApi, {
    access: { read: ACCESS, edit: ACCESS },
    service: {
      list: listPerimetros,
      get: getPerimetro,
      create: createPerimetro,
      update: updatePerimetro,
      setAtivo: setPerimetroAtivo,
      remove: deletePerimetro,
    },
    messages: {
      created: 'perimetros.cadastrado',
      updated: 'perimetros.alterado',
      activated: 'perimetros.ativado',
      deactivated: 'perimetros.desativado',
      removed: 'perimetros.excluido',
    },
  });
  route(app, perimetrosApi.checkPonto, ACCESS, async (request) => ({
    success: true as const,
    dados: await verificarPonto(contextOf(request), request.body),
  }));
};
