import { idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import {
  cancelarCobrancaBody,
  cobrancaBody,
  cobrancaDetalhe,
  cobrancasPage,
  cobrancasQuery,
  extratoSindicato,
  parcelaParams,
  periodoQuery,
  produtoServico,
  produtoServicoBody,
  produtosServicosQuery,
  recebimentosSindicatos,
  relatorioComissao,
  sindicato,
  sindicatoBody,
  sindicatosQuery,
} from '../financeiro-cobrancas.ts';
import { envelope, messageReply, page } from '../http.ts';
import { ativoBody } from '../usuarios.ts';

const BOLETO = 'O PDF do boleto e do PIX da parcela, que tem fatura própria.';

/** The operator's catalogue of products and services (finance, role 6). */
export const produtosServicosApi = endpoints('produtos-servicos', {
  list: {
    method: 'GET',
    path: '/financeiro/produtos-servicos',
    summary: 'Lista os produtos e serviços do catálogo de cobranças',
    query: produtosServicosQuery,
    reply: envelope(page(produtoServico)),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/financeiro/produtos-servicos',
    summary: 'Cadastra um produto ou serviço',
    body: produtoServicoBody,
    reply: envelope(produtoServico),
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/financeiro/produtos-servicos/:id',
    summary: 'Altera um produto ou serviço',
    params: idParam,
    body: produtoServicoBody,
    reply: envelope(produtoServico),
  },
  setAtivo: {
    method: 'PATCH',
    path: '/financeiro/produtos-servicos/:id/ativo',
    summary: 'Ativa ou desativa um produto ou serviço',
    params: idParam,
    body: ativoBody,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
});

/** Extra charges as finance makes and searches them across the schools it serves. */
export const cobrancasApi = endpoints('cobrancas', {
  list: {
    method: 'GET',
    path: '/financeiro/cobrancas',
    summary: 'Busca as cobranças das autoescolas atendidas, com os totais',
    query: cobrancasQuery,
    reply: envelope(cobrancasPage),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/financeiro/cobrancas',
    summary: 'Cria uma cobrança avulsa ou parcelada para uma autoescola',
    body: cobrancaBody,
    reply: envelope(cobrancaDetalhe),
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/financeiro/cobrancas/:id',
    summary: 'Uma cobrança, com os itens, as parcelas e a fatura de cada uma',
    params: idParam,
    reply: envelope(cobrancaDetalhe),
    errors: NO_CONFLICT_STATUSES,
  },
  cancelar: {
    method: 'POST',
    path: '/financeiro/cobrancas/:id/cancelar',
    summary: 'Cancela uma cobrança: as parcelas ainda não faturadas (e os boletos próprios sem pagamento)',
    params: idParam,
    body: cancelarCobrancaBody,
    reply: envelope(cobrancaDetalhe),
  },
  boleto: {
    method: 'GET',
    path: '/financeiro/cobrancas/:id/parcelas/:numero/boleto',
    summary: 'Boleto e PIX de uma parcela com fatura própria (PDF)',
    description: BOLETO,
    params: parcelaParams,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
});

/** A school's own charges, read by its staff (/admin/cobrancas). */
export const cobrancasEscolaApi = endpoints('cobrancas-escola', {
  list: {
    method: 'GET',
    path: '/cobrancas',
    summary: 'As cobranças da autoescola, com os totais',
    query: cobrancasQuery,
    reply: envelope(cobrancasPage),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/cobrancas/:id',
    summary: 'Uma cobrança da autoescola, com as parcelas',
    params: idParam,
    reply: envelope(cobrancaDetalhe),
    errors: NO_CONFLICT_STATUSES,
  },
  boleto: {
    method: 'GET',
    path: '/cobrancas/:id/parcelas/:numero/boleto',
    summary: 'Boleto e PIX de uma parcela com fatura própria (PDF)',
    description: BOLETO,
    params: parcelaParams,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
});

/** The unions and what is owed to them of the amounts their schools paid (finance). */
export const sindicatosApi = endpoints('sindicatos', {
  list: {
    method: 'GET',
    path: '/financeiro/sindicatos',
    summary: 'Lista os sindicatos',
    query: sindicatosQuery,
    reply: envelope(page(sindicato)),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/financeiro/sindicatos',
    summary: 'Cadastra um sindicato',
    body: sindicatoBody,
    reply: envelope(sindicato),
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/financeiro/sindicatos/:id',
    summary: 'Altera um sindicato',
    params: idParam,
    body: sindicatoBody,
    reply: envelope(sindicato),
  },
  recebimentos: {
    method: 'GET',
    path: '/financeiro/sindicatos/recebimentos',
    summary: 'Por sindicato: o que suas autoescolas pagaram no período e o repasse devido',
    query: periodoQuery,
    reply: envelope(recebimentosSindicatos),
    errors: NO_CONFLICT_STATUSES,
  },
  extrato: {
    method: 'GET',
    path: '/financeiro/sindicatos/:id/extrato',
    summary: 'O extrato de um sindicato no período: cada pagamento e o repasse dele',
    params: idParam,
    query: periodoQuery,
    reply: envelope(extratoSindicato),
    errors: NO_CONFLICT_STATUSES,
  },
});

/** The consultant's own commissions (/comissao, role 1 of the operator). */
export const comissoesApi = endpoints('comissoes', {
  relatorio: {
    method: 'GET',
    path: '/comissao/relatorio-consultor',
    summary: 'As comissões do consultor no período, por pagamento e por autoescola',
    query: periodoQuery,
    reply: envelope(relatorioComissao),
    errors: NO_CONFLICT_STATUSES,
  },
});
