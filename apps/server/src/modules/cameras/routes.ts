import { ADMIN_AREA_ROLES, type Camera, camerasApi } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SecretBox } from '../../platform/crypto/sealed.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { registerCadastro } from '../../platform/http/cadastro-routes.ts';
import type { OutboundClient } from '../../platform/http/outbound.ts';
import {
  allCameras,
  createCamera,
  deleteCamera,
  getCamera,
  listCameras,
  setCameraAtiva,
  updateCamera,
} from './service.ts';

const ACCESS = { roles: ADMIN_AREA_ROLES };
const STATUS = { online: 'Online', offline: 'Offline', desconhecido: 'Não verificada' };

export const camerasRoutes: FastifyPluginAsyncZod<{ secrets: SecretBox; outbound: OutboundClient }> = async (
  app,
  { secrets, outbound },
) => {
  registerCadastro(app, camerasApi, {
    access: { read: ACCESS, edit: ACCESS },
    service: {
      list: listCameras,
      get: getCamera,
      create: (ctx, body) => createCamera(ctx, secrets, outbound, body),
      update: (ctx, id, body) => updateCamera(ctx, secrets, outbound, id, body),
      setAtivo: setCameraAtiva,
      remove: deleteCamera,
    },
    messages: {
      created: 'cameras.cadastrada',
      updated: 'cameras.alterada',
      activated: 'cameras.ativada',
      deactivated: 'cameras.desativada',
      removed: 'cameras.excluida',
    },
  });

  registerExports<Camera>(app, {
    modulo: 'cameras',
    titulo: 'Câmeras',
    access: ACCESS,
    columns: [
      { header: 'Câmera', value: (row) => row.nome },
      { header: 'Sala', value: (row) => row.sala_nome },
      { header: 'Status', value: (row) => STATUS[row.status], width: 80 },
      {
        header: 'Última imagem',
        value: (row) => (row.ultimo_snapshot_em ? formatDateBR(row.ultimo_snapshot_em) : null),
        width: 110,
      },
      { header: 'Situação', value: (row) => (row.ativo ? 'Ativa' : 'Inativa'), width: 60 },
    ],
    load: (_ctx, { filtro, todos }) => allCameras(todos, filtro),
  });
};
