import {
  cobrancasApi,
  cobrancasEscolaApi,
  type PermissionFlag,
  produtosServicosApi,
  Role,
} from '@cfc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/auth/context.ts';
import { everySchoolContext } from '../../platform/auth/staff-scope.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import {
  boletoDaParcela,
  cancelarCobranca,
  createCobranca,
  createProdutoServico,
  getCobranca,
  listCobrancas,
  listProdutosServicos,
  setProdutoServicoAtivo,
  updateProdutoServico,
} from './service.ts';

/**
 * Who works on the extra charges (SPEC §2.3, §6; docs/finance.md "Extra charges"): finance (6) keeps
 * the catalogue and charges every school granted to it, whatever school the CFC header names; a
 * school's administrator and manager read their own school's charges with either invoice flag.
 */
const FINANCE = { roles: [Role.FINANCEIRO] } as const;
const SCHOOL = { roles: [Role.ADMIN, Role.GESTOR] } as const;
const INVOICE_FLAGS: readonly PermissionFlag[] = ['faturas_praticas', 'faturas_teoricas'];

async function invoiceFlag(request: FastifyRequest): Promise<void> {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  if (!INVOICE_FLAGS.some((flag) => principal.permissions.has(flag))) throw forbidden();
}
const flagged = { preValidation: invoiceFlag };

function sendPdf(reply: FastifyReply, file: { nome: string; content: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.nome}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

export const cobrancasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { financeiro: app.config.financeiro };

  route(app, produtosServicosApi.list, FINANCE, async (request) => ({
    success: true as const,
    dados: await listProdutosServicos(everySchoolContext(request), request.query),
  }));
  route(app, produtosServicosApi.create, FINANCE, async (request) => ({
    success: true as const,
    dados: await createProdutoServico(everySchoolContext(request), request.body),
    mensagem: request.t('cobrancas.produtoCadastrado'),
  }));
  route(app, produtosServicosApi.update, FINANCE, async (request) => ({
    success: true as const,
    dados: await updateProdutoServico(everySchoolContext(request), request.params.id, request.body),
    mensagem: request.t('cobrancas.produtoAlterado'),
  }));
  route(app, produtosServicosApi.setAtivo, FINANCE, async (request) => {
    await setProdutoServicoAtivo(everySchoolContext(request), request.params.id, request.body.ativo);
    return {
      success: true as const,
      mensagem: request.t(request.body.ativo ? 'cobrancas.produtoAtivado' : 'cobrancas.produtoDesativado'),
    };
  });

  route(app, cobrancasApi.list, FINANCE, async (request) => ({
    success: true as const,
    dados: await listCobrancas(everySchoolContext(request), request.query),
  }));
  route(app, cobrancasApi.create, FINANCE, async (request) => ({
    success: true as const,
    dados: await createCobranca(deps, everySchoolContext(request), request.body),
    mensagem: request.t('cobrancas.cobrancaCriada'),
  }));
  route(app, cobrancasApi.get, FINANCE, async (request) => ({
    success: true as const,
    dados: await getCobranca(everySchoolContext(request), request.params.id),
  }));
  route(app, cobrancasApi.cancelar, FINANCE, async (request) => ({
    success: true as const,
    dados: await cancelarCobranca(everySchoolContext(request), request.params.id, request.body.motivo),
    mensagem: request.t('cobrancas.cobrancaCancelada'),
  }));
  route(app, cobrancasApi.boleto, FINANCE, async (request, reply) =>
    sendPdf(
      reply,
      await boletoDaParcela(everySchoolContext(request), request.params.id, request.params.numero),
    ),
  );

  // The school's own charges: row-level security keeps the request to its school.
  route(
    app,
    cobrancasEscolaApi.list,
    SCHOOL,
    async (request) => ({
      success: true as const,
      dados: await listCobrancas(contextOf(request), { ...request.query, autoescola: undefined }),
    }),
    flagged,
  );
  route(
    app,
    cobrancasEscolaApi.get,
    SCHOOL,
    async (request) => ({
      success: true as const,
      dados: await getCobranca(contextOf(request), request.params.id),
    }),
    flagged,
  );
  route(
    app,
    cobrancasEscolaApi.boleto,
    SCHOOL,
    async (request, reply) =>
      sendPdf(reply, await boletoDaParcela(contextOf(request), request.params.id, request.params.numero)),
    flagged,
  );
};
