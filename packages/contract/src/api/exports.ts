import type { z } from 'zod';
import { exportParams, exportQuery, exportReply } from '../cadastros.ts';
import { type EndpointDefinition, type ErrorStatus, endpoints } from '../endpoint.ts';

// The exports of SPEC §7, the same four (a list) or two (a report) endpoints under each path that has
// them; the server registers them (platform/documents) and the web's export buttons call them.

const EXPORT_ERRORS: readonly ErrorStatus[] = [401, 403, 422];
const filtered = exportParams.pick({ id: true, param: true });

/** What OpenAPI says of the two files; `PDF: {titulo}` and `Planilha: {titulo}` by default. */
export interface ExportSummaries {
  readonly tags: readonly string[];
  readonly pdf: string;
  readonly xlsx: string;
}

/** The group of a path's exports: '/relatorios/carga-horaria-pratica' → 'relatorios-carga-horaria-pratica'. */
const groupOf = (prefix: string) => prefix.replace(/^\//, '').replaceAll('/', '-');

const summariesOf = (prefix: string, titulo?: string): ExportSummaries => ({
  tags: ['exportacoes'],
  pdf: `PDF: ${titulo ?? groupOf(prefix)}`,
  xlsx: `Planilha: ${titulo ?? groupOf(prefix)}`,
});

const file = (summary: string, tags: readonly string[]) =>
  ({
    method: 'GET',
    reply: exportReply,
    errors: EXPORT_ERRORS,
    summary,
    tags,
  }) as const satisfies Partial<EndpointDefinition>;

/**
 * A list's exports under `/{prefix}`: `pdf/:id/:param` and `xlsx/:id/:param` (`?formato=xlsx|csv`),
 * each also with `/:todos` ('true': inactive records too). `id` is the school's tenant key ('-' the
 * current one), `param` the text filter ('-' none).
 */
export function listExports<P extends string>(prefix: P, summaries: ExportSummaries = summariesOf(prefix)) {
  return endpoints(groupOf(prefix), {
    exportPdf: { ...file(summaries.pdf, summaries.tags), path: `${prefix}/pdf/:id/:param`, params: filtered },
    exportPdfTodos: {
      ...file(summaries.pdf, summaries.tags),
      path: `${prefix}/pdf/:id/:param/:todos`,
      params: exportParams,
    },
    exportXlsx: {
      ...file(summaries.xlsx, summaries.tags),
      path: `${prefix}/xlsx/:id/:param`,
      params: filtered,
      query: exportQuery,
    },
    exportXlsxTodos: {
      ...file(summaries.xlsx, summaries.tags),
      path: `${prefix}/xlsx/:id/:param/:todos`,
      params: exportParams,
      query: exportQuery,
    },
  });
}

/** A report's exports under its path: no `/:todos`, the report's own filters in the query of both. */
export function reportExports<P extends string, Q extends z.ZodObject>(
  prefix: P,
  query: Q,
  summaries: ExportSummaries = summariesOf(prefix),
) {
  return endpoints(groupOf(prefix), {
    exportPdf: {
      ...file(summaries.pdf, summaries.tags),
      path: `${prefix}/pdf/:id/:param`,
      params: filtered,
      query,
    },
    exportXlsx: {
      ...file(summaries.xlsx, summaries.tags),
      path: `${prefix}/xlsx/:id/:param`,
      params: filtered,
      query: query.safeExtend(exportQuery.shape),
    },
  });
}
