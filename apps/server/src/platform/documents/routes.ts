import { type exportQuery, listExports, OPERATOR_SCHEMA, reportExports } from '@cfc/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../auth/access.ts';
import { contextOf, type RequestContext } from '../auth/context.ts';
import { tenantDb, withLongStatements } from '../db/tenant.ts';
import { forbidden } from '../http/errors.ts';
import { type App, route } from '../http/route.ts';
import {
  type Cell,
  type ExportColumn,
  type ExportSpec,
  renderCsv,
  renderPdf,
  renderXlsx,
} from './documents.ts';
import { queueExport } from './export-jobs.ts';

type Formato = 'pdf' | 'xlsx' | 'csv';
/** A list's exports read nothing from the query but the spreadsheet's `formato`. */
type NoQuery = z.ZodObject<Record<never, never>>;

/** The filters of every export: the path's text filter and, for a list, `/true` (inactive records too). */
export interface ExportFilters {
  filtro: string | undefined;
  todos: boolean;
}

/** What a report loads besides its rows. */
export interface ExportReport<T> {
  rows: T[];
  /** Human description of the filters used, printed under the title. */
  filtros: string[];
  /**
   * `resumo` in words at the end of the PDF; `celulas` (one per column) the totals line after the
   * rows of every format, where the spreadsheet writes a number that is its column's sum as a SUM.
   */
  totais: { resumo: string; celulas: Cell[] };
}

export interface ExportDefinition<T, Q extends z.ZodObject = NoQuery> {
  /** The file is `{modulo}.pdf|xlsx|csv`; the routes are under `/{modulo}` unless `path` says otherwise. */
  modulo: string;
  titulo: string;
  access: Access;
  columns: ExportColumn<T>[];
  /** The PDF's own columns, when an A4 page needs fewer and denser ones than the spreadsheet. */
  pdfColumns?: ExportColumn<T>[];
  path?: string;
  /**
   * A report's own filters, read from the query of both routes (the spreadsheet's adds `formato`).
   * A report has no `/true` routes: inactive records are a list's concern.
   */
  query?: Q;
  /** Tags and summaries in the OpenAPI document; by default `exportacoes`, `PDF: {titulo}`, `Planilha: {titulo}`. */
  openapi?: { tags: string[]; pdf: string; xlsx: string };
  /**
   * The rows, inside the request's tenant transaction. A list answers the rows alone (its filters
   * are printed from the path); a report answers its own filter lines and totals with them.
   */
  load(ctx: RequestContext, filters: ExportFilters & z.output<Q>): Promise<T[] | ExportReport<T>>;
  /**
   * The context of a screen that works across schools (the monitoring logs): the school the path's
   * `id` names, or every school the caller sees for '-'. By default, the request's (CFC header).
   */
  context?(request: FastifyRequest, id: string): Promise<RequestContext>;
}

/**
 * The exports of a list or a report (SPEC §7): `GET /{modulo}/pdf/{id}/{param}[/true]` answers a
 * base64 PDF, `GET /{modulo}/xlsx/{id}/{param}[/true]` a base64 xlsx or, with `?formato=csv`, the
 * CSV text. `id` is the school's tenant key ('-' for the current one), `param` the text filter
 * ('-' none), `/true` includes inactive records; a report's other filters are in the query.
 */
