import {
  ADMIN_AREA_ROLES,
  envelope,
  errorReply,
  relatorioAulasRealizadas,
  relatorioAulasRealizadasQuery,
  relatorioCargaHoraria,
  relatorioCargaHorariaQuery,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { relatorioAulasRealizadas as aulasRealizadas } from './aulas-realizadas.ts';
import { relatorioCargaHoraria as cargaHoraria } from './carga-horaria.ts';
import { aulasRealizadasExport, cargaHorariaExport } from './documentos.ts';

/** The admin reports (SPEC §2.3 /admin/relatorios, menu 'reports'): admin roles with the `relatorios` flag. */
const RELATORIOS = { roles: ADMIN_AREA_ROLES, permissions: ['relatorios'] } as const;
const errors = { 401: errorReply, 403: errorReply, 422: errorReply };
const tags = ['relatorios'];

const AULAS = '/relatorios/aulas-praticas-realizadas';
const CARGA = '/relatorios/carga-horaria-pratica';

export const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AULAS,
    {
      config: { access: RELATORIOS },
      schema: {
        tags,
        summary: 'Aulas práticas realizadas no período (o mês atual por padrão), com os totais',
        querystring: relatorioAulasRealizadasQuery,
        response: { 200: envelope(relatorioAulasRealizadas), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await aulasRealizadas(contextOf(request), request.query),
    }),
  );

  registerExports(app, {
    ...aulasRealizadasExport,
    path: AULAS,
    access: RELATORIOS,
    openapi: {
      tags,
      pdf: 'PDF: aulas práticas realizadas (filtro de texto no caminho, os demais na consulta)',
      xlsx: 'Planilha (xlsx ou csv): aulas práticas realizadas',
    },
  });

  app.get(
    CARGA,
    {
      config: { access: RELATORIOS },
      schema: {
        tags,
        summary: 'Carga horária de aulas práticas por aluno (processo), com os totais',
        querystring: relatorioCargaHorariaQuery,
        response: { 200: envelope(relatorioCargaHoraria), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      dados: await cargaHoraria(contextOf(request), request.query),
    }),
  );

  registerExports(app, {
    ...cargaHorariaExport,
    path: CARGA,
    access: RELATORIOS,
    openapi: {
      tags,
      pdf: 'PDF: carga horária de aulas práticas por aluno',
      xlsx: 'Planilha (xlsx ou csv): carga horária de aulas práticas por aluno',
    },
  });
};
