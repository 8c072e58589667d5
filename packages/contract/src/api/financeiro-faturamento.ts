import { idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import {
  alunoCadastrado,
  cadastradosQuery,
  cancelarFaturaBody,
  competenciaQuery,
  contratoBody,
  contratoFaturamento,
  contratoOpcoes,
  contratosQuery,
  faturaDetalhe,
  faturamentoBody,
  faturamentoExecucao,
  faturaPdf,
  faturasPagina,
  faturasQuery,
  itensPagina,
  itensQuery,
  previaFaturamento,
} from '../financeiro-faturamento.ts';
import { envelope, page } from '../http.ts';

/**
 * The monthly billing run (docs/finance.md "The monthly billing run"): the schools' contracts, the
 * preview and the run with its progress. Finance staff (role 6) only.
 */
export const faturamentoApi = endpoints('faturamento', {
  contratos: {
    method: 'GET',
    path: '/financeiro/contratos',
    summary: 'As autoescolas concedidas ao financeiro, com o contrato de cada uma',
    query: contratosQuery,
    reply: envelope(page(contratoFaturamento)),
    errors: NO_CONFLICT_STATUSES,
  },
  contratoOpcoes: {
    method: 'GET',
    path: '/financeiro/contratos/opcoes',
    summary: 'Sindicatos e consultores que o contrato pode indicar',
    reply: envelope(contratoOpcoes),
    errors: [401, 403],
  },
  salvarContrato: {
    method: 'PUT',
    path: '/financeiro/contratos/:id',
    summary: 'Cria ou altera o contrato de faturamento de uma autoescola (id da autoescola)',
    params: idParam,
    body: contratoBody,
    reply: envelope(contratoFaturamento),
  },
  previa: {
    method: 'GET',
    path: '/financeiro/faturamento/previa',
    summary: 'Prévia do faturamento de um mês: o que cada autoescola pagará',
    query: competenciaQuery,
    reply: envelope(previaFaturamento),
    errors: [401, 403, 422],
  },
  emitir: {
    method: 'POST',
    path: '/financeiro/faturamentos',
    summary: 'Emite as faturas de um mês em segundo plano (idempotente)',
    body: faturamentoBody,
    reply: envelope(faturamentoExecucao),
    status: 202,
  },
  execucoes: {
    method: 'GET',
    path: '/financeiro/faturamentos',
    summary: 'Os faturamentos mais recentes, com o progresso de cada um',
    reply: envelope(faturamentoExecucao.array()),
    errors: [401, 403],
  },
  execucao: {
    method: 'GET',
    path: '/financeiro/faturamentos/:id',
    summary: 'Um faturamento e o seu progresso',
    params: idParam,
    reply: envelope(faturamentoExecucao),
    errors: NO_CONFLICT_STATUSES,
  },
});

/**
 * The invoices (docs/finance.md "Invoices, boleto and PIX"): read by finance, commercial (its
 * schools) and a school's staff (its own, with the invoice flags); cancelled and sent again by finance.
 */
export const faturasApi = endpoints('faturas', {
  list: {
    method: 'GET',
    path: '/faturas',
    summary: 'Lista as faturas das autoescolas visíveis, com os totais do filtro',
    query: faturasQuery,
    reply: envelope(faturasPagina),
    errors: NO_CONFLICT_STATUSES,
  },
  itens: {
    method: 'GET',
    path: '/faturas/itens',
    summary: 'Alunos e aulas faturados: as linhas das faturas, com fatura, mês e autoescola',
    query: itensQuery,
    reply: envelope(itensPagina),
    errors: NO_CONFLICT_STATUSES,
  },
  cadastrados: {
    method: 'GET',
    path: '/faturas/alunos-cadastrados',
    summary: 'Alunos cadastrados num mês, por autoescola, e a fatura que cobrou cada cadastro',
    query: cadastradosQuery,
    reply: envelope(page(alunoCadastrado)),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/faturas/:id',
    summary: 'Uma fatura com as suas linhas, pagamentos, boleto e PIX',
    params: idParam,
    reply: envelope(faturaDetalhe),
    errors: NO_CONFLICT_STATUSES,
  },
  pdf: {
    method: 'GET',
    path: '/faturas/:id/pdf',
    summary: 'O PDF da fatura (base64), com boleto e PIX',
    params: idParam,
    reply: envelope(faturaPdf),
    errors: NO_CONFLICT_STATUSES,
  },
  cancelar: {
    method: 'POST',
    path: '/faturas/:id/cancelar',
    summary: 'Cancela uma fatura em aberto, com o motivo',
    params: idParam,
    body: cancelarFaturaBody,
    reply: envelope(faturaDetalhe),
  },
  reenviar: {
    method: 'POST',
    path: '/faturas/:id/reenviar',
    summary: 'Envia a fatura de novo ao e-mail de cobrança da autoescola',
    params: idParam,
    reply: envelope(faturaDetalhe),
  },
});
