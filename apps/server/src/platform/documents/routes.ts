import { errorReply, exportParams, exportQuery, exportReply, OPERATOR_SCHEMA } from '@cfc/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../auth/access.ts';
import { contextOf, type RequestContext } from '../auth/context.ts';
import { tenantDb } from '../db/tenant.ts';
import { forbidden } from '../http/errors.ts';
import { type ExportColumn, type ExportSpec, renderCsv, renderPdf, renderXlsx } from './documents.ts';

export interface ExportDefinition<T> {
  modulo: string;
  titulo: string;
  access: Access;
  columns: ExportColumn<T>[];
  /** The rows of the list, inside the request's tenant transaction. */
  load(ctx: RequestContext, filters: { filtro: string | undefined; todos: boolean }): Promise<T[]>;
}

/**
 * The exports of a list (SPEC §7): `GET /{modulo}/pdf/{id}/{param}[/true]` answers a base64 PDF,
 * `GET /{modulo}/xlsx/{id}/{param}[/true]` a base64 xlsx or, with `?formato=csv`, the CSV text.
 * `id` is the school's tenant key ('-' for the current one), `param` the text filter ('-' none),
 * `/true` includes inactive records.
 */
export function registerExports<T>(app: FastifyInstance, definition: ExportDefinition<T>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['exportacoes'],
    params: exportParams,
    response: { 200: exportReply, 401: errorReply, 403: errorReply, 422: errorReply },
  };

  async function build(
    ctx: RequestContext,
    params: { id: string; param: string; todos?: 'true' | undefined },
  ) {
    const school = ctx.currentSchool;
    if (params.id !== '-' && params.id !== school?.slug) {
      throw forbidden('Escolha a autoescola pelo seletor antes de exportar.');
    }
    const filtro = params.param === '-' ? undefined : params.param;
    const todos = params.todos === 'true';
    return ctx.tenant(async (): Promise<ExportSpec<T>> => {
      const escola = school
        ? await tenantDb()
            .selectFrom('autoescolas')
            .select(['nome_fantasia', 'cnpj'])
            .where('id', '=', school.id)
            .executeTakeFirst()
        : undefined;
      return {
        modulo: definition.modulo,
        titulo: definition.titulo,
        escola: escola ?? {
          nome_fantasia: school?.slug === OPERATOR_SCHEMA ? 'CFC Plataforma' : 'Todas as autoescolas',
          cnpj: null,
        },
        filtros: [filtro ? `Filtro: ${filtro}` : '', todos ? 'Inclui inativos' : 'Somente ativos'].filter(
          Boolean,
        ),
        columns: definition.columns,
        rows: await definition.load(ctx, { filtro, todos }),
      };
    });
  }

  for (const path of [
    `/${definition.modulo}/pdf/:id/:param`,
    `/${definition.modulo}/pdf/:id/:param/:todos`,
  ]) {
    typed.get(
      path,
      { config: { access: definition.access }, schema: { ...schema, summary: `PDF: ${definition.titulo}` } },
      async (request) => {
        const spec = await build(contextOf(request), request.params);
        const pdf = await renderPdf(spec);
        return {
          success: true as const,
          dados: pdf.toString('base64'),
          arquivo: `${definition.modulo}.pdf`,
          formato: 'pdf' as const,
        };
      },
    );
  }

  for (const path of [
    `/${definition.modulo}/xlsx/:id/:param`,
    `/${definition.modulo}/xlsx/:id/:param/:todos`,
  ]) {
    typed.get(
      path,
      {
        config: { access: definition.access },
        schema: { ...schema, querystring: exportQuery, summary: `Planilha: ${definition.titulo}` },
      },
      async (request) => {
        const spec = await build(contextOf(request), request.params);
        if (request.query.formato === 'csv') {
          return {
            success: true as const,
            dados: renderCsv(spec),
            arquivo: `${definition.modulo}.csv`,
            formato: 'csv' as const,
          };
        }
        const xlsx = await renderXlsx(spec);
        return {
          success: true as const,
          dados: xlsx.toString('base64'),
          arquivo: `${definition.modulo}.xlsx`,
          formato: 'xlsx' as const,
        };
      },
    );
  }
}
