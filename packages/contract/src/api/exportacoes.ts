import { z } from 'zod';
import { exportJob } from '../cadastros.ts';
import { type ErrorStatus, endpoints } from '../endpoint.ts';
import { envelope } from '../http.ts';

const errors: readonly ErrorStatus[] = [401, 403, 404];
const exportacaoIdParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * The export jobs (docs/architecture.md §12): an export with more rows than EXPORT_JOB_ROWS answers
 * with a `job` that a background job builds; the user who asked reads its progress and downloads
 * its file here (it is also attached to the notification sent when it is done).
 */
export const exportacoesApi = endpoints('exportacoes', {
  getExportacao: {
    method: 'GET',
    path: '/exportacoes/:id',
    summary: 'Andamento de uma exportação em segundo plano (só de quem a pediu)',
    params: exportacaoIdParam,
    reply: envelope(exportJob),
    errors,
  },
  downloadExportacao: {
    method: 'GET',
    path: '/exportacoes/:id/arquivo',
    summary: 'Baixa o arquivo de uma exportação concluída (só de quem a pediu)',
    params: exportacaoIdParam,
    reply: 'file',
    errors,
  },
});
