import { evidenciasApi as api } from '@cfc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { schoolContext } from '../../platform/auth/staff-scope.ts';
import { route } from '../../platform/http/route.ts';
import { contentDisposition } from '../notificacoes/anexos.ts';
import { READ, REPORT, readFlag, WRITE, writeFlag } from './access.ts';
import { addEvidenciaManual, getEvidenciaManual } from './manuais.ts';
import { gerarRelatorioPdf, getRelatorio, verificarRelatorio } from './relatorio.ts';
import { getEvidencia, getFotoEvidencia, listAulasMonitoradas } from './service.ts';
import { lerArquivo } from './upload.ts';

/** A practical lesson's evidence, the monitoring list, manual evidence and the contestation report. */
export const evidenciasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { storage: app.storage };
  const read = { preValidation: readFlag };

  route(
    app,
    api.get,
    READ,
    async (request) => ({
      success: true as const,
      dados: await getEvidencia(contextOf(request), request.params.id),
    }),
    read,
  );

  // The image itself: a Buffer is sent as it is, never through the serializer.
  route(
    app,
    api.getFoto,
    READ,
    async (request, reply) => {
      const { id, momento } = request.params;
      const foto = await getFotoEvidencia(deps, contextOf(request), id, momento);
      return reply.type(foto.contentType).header('cache-control', 'private, no-store').send(foto.content);
    },
    read,
  );

  route(
    app,
    api.list,
    READ,
    async (request) => ({
      success: true as const,
      dados: await listAulasMonitoradas(contextOf(request), request.query),
    }),
    read,
  );

  route(
    app,
    api.addManual,
    WRITE,
    async (request) => {
      const arquivo = await lerArquivo(request);
      return {
        success: true as const,
        dados: await addEvidenciaManual(deps, contextOf(request), request.params.id, arquivo),
        mensagem: request.t('evidencias.evidenciaEnviada'),
      };
    },
    { preValidation: writeFlag },
  );

  route(
    app,
    api.getManual,
    READ,
    async (request, reply) => {
      const { id, evidencia } = request.params;
      const file = await getEvidenciaManual(deps, contextOf(request), id, evidencia);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.nome))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
    read,
  );

  // The report names its school in the path: the request is scoped to it (403 for any other).
  route(app, api.getRelatorio, REPORT, async (request) => {
    const ctx = await schoolContext(request, request.params.autoescola);
    return { success: true as const, dados: await getRelatorio(ctx, request.params.aula) };
  });

  route(app, api.pdfRelatorio, REPORT, async (request) => {
    const ctx = await schoolContext(request, request.params.autoescola);
    const gerado = await gerarRelatorioPdf(deps, ctx, request.params.aula);
    return {
      success: true as const,
      dados: gerado.pdf.toString('base64'),
      arquivo: gerado.nome,
      hash_conteudo: gerado.hash_conteudo,
      hash_arquivo: gerado.hash_arquivo,
    };
  });

  route(app, api.verifyRelatorio, REPORT, async (request) => {
    const arquivo = await lerArquivo(request, { onlyPdf: true });
    const dados = await verificarRelatorio(contextOf(request), arquivo.content);
    return {
      success: true as const,
      dados,
      mensagem: request.t(dados.confere ? 'evidencias.confere' : 'evidencias.naoConfere'),
    };
  });
};
