import { ADMIN_AREA_ROLES, relatoriosApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { route } from '../../platform/http/route.ts';
import { relatorioAdmin } from './admin.ts';
import { relatorioAlunosPorPeriodo, relatorioAulasPorAluno } from './alunos.ts';
import { relatorioAulasRealizadas as aulasRealizadas } from './aulas-realizadas.ts';
import { relatorioCargaHoraria as cargaHoraria } from './carga-horaria.ts';
import { aulasRealizadasExport, cargaHorariaExport } from './documentos.ts';
import { adminExport } from './documentos-admin.ts';
import { alunosPorPeriodoExport, aulasPorAlunoExport } from './documentos-alunos.ts';
import { geralExport } from './documentos-geral.ts';
import { acoesUsuariosExport } from './documentos-usuarios.ts';
import { relatorioGeral } from './geral.ts';
import { relatorioAcoesUsuarios } from './usuarios.ts';

/** The admin reports (SPEC §2.3 /admin/relatorios, menu 'reports'): admin roles with the `relatorios` flag. */
const RELATORIOS = { roles: ADMIN_AREA_ROLES, permissions: ['relatorios'] } as const;
const tags = [relatoriosApi.listAulasRealizadas.group];

export const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, relatoriosApi.listAulasRealizadas, RELATORIOS, async (request) => ({
    success: true as const,
    dados: await aulasRealizadas(contextOf(request), request.query),
  }));

  registerExports(app, {
    ...aulasRealizadasExport,
    path: relatoriosApi.listAulasRealizadas.path,
    access: RELATORIOS,
    openapi: {
      tags,
      pdf: 'PDF: aulas práticas realizadas (filtro de texto no caminho, os demais na consulta)',
      xlsx: 'Planilha (xlsx ou csv): aulas práticas realizadas',
    },
  });

  route(app, relatoriosApi.listCargaHoraria, RELATORIOS, async (request) => ({
    success: true as const,
    dados: await cargaHoraria(contextOf(request), request.query),
  }));

  registerExports(app, {
    ...cargaHorariaExport,
    path: relatoriosApi.listCargaHoraria.path,
    access: RELATORIOS,
    openapi: {
      tags,
      pdf: 'PDF: carga horária de aulas práticas por aluno',
      xlsx: 'Planilha (xlsx ou csv): carga horária de aulas práticas por aluno',
    },
  });
  route(app, relatoriosApi.listAulasPorAluno, RELATORIOS, async (request) => ({
    success: true as const,
    dados: await relatorioAulasPorAluno(contextOf(request), request.query),
  }));

  registerExports(app, {
    ...aulasPorAlunoExport,
    path: relatoriosApi.listAulasPorAluno.path,
    access: RELATORIOS,
    openapi: {
      tags,
      pdf: 'PDF: aulas práticas por aluno',
      xlsx: 'Planilha (xlsx ou csv): aulas práticas por aluno',
    },
  });

  route(app, relatoriosApi.listAlunosPorPeriodo, RELATORIOS, async (request) => ({
    success: true as const,
    dados: await relatorioAlunosPorPeriodo(contextOf(request), request.query),
  }));

  registerExports(app, {
    ...alunosPorPeriodoExport,
    path: relatoriosApi.listAlunosPorPeriodo.path,
    access: RELATORIOS,
    openapi: {
      tags,
      pdf: 'PDF: lista de alunos por período',
      xlsx: 'Planilha (xlsx ou csv): lista de alunos por período',
    },
  });
  route(app, relatoriosApi.listAcoesUsuarios, RELATORIOS, async (request) => ({
    success: true as const,
    dados: await relatorioAcoesUsuarios(contextOf(request), request.query),
  }));

  registerExports(app, {
    ...acoesUsuariosExport,
    path: relatoriosApi.listAcoesUsuarios.path,
    access: RELATORIOS,
    openapi: {
      tags,
      pdf: 'PDF: ações de usuários (registro de auditoria)',
      xlsx: 'Planilha (xlsx ou csv): ações de usuários (registro de auditoria)',
    },
  });
  route(app, relatoriosApi.listGeral, RELATORIOS, async (request) => ({
    success: true as const,
    dados: await relatorioGeral(contextOf(request), request.query),
  }));

  registerExports(app, {
    ...geralExport,
    path: relatoriosApi.listGeral.path,
    access: RELATORIOS,
    openapi: {
      tags,
      pdf: 'PDF: relatório geral da autoescola no período',
      xlsx: 'Planilha (xlsx ou csv): relatório geral da autoescola no período',
    },
  });
  route(app, relatoriosApi.listAdmin, RELATORIOS, async (request) => ({
    success: true as const,
    dados: await relatorioAdmin(contextOf(request), request.query),
  }));

  registerExports(app, {
    ...adminExport,
    path: relatoriosApi.listAdmin.path,
    access: RELATORIOS,
    openapi: {
      tags,
      pdf: 'PDF: equipe da autoescola no período (acessos, ações, aulas)',
      xlsx: 'Planilha (xlsx ou csv): equipe da autoescola no período',
    },
  });
};
