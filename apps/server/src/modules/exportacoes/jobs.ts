import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { renderPdf, renderXlsx } from '../../platform/documents/documents.ts';
import { EXPORTAR_JOB, type ExportSnapshot, specOf } from '../../platform/documents/export-jobs.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { avisarInstancias } from '../notificacoes/avisos.ts';
import { notificarUsuario } from '../notificacoes/sistema.ts';

export interface ExportacoesDeps {
  db: Kysely<DB>;
  storage: Storage;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

const MIME_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Loading the rows is done (the request did it); rendering runs from here to the end. */
const LOADED = 5;
const RENDERED = 95;

/**
 * Builds one large export (docs/architecture.md §12): reads the rows the request kept in storage,
 * renders the PDF or xlsx reporting its progress, stores the file, and notifies the user who asked
 * with the file attached. A failure is recorded on the export and not retried (the user asks again).
 */
export function exportarJob(deps: ExportacoesDeps): JobDefinition {
  const update = (id: number, values: Parameters<ReturnType<typeof updater>>[1]) =>
    withSystem(deps.db, () => updater(systemDb())(id, values));
  return {
    name: EXPORTAR_JOB,
    retryLimit: 0,
    pollingIntervalSeconds: 1,
    async run(data) {
      const { id } = data as { id: number };
      const exportacao = await withSystem(deps.db, () =>
        systemDb().selectFrom('exportacoes').selectAll().where('id', '=', id).executeTakeFirst(),
      );
      if (!exportacao || exportacao.status === 'concluida') return;
      try {
        await update(id, { status: 'gerando', progresso: LOADED });
        const stored = await deps.storage.get(exportacao.dados);
        if (!stored) throw new Error('Dados da exportação não encontrados.');
        const spec = specOf(JSON.parse(stored.content.toString('utf8')) as ExportSnapshot);
        let shown = LOADED;
        const progress = async (fraction: number) => {
          const progresso = Math.round(LOADED + fraction * (RENDERED - LOADED));
          if (progresso <= shown) return;
          shown = progresso;
          await update(id, { progresso });
        };
        const content =
          exportacao.formato === 'pdf' ? await renderPdf(spec, progress) : await renderXlsx(spec, progress);
        const arquivo = exportacao.dados.replace(/\.json$/, `.${exportacao.formato}`);
        await deps.storage.put(arquivo, content, MIME_TYPES[exportacao.formato]);
        const nome = `${exportacao.modulo}.${exportacao.formato}`;
        const notificacaoId = await withSystem(deps.db, async () => {
          const notificacao = await notificarUsuario({
            usuarioId: exportacao.usuario_id,
            titulo: `Exportação pronta: ${exportacao.titulo}`,
            texto: `O arquivo ${nome} (${exportacao.linhas.toLocaleString('pt-BR')} registros) está anexado.`,
            anexo: { nome, mimetype: MIME_TYPES[exportacao.formato], tamanho: content.length, arquivo },
          });
          await updater(systemDb())(id, {
            status: 'concluida',
            progresso: 100,
            arquivo,
            notificacao_id: notificacao,
          });
          return notificacao;
        });
        await deps.storage.delete(exportacao.dados);
        await avisarInstancias(deps, notificacaoId);
      } catch (error) {
        deps.log.error({ err: error, exportacao: id }, 'exportação em segundo plano falhou');
        await update(id, { status: 'falhou', erro: 'Não foi possível gerar o arquivo. Tente novamente.' });
      }
    },
  };
}

function updater(trx: ReturnType<typeof systemDb>) {
  return (
    id: number,
    values: Partial<{
      status: 'gerando' | 'concluida' | 'falhou';
      progresso: number;
      arquivo: string;
      erro: string;
      notificacao_id: number;
    }>,
  ) => trx.updateTable('exportacoes').set(values).where('id', '=', id).execute();
}
