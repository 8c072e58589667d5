import {
  ANEXO_BAIXA_MAX_BYTES,
  financeiroRetornosApi as api,
  type BaixaManual,
  baixasFiltros,
  message,
  RETORNO_MAX_BYTES,
  Role,
} from '@cfc/contract';
import { formatCents, formatDateBR } from '@cfc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { everySchoolContext, schoolOrEvery } from '../../platform/auth/staff-scope.ts';
import { registerExports } from '../../platform/documents/routes.ts';
import { forbidden, invalid, unauthorized } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { contentDisposition } from '../notificacoes/anexos.ts';
import {
  ANEXO_RECUSADO,
  allBaixas,
  anexoDaBaixa,
  baixarManualmente,
  buscarFaturas,
  estornar,
  listBaixas,
} from './baixas.ts';
import { arquivoDaRemessa, gerarRemessa, listRemessas, remessaPendentes } from './remessas.ts';
import {
  ARQUIVO_RECUSADO,
  aplicarRetorno,
  exemploDeRetorno,
  getRetorno,
  listRetornos,
  previaRetorno,
  type RetornosDeps,
} from './retornos.ts';
import { lerFormulario } from './upload.ts';

/**
 * Who works with the bank files (docs/finance.md "Who may do what"): finance (6), on every school
 * granted to it, does everything; the operator's administrator (role 1 of the `public` school) imports
 * return files from /admin/faturas/importar. Everyone else: 403. Row-level security keeps each to the
 * schools it sees; these screens work across all of them, whatever school the CFC header names.
 */
const FINANCE = { roles: [Role.FINANCEIRO] } as const;
const IMPORT = { roles: [Role.FINANCEIRO, Role.ADMIN] } as const;

/** An administrator imports only from the operator's own school. */
async function operatorAdmin(request: FastifyRequest): Promise<void> {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  if (principal.role !== Role.ADMIN) return;
  const own = principal.escolas.find((escola) => escola.id === principal.autoescolaId);
  if (!own?.operadora) throw forbidden('retornos.somenteOperadora');
}
const importing = { preValidation: operatorAdmin };

function sendFile(
  reply: FastifyReply,
  file: { nome: string; contentType: string; content: Buffer | string },
) {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.nome))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

