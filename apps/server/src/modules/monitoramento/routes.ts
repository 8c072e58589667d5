import {
  ADMIN_AREA_ROLES,
  monitoramentoApi as api,
  type RelatorioMonitoramentoLinha,
  Role,
  relatorioMonitoramentoQuery,
} from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
import { lerRelatorio } from './relatorio.ts';
import {
  dashboardMonitoramento,
  latestSnapshot,
  listAlunos,
  listAulasPresenciais,
  listInstrutores,
  listSalas,
  listSalasCameras,
  listSessoesDoDia,
  listTurmas,
  listVeiculos,
  relatorioMonitoramento,
} from './service.ts';

/** The /monitoramento area (SPEC §2.3): monitoring (2) and commercial (8), read only. */
const MONITORAMENTO = { roles: [Role.MONITOR, Role.COMERCIAL] } as const;
/**
 * The rooms' cameras and the report are also the school's own screens (/admin/monitoramento); the
 * report is the commercial area's too, open to commercial (8) and finance (6) as SPEC §2.3's
 * /comercial is, for their granted schools.
 */
const ESCOLA_E_MONITORAMENTO = { roles: [...ADMIN_AREA_ROLES, Role.COMERCIAL, Role.FINANCEIRO] } as const;

const brDate = (date: string) => formatDateBR(date, { dateOnly: true });

export const monitoramentoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.getDashboard, MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await dashboardMonitoramento(contextOf(request)),
  }));

  // The lists across schools, with a school column.
  route(app, api.listAlunos, MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await listAlunos(contextOf(request), request.query),
  }));
  route(app, api.listInstrutores, MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await listInstrutores(contextOf(request), request.query),
  }));
  route(app, api.listVeiculos, MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await listVeiculos(contextOf(request), request.query),
  }));
  route(app, api.listSalas, MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await listSalas(contextOf(request), request.query),
  }));
  route(app, api.listTurmas, MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await listTurmas(contextOf(request), request.query),
  }));
  route(app, api.listAulasPresenciais, MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await listAulasPresenciais(contextOf(request), request.query),
  }));

  route(app, api.listSalasCameras, ESCOLA_E_MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await listSalasCameras(contextOf(request), {
      autoescola: request.query.autoescola,
      sala: request.query.sala,
      emAula: request.query.em_aula === 'true',
    }),
  }));

  route(app, api.listSessoesDoDia, ESCOLA_E_MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await listSessoesDoDia(contextOf(request), request.query.data),
  }));

  // The image itself, never the camera's address or credentials.
  route(app, api.getSnapshot, ESCOLA_E_MONITORAMENTO, async (request, reply) => {
    const image = await latestSnapshot({ storage: app.storage }, contextOf(request), request.params.id);
    return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.content);
  });

  route(app, api.getRelatorio, ESCOLA_E_MONITORAMENTO, async (request) => ({
    success: true as const,
    dados: await relatorioMonitoramento(contextOf(request), request.query),
  }));

  registerExports<RelatorioMonitoramentoLinha, typeof relatorioMonitoramentoQuery>(app, {
    modulo: 'relatorio-monitoramento',
    titulo: 'Relatório de monitoramento',
    path: api.getRelatorio.path,
    access: ESCOLA_E_MONITORAMENTO,
    query: relatorioMonitoramentoQuery,
    openapi: {
      tags: [api.getRelatorio.group],
      pdf: 'PDF: relatório de monitoramento (período e autoescola na consulta)',
      xlsx: 'Planilha (xlsx ou csv): relatório de monitoramento',
    },
    columns: [
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'Aulas', value: (row) => row.aulas_realizadas, width: 40 },
      { header: 'Evidência completa', value: (row) => row.evidencia_completa, width: 60 },
      { header: 'Contingência', value: (row) => row.contingencia, width: 56 },
      { header: 'Rosto confere', value: (row) => row.fotos_confere, width: 52 },
      { header: 'Rosto falhou', value: (row) => row.fotos_falha, width: 52 },
      { header: 'Alertas', value: (row) => row.alertas, width: 44 },
      { header: 'Alertas abertos', value: (row) => row.alertas_abertos, width: 52 },
      { header: 'Envios aceitos', value: (row) => row.envios_aceitos, width: 52 },
      { header: 'Envios rejeitados', value: (row) => row.envios_rejeitados, width: 56 },
    ],
    async load(_ctx, query) {
      const { linhas, totais } = await lerRelatorio(query);
      return {
        rows: linhas,
        filtros: [
          `Período: ${brDate(query.de)} a ${brDate(query.ate)}`,
          query.autoescola ? `Autoescola: ${linhas[0]?.autoescola_nome ?? query.autoescola}` : '',
        ].filter(Boolean),
        totais: {
          resumo: `Totais: ${totais.aulas_realizadas} aula(s), ${totais.alertas} alerta(s), ${totais.envios_rejeitados} rejeição(ões)`,
          // biome-ignore format: one cell per column, in the columns' order.
          celulas: ['Total', totais.aulas_realizadas, totais.evidencia_completa, totais.contingencia, totais.fotos_confere, totais.fotos_falha, totais.alertas, totais.alertas_abertos, totais.envios_aceitos, totais.envios_rejeitados],
        },
      };
    },
  });
};
