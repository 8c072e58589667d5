import { ADMIN_AREA_ROLES, veiculosApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { registerCadastro } from '../../platform/http/cadastro-routes.ts';
import { route } from '../../platform/http/route.ts';
import { veiculosExport } from './export.ts';
import {
  createVeiculo,
  deleteVeiculo,
  getVeiculo,
  listVeiculos,
  setAtivo,
  updateVeiculo,
  vinculadoEm,
} from './service.ts';

/** The vehicles' registry is for the admin layout's staff (SPEC §2.3: /admin is roles 1, 2 and 5). */
const LIST = { roles: ADMIN_AREA_ROLES, permissions: ['veiculo_list'] } as const;
const EDIT = { roles: ADMIN_AREA_ROLES, permissions: ['veiculo_edit'] } as const;

export const veiculosRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCadastro(app, veiculosApi, {
    access: { read: LIST, edit: EDIT },
    service: {
      list: listVeiculos,
      get: getVeiculo,
      create: createVeiculo,
      update: updateVeiculo,
      setAtivo,
      remove: deleteVeiculo,
    },
    messages: {
      created: 'veiculos.cadastrado',
      updated: 'veiculos.alterado',
      activated: 'veiculos.ativado',
      deactivated: 'veiculos.desativado',
      removed: 'veiculos.excluido',
    },
  });
  route(app, veiculosApi.getVinculado, LIST, async (request) => ({
    success: true as const,
    dados: { vinculado: await vinculadoEm(contextOf(request), request.params.id, request.query.data) },
  }));

  registerExports(app, { ...veiculosExport, access: LIST });
};
