import { z } from 'zod';
import { idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { fatura, pagamento } from '../financeiro.ts';
import {
  baixaManual,
  baixaManualFields,
  baixasQuery,
  estornoBody,
  faturasBuscaQuery,
  remessa,
  remessaPendentes,
  remessasQuery,
  retornoArquivo,
  retornoArquivoDetalhe,
  retornoPrevia,
  retornosQuery,
} from '../financeiro-retornos.ts';
import { envelope, page } from '../http.ts';

const MULTIPART = ['multipart/form-data'] as const;

/**
 * Bank return files (preview, then apply in one transaction; a file imported twice changes nothing),
 * CNAB 240 remittances, manual write-offs and reversals (docs/finance.md). Finance (6) on the schools
 * granted to it; the import also for the operator's administrator (/admin/faturas/importar).
 */
export const financeiroRetornosApi = endpoints('financeiro-retornos', {
  previa: {
    method: 'POST',
    path: '/financeiro/retornos/previa',
    summary: 'Lê um arquivo de retorno (multipart: arquivo) e mostra o que cada linha faria, sem gravar nada',
    consumes: MULTIPART,
    reply: envelope(retornoPrevia),
    errors: [401, 403, 413, 422],
  },
  aplicar: {
    method: 'POST',
    path: '/financeiro/retornos',
    summary:
      'Importa um arquivo de retorno (multipart: arquivo): registra os pagamentos numa só transação; o mesmo arquivo de novo não muda nada',
    consumes: MULTIPART,
    status: 201,
    reply: envelope(retornoArquivo),
    errors: [401, 403, 413, 422],
  },
  list: {
    method: 'GET',
    path: '/financeiro/retornos',
    summary: 'Os arquivos de retorno importados, os mais recentes primeiro',
    query: retornosQuery,
    reply: envelope(page(retornoArquivo)),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/financeiro/retornos/:id',
    summary: 'Um arquivo de retorno importado, com cada linha e o que foi feito dela',
    params: idParam,
    reply: envelope(retornoArquivoDetalhe),
    errors: NO_CONFLICT_STATUSES,
  },
  exemplo: {
    method: 'GET',
    path: '/financeiro/retornos/exemplo',
    summary:
      'Um retorno CNAB 240 de exemplo feito das faturas em aberto (pagas, uma desconhecida, uma com valor diferente)',
    reply: 'file',
    errors: [401, 403],
  },
  remessas: {
    method: 'GET',
    path: '/financeiro/remessas',
    summary: 'As remessas CNAB 240 geradas, as mais recentes primeiro',
    query: remessasQuery,
    reply: envelope(page(remessa)),
    errors: NO_CONFLICT_STATUSES,
  },
  remessaPendentes: {
    method: 'GET',
    path: '/financeiro/remessas/pendentes',
    summary: 'Quantas faturas em aberto ainda não foram registradas no banco, e quanto somam',
    reply: envelope(remessaPendentes),
    errors: [401, 403],
  },
  gerarRemessa: {
    method: 'POST',
    path: '/financeiro/remessas',
    summary:
      'Gera a remessa CNAB 240 que registra no banco os boletos das faturas em aberto ainda não enviados',
    status: 201,
    reply: envelope(remessa),
    errors: [401, 403, 409, 422],
  },
  remessaArquivo: {
    method: 'GET',
    path: '/financeiro/remessas/:id/arquivo',
    summary: 'O arquivo de uma remessa, para enviar ao banco',
    params: idParam,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
  baixaManual: {
    method: 'POST',
    path: '/financeiro/faturas/:id/baixa-manual',
    summary:
      'Baixa manual de uma fatura (multipart: valor_centavos, pago_em, motivo e, se houver, o comprovante em arquivo)',
    params: idParam,
    consumes: MULTIPART,
    body: baixaManualFields,
    status: 201,
    reply: envelope(pagamento),
    errors: [401, 403, 404, 409, 413, 422],
  },
  estornar: {
    method: 'POST',
    path: '/financeiro/pagamentos/:id/estorno',
    summary: 'Estorna um pagamento com o motivo; o registro fica, com quem estornou, quando e por quê',
    params: idParam,
    body: estornoBody,
    reply: envelope(pagamento),
  },
  anexo: {
    method: 'GET',
    path: '/financeiro/pagamentos/:id/anexo',
    summary: 'O comprovante anexado a uma baixa manual',
    params: idParam,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
  baixas: {
    method: 'GET',
    path: '/financeiro/baixas-manuais',
    summary:
      'Histórico de baixas manuais e estornos (quem, quando, por quê, comprovante), por período e autoescola',
    query: baixasQuery,
    reply: envelope(page(baixaManual)),
    errors: NO_CONFLICT_STATUSES,
  },
  buscarFaturas: {
    method: 'GET',
    path: '/financeiro/baixas-manuais/faturas',
    summary: 'Encontra a fatura a baixar: pelo nosso número, ou pela autoescola e o mês',
    query: faturasBuscaQuery,
    reply: envelope(z.array(fatura)),
    errors: NO_CONFLICT_STATUSES,
  },
});
