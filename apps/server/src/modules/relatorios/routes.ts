import {
  ADMIN_AREA_ROLES,
  envelope,
  errorReply,
  exportParams,
  exportReply,
  relatorioAulasRealizadas,
  relatorioAulasRealizadasExportQuery,
  relatorioAulasRealizadasPlanilhaQuery,
  relatorioAulasRealizadasQuery,
  relatorioCargaHoraria,
  relatorioCargaHorariaExportQuery,
  relatorioCargaHorariaPlanilhaQuery,
  relatorioCargaHorariaQuery,
} from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { relatorioAulasRealizadas as aulasRealizadas } from './aulas-realizadas.ts';
import { relatorioCargaHoraria as cargaHoraria } from './carga-horaria.ts';
import { documentoAulasRealizadas, documentoCargaHoraria, exportar, filtroOf } from './documentos.ts';

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

  app.get(
    `${AULAS}/pdf/:id/:param`,
    {
      config: { access: RELATORIOS },
      schema: {
        tags,
        summary: 'PDF: aulas práticas realizadas (filtro de texto no caminho, os demais na consulta)',
        params: exportParams.pick({ id: true, param: true }),
        querystring: relatorioAulasRealizadasExportQuery,
        response: { 200: exportReply, ...errors },
      },
    },
    async (request) =>
      exportar(
        contextOf(request),
        request.params,
        'pdf',
        documentoAulasRealizadas({ ...request.query, filtro: filtroOf(request.params) }),
      ),
  );

  app.get(
    `${AULAS}/xlsx/:id/:param`,
    {
      config: { access: RELATORIOS },
      schema: {
        tags,
        summary: 'Planilha (xlsx ou csv): aulas práticas realizadas',
        params: exportParams.pick({ id: true, param: true }),
        querystring: relatorioAulasRealizadasPlanilhaQuery,
        response: { 200: exportReply, ...errors },
      },
    },
    async (request) =>
      exportar(
        contextOf(request),
        request.params,
        request.query.formato,
        documentoAulasRealizadas({ ...request.query, filtro: filtroOf(request.params) }),
      ),
  );

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

  app.get(
    `${CARGA}/pdf/:id/:param`,
    {
      config: { access: RELATORIOS },
      schema: {
        tags,
        summary: 'PDF: carga horária de aulas práticas por aluno',
        params: exportParams.pick({ id: true, param: true }),
        querystring: relatorioCargaHorariaExportQuery,
        response: { 200: exportReply, ...errors },
      },
    },
    async (request) =>
      exportar(
        contextOf(request),
        request.params,
        'pdf',
        documentoCargaHoraria({ ...request.query, filtro: filtroOf(request.params) }),
      ),
  );

  app.get(
    `${CARGA}/xlsx/:id/:param`,
    {
      config: { access: RELATORIOS },
      schema: {
        tags,
        summary: 'Planilha (xlsx ou csv): carga horária de aulas práticas por aluno',
        params: exportParams.pick({ id: true, param: true }),
        querystring: relatorioCargaHorariaPlanilhaQuery,
        response: { 200: exportReply, ...errors },
      },
    },
    async (request) =>
      exportar(
        contextOf(request),
        request.params,
        request.query.formato,
        documentoCargaHoraria({ ...request.query, filtro: filtroOf(request.params) }),
      ),
  );
};
