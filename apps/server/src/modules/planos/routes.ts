import { ADMIN_AREA_ROLES, type Plano, planosApi } from '@cfc/contract';
import { formatCents } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
import {
  assignPlano,
  createPlano,
  deletePlano,
  exportPlanos,
  getPlano,
  listPlanos,
  listPlanosDoProcesso,
  removePlanoDoProcesso,
  setPlanoAtivo,
  updatePlano,
} from './service.ts';

/** agendamento/planos-praticos, where plans are also sold to a process: admin-area roles with the `planos` flag. */
const ACCESS = { roles: ADMIN_AREA_ROLES, permissions: ['planos'] } as const;

export const planosRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, planosApi.list, ACCESS, async (request) => ({
    success: true as const,
    dados: await listPlanos(contextOf(request), request.query),
  }));
  route(app, planosApi.get, ACCESS, async (request) => ({
    success: true as const,
    dados: await getPlano(contextOf(request), request.params.id),
  }));
  route(app, planosApi.create, ACCESS, async (request) => ({
    success: true as const,
    dados: await createPlano(contextOf(request), request.body),
    mensagem: request.t('planos.cadastrado'),
  }));
  route(app, planosApi.update, ACCESS, async (request) => ({
    success: true as const,
    dados: await updatePlano(contextOf(request), request.params.id, request.body),
    mensagem: request.t('planos.alterado'),
  }));
  route(app, planosApi.setAtivo, ACCESS, async (request) => {
    await setPlanoAtivo(contextOf(request), request.params.id, request.body.ativo);
    return {
      success: true as const,
      mensagem: request.t(request.body.ativo ? 'planos.ativado' : 'planos.desativadoSucesso'),
    };
  });
  route(app, planosApi.remove, ACCESS, async (request) => {
    await deletePlano(contextOf(request), request.params.id);
    return { success: true as const, mensagem: request.t('planos.excluido') };
  });

  // The plans sold for a process, with the hours and price of the sale.
  route(app, planosApi.listByProcesso, ACCESS, async (request) => ({
    success: true as const,
    dados: await listPlanosDoProcesso(contextOf(request), request.params.id),
  }));
  route(app, planosApi.assignToProcesso, ACCESS, async (request) => ({
    success: true as const,
    dados: await assignPlano(contextOf(request), request.params.id, request.body.plano_id),
    mensagem: request.t('planos.vinculado'),
  }));
  route(app, planosApi.removeFromProcesso, ACCESS, async (request) => {
    await removePlanoDoProcesso(contextOf(request), request.params.id, request.params.idProcessoPlano);
    return { success: true as const, mensagem: request.t('planos.removido') };
  });

  registerExports<Plano>(app, {
    modulo: 'planos-praticos',
    titulo: 'Planos de aulas práticas',
    access: ACCESS,
    columns: [
      { header: 'Plano', value: (row) => row.nome },
      { header: 'Categoria', value: (row) => row.categoria ?? 'Todas', width: 60 },
      { header: 'Horas-aula', value: (row) => row.horas_aula, width: 60 },
      { header: 'Preço', value: (row) => formatCents(row.preco_centavos), width: 80 },
      { header: 'Situação', value: (row) => (row.ativo ? 'Ativo' : 'Inativo'), width: 60 },
    ],
    load: (_ctx, filters) => exportPlanos(filters),
  });
};