export function registerExports<T, Q extends z.ZodObject = NoQuery>(
  app: App,
  definition: ExportDefinition<T, Q>,
): void {
  const prefix = definition.path ?? `/${definition.modulo}`;
  const report = definition.query;
  const summaries = definition.openapi ?? {
    tags: ['exportacoes'],
    pdf: `PDF: ${definition.titulo}`,
    xlsx: `Planilha: ${definition.titulo}`,
  };

  async function build(
    ctx: RequestContext,
    params: { id: string; param: string; todos?: 'true' | undefined },
    /** A report's filters, as its route's schema parsed them. */
    query: object,
    formato: Formato,
  ): Promise<ExportSpec<T>> {
    const school = ctx.currentSchool;
    if (params.id !== '-' && params.id !== school?.slug) {
      throw forbidden('comum.escolhaAutoescolaParaExportar');
    }
    const filtro = params.param === '-' ? undefined : params.param;
    const todos = params.todos === 'true';
    // An export reads a whole period: it gets the long statement limit of jobs.
    return withLongStatements(app.config.databaseLimits.longStatementMs, () =>
      ctx.tenant(async () => {
        const escola = school
          ? await tenantDb()
              .selectFrom('autoescolas')
              .select(['nome_fantasia', 'cnpj', 'logo'])
              .where('id', '=', school.id)
              .executeTakeFirst()
          : undefined;
        const loaded = await definition.load(ctx, { ...(query as z.output<Q>), filtro, todos });
        const logo = escola?.logo && formato === 'pdf' ? await app.storage.get(escola.logo) : null;
        const header = {
          modulo: definition.modulo,
          titulo: definition.titulo,
          escola: escola
            ? { nome_fantasia: escola.nome_fantasia, cnpj: escola.cnpj, logo: logo?.content ?? null }
            : {
                nome_fantasia: school?.slug === OPERATOR_SCHEMA ? 'CFC Plataforma' : 'Todas as autoescolas',
                cnpj: null,
              },
        };
        const columns =
          formato === 'pdf' ? (definition.pdfColumns ?? definition.columns) : definition.columns;
        if (Array.isArray(loaded)) {
          const filtros = [filtro ? `Filtro: ${filtro}` : '', todos ? 'Inclui inativos' : 'Somente ativos'];
          return { ...header, filtros: filtros.filter(Boolean), columns, rows: loaded };
        }
        return {
          ...header,
          filtros: loaded.filtros,
          columns,
          rows: loaded.rows,
          totais: loaded.totais.celulas,
          resumo: loaded.totais.resumo,
        };
      }),
    );
  }

  async function file(formato: Formato, spec: ExportSpec<T>, ctx: RequestContext) {
    if (formato !== 'csv' && spec.rows.length > app.config.exports.jobRows) {
      // A large export is built by a job: the request answers at once with it (§12).
      const job = await queueExport(app, ctx, spec, formato);
      return { success: true as const, dados: '', arquivo: job.arquivo, formato, job };
    }
    const dados =
      formato === 'csv'
        ? renderCsv(spec)
        : (await (formato === 'pdf' ? renderPdf(spec) : renderXlsx(spec))).toString('base64');
    return { success: true as const, dados, arquivo: `${definition.modulo}.${formato}`, formato };
  }

  /** Builds the file in the request, or hands it to a job when it is large. */
  async function answer(
    request: FastifyRequest,
    params: { id: string; param: string; todos?: 'true' | undefined },
    query: object,
    formato: Formato,
  ) {
    const ctx = await contextFor(request, params.id);
    return file(formato, await build(ctx, params, query, formato), ctx);
  }

  const access = definition.access;
  const contextFor = (request: FastifyRequest, id: string) =>
    definition.context ? definition.context(request, id) : Promise.resolve(contextOf(request));
  if (report) {
    const exports = reportExports(prefix, report, summaries);
    route(app, exports.exportPdf, access, async (request) =>
      answer(request, request.params, request.query as object, 'pdf'),
    );
    route(app, exports.exportXlsx, access, async (request) => {
      // The report's own query is generic here; its schema, extended with `formato`, parsed it.
      const { formato, ...query } = request.query as z.output<typeof exportQuery>;
      return answer(request, request.params, query, formato);
    });
    return;
  }
  const exports = listExports(prefix, summaries);
  for (const pdf of [exports.exportPdf, exports.exportPdfTodos]) {
    route(app, pdf, access, async (request) => answer(request, request.params, {}, 'pdf'));
  }
  for (const xlsx of [exports.exportXlsx, exports.exportXlsxTodos]) {
    route(app, xlsx, access, async (request) => answer(request, request.params, {}, request.query.formato));
  }
}