export const pagamentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cedente } = app.config.financeiro;
  const deps: RetornosDeps & { storage: typeof app.storage } = { conta: cedente, storage: app.storage };
  const retorno = async (request: FastifyRequest) => {
    const { arquivo } = await lerFormulario(request, {
      maxBytes: RETORNO_MAX_BYTES,
      refused: ARQUIVO_RECUSADO,
    });
    if (!arquivo) throw invalid(ARQUIVO_RECUSADO);
    return arquivo;
  };

  route(
    app,
    api.previa,
    IMPORT,
    async (request) => ({
      success: true as const,
      dados: await previaRetorno(deps, everySchoolContext(request), await retorno(request)),
    }),
    importing,
  );
  route(
    app,
    api.aplicar,
    IMPORT,
    async (request) => {
      const dados = await aplicarRetorno(deps, everySchoolContext(request), await retorno(request));
      return {
        success: true as const,
        dados,
        mensagem: request.t(message('retornos.importado', { count: dados.conciliadas + dados.divergentes })),
      };
    },
    importing,
  );
  route(
    app,
    api.list,
    IMPORT,
    async (request) => ({
      success: true as const,
      dados: await listRetornos(everySchoolContext(request), request.query),
    }),
    importing,
  );
  route(
    app,
    api.exemplo,
    IMPORT,
    async (request, reply) => {
      const exemplo = await exemploDeRetorno(deps, everySchoolContext(request));
      return sendFile(reply, {
        nome: exemplo.nome,
        contentType: 'text/plain; charset=utf-8',
        content: exemplo.conteudo,
      });
    },
    importing,
  );
  route(
    app,
    api.get,
    IMPORT,
    async (request) => ({
      success: true as const,
      dados: await getRetorno(everySchoolContext(request), request.params.id),
    }),
    importing,
  );

  route(app, api.remessas, FINANCE, async (request) => ({
    success: true as const,
    dados: await listRemessas(everySchoolContext(request), request.query),
  }));
  route(app, api.remessaPendentes, FINANCE, async (request) => ({
    success: true as const,
    dados: await remessaPendentes(everySchoolContext(request)),
  }));
  route(app, api.gerarRemessa, FINANCE, async (request) => {
    const dados = await gerarRemessa(deps, everySchoolContext(request));
    return {
      success: true as const,
      dados,
      mensagem: request.t(
        message('retornos.remessaGerada', { sequencial: dados.sequencial, count: dados.titulos }),
      ),
    };
  });
  route(app, api.remessaArquivo, FINANCE, async (request, reply) => {
    const remessa = await arquivoDaRemessa(everySchoolContext(request), request.params.id);
    return sendFile(reply, {
      nome: remessa.nome,
      contentType: 'text/plain; charset=utf-8',
      content: remessa.conteudo,
    });
  });

  route(app, api.baixaManual, FINANCE, async (request) => {
    const formulario = await lerFormulario(request, {
      maxBytes: ANEXO_BAIXA_MAX_BYTES,
      refused: ANEXO_RECUSADO,
    });
    return {
      success: true as const,
      dados: await baixarManualmente(deps, everySchoolContext(request), request.params.id, formulario),
      mensagem: request.t('retornos.baixaRegistrada'),
    };
  });
  route(app, api.estornar, FINANCE, async (request) => ({
    success: true as const,
    dados: await estornar(everySchoolContext(request), request.params.id, request.body.motivo),
    mensagem: request.t('retornos.estornado'),
  }));
  route(app, api.anexo, FINANCE, async (request, reply) =>
    sendFile(reply, await anexoDaBaixa(deps, everySchoolContext(request), request.params.id)),
  );
  route(app, api.baixas, FINANCE, async (request) => ({
    success: true as const,
    dados: await listBaixas(everySchoolContext(request), request.query),
  }));
  route(app, api.buscarFaturas, FINANCE, async (request) => ({
    success: true as const,
    dados: await buscarFaturas(everySchoolContext(request), request.query),
  }));

  registerExports<BaixaManual, typeof baixasFiltros>(app, {
    modulo: 'historico-baixa-manual',
    path: '/financeiro/baixas-manuais',
    titulo: 'Histórico de baixa manual',
    access: FINANCE,
    query: baixasFiltros,
    context: (request, id) => schoolOrEvery(request, id === '-' ? null : id),
    columns: [
      { header: 'Registrada em', value: (row) => formatDateBR(row.registrado_em), width: 80 },
      { header: 'Autoescola', value: (row) => row.autoescola_nome },
      { header: 'Nosso número', value: (row) => row.nosso_numero, width: 60 },
      { header: 'Competência', value: (row) => row.competencia, width: 50 },
      {
        header: 'Origem',
        value: (row) => (row.origem === 'manual' ? 'Baixa manual' : 'Retorno bancário'),
        width: 60,
      },
      { header: 'Valor', value: (row) => formatCents(row.valor_centavos), width: 60 },
      { header: 'Pago em', value: (row) => formatDateBR(row.pago_em), width: 55 },
      { header: 'Motivo', value: (row) => row.motivo },
      { header: 'Por', value: (row) => row.usuario },
      { header: 'Comprovante', value: (row) => row.anexo_nome },
      {
        header: 'Estornada em',
        value: (row) => (row.estornado_em ? formatDateBR(row.estornado_em) : null),
        width: 80,
      },
      { header: 'Motivo do estorno', value: (row) => row.estorno_motivo },
      { header: 'Estornada por', value: (row) => row.estornado_por },
    ],
    load: async (_ctx, { filtro: _filtro, todos: _todos, ...filtros }) => {
      const rows = await allBaixas(filtros);
      const ativas = rows.filter((row) => !row.estornado_em);
      const total = ativas.reduce((soma, row) => soma + row.valor_centavos, 0);
      return {
        rows,
        filtros: Object.entries(filtros)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `${key}: ${String(value)}`),
        totais: {
          resumo: `${rows.length} registros; ${formatCents(total)} em baixas não estornadas`,
          celulas: [
            `${rows.length} registros`,
            null,
            null,
            null,
            null,
            formatCents(total),
            ...Array(7).fill(null),
          ],
        },
      };
    },
  });
};
