import { exportacoesApi } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGGED_IN } from '../../platform/auth/access.ts';
import { contextOf, type RequestContext } from '../../platform/auth/context.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { exportJobView } from '../../platform/documents/export-jobs.ts';
import { notFound } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { contentDisposition } from '../notificacoes/anexos.ts';

/** One of the caller's own exports: row-level security shows a user its exports only. */
function own(ctx: RequestContext, id: number) {
  return ctx.tenant(async () => {
    const row = await tenantDb()
      .selectFrom('exportacoes')
      .selectAll()
      .where('id', '=', id)
      .where('usuario_id', '=', ctx.principal.usuarioId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  });
}

/**
 * The export jobs (docs/architecture.md §12): every logged-in user reads the progress of the
 * exports it asked for, and downloads their files; anyone else's is 404.
 */
export const exportacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, exportacoesApi.getExportacao, LOGGED_IN, async (request) => ({
    success: true as const,
    dados: exportJobView(await own(contextOf(request), request.params.id)),
  }));

  route(app, exportacoesApi.downloadExportacao, LOGGED_IN, async (request, reply) => {
    const row = await own(contextOf(request), request.params.id);
    const file = row.arquivo ? await app.storage.get(row.arquivo) : null;
    if (!file) throw notFound();
    return reply
      .type(file.contentType)
      .header('content-disposition', contentDisposition(`${row.modulo}.${row.formato}`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
};
