import { idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import {
  comercialAlunos,
  comercialAlunosQuery,
  comercialAutoescola,
  comercialAutoescolasQuery,
  comercialFinanceiro,
  comercialFinanceiroQuery,
  painelFaturamento,
  relatorioFinanceiro,
  relatorioFinanceiroQuery,
} from '../financeiro-relatorios.ts';
import { envelope, page } from '../http.ts';
import { nfseEmissao, nfseQuery } from '../nfse.ts';

/** Finance reports and the billing panel (docs/finance.md): finance staff (role 6), every school granted to them. */
export const financeiroRelatoriosApi = endpoints('financeiro-relatorios', {
  relatorio: {
    method: 'GET',
    path: '/financeiro/relatorios',
    summary: 'Faturas por período, autoescola e situação, com os totais e os grupos por autoescola e por mês',
    query: relatorioFinanceiroQuery,
    reply: envelope(relatorioFinanceiro),
    errors: NO_CONFLICT_STATUSES,
  },
  painel: {
    method: 'GET',
    path: '/financeiro/painel-faturamento',
    summary:
      'Painel de faturamento: faturado e recebido por mês, atraso, estados, maiores devedores e indicadores',
    reply: envelope(painelFaturamento),
    errors: [401, 403],
  },
});

/** The NFS-e of paid invoices: finance staff follow them and send a failed one again. */
export const nfseApi = endpoints('nfse', {
  list: {
    method: 'GET',
    path: '/financeiro/nfse',
    summary: 'NFS-e emitidas, pendentes, com falha ou canceladas das faturas pagas',
    query: nfseQuery,
    reply: envelope(page(nfseEmissao)),
    errors: NO_CONFLICT_STATUSES,
  },
  reenviar: {
    method: 'POST',
    path: '/financeiro/nfse/:id/reenviar',
    summary: 'Envia de novo ao emissor uma NFS-e que falhou',
    params: idParam,
    reply: envelope(nfseEmissao),
  },
});

/** The commercial area (SPEC §2.3 /comercial): roles 8 and 6 read the schools granted to them. */
export const comercialApi = endpoints('comercial', {
  autoescolas: {
    method: 'GET',
    path: '/comercial/autoescolas',
    summary: 'Autoescolas da carteira: situação, preços do contrato, contatos e uso do mês',
    query: comercialAutoescolasQuery,
    reply: envelope(page(comercialAutoescola)),
    errors: NO_CONFLICT_STATUSES,
  },
  alunosCadastrados: {
    method: 'GET',
    path: '/comercial/alunos-cadastrados',
    summary: 'Alunos cadastrados por autoescola e por mês',
    query: comercialAlunosQuery,
    reply: envelope(comercialAlunos),
    errors: NO_CONFLICT_STATUSES,
  },
  financeiro: {
    method: 'GET',
    path: '/comercial/relatorios/financeiro',
    summary: 'Faturado, recebido e vencido por mês das autoescolas da carteira',
    query: comercialFinanceiroQuery,
    reply: envelope(comercialFinanceiro),
    errors: NO_CONFLICT_STATUSES,
  },
});
