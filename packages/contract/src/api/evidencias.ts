import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import {
  aulaMonitorada,
  aulasMonitoradasQuery,
  evidenciaAula,
  evidenciaManual,
  evidenciaManualFields,
  evidenciaManualParams,
  relatorioContestacao,
  relatorioContestacaoParams,
  relatorioContestacaoPdf,
  verificacaoRelatorio,
} from '../evidencias.ts';
import { aulaFotoParams, aulaIdParam } from '../execucao.ts';
import { envelope, page } from '../http.ts';

/**
 * A practical lesson's evidence (docs/monitoring.md): the whole of it, the monitoring list of given
 * lessons with a summary of theirs, the manual evidence of contingency lessons and the contestation
 * report (on screen, as a PDF whose hash is stored, and the check of a copy).
 */
export const evidenciasApi = endpoints('evidencias', {
  get: {
    method: 'GET',
    path: '/aulas-praticas/:id/evidencias',
    summary:
      'Todas as evidências de uma aula prática: trajeto, fotos, hodômetro, linha do tempo, envios e alertas',
    params: aulaIdParam,
    reply: envelope(evidenciaAula),
    errors: NO_CONFLICT_STATUSES,
  },
  getFoto: {
    method: 'GET',
    path: '/aulas-praticas/:id/evidencias/fotos/:momento',
    summary: 'A foto do aluno no início ou no fim da aula, para quem lê as evidências (a imagem)',
    description: 'A imagem: image/jpeg, image/png ou image/webp.',
    params: aulaFotoParams,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
  list: {
    method: 'GET',
    path: '/monitoramento/aulas-praticas',
    summary: 'Aulas práticas das autoescolas visíveis, com o resumo das evidências de cada uma',
    query: aulasMonitoradasQuery,
    reply: envelope(page(aulaMonitorada)),
    errors: [401, 403, 422],
  },
  addManual: {
    method: 'POST',
    path: '/aulas-praticas/:id/evidencias/manuais',
    summary:
      'Envia uma evidência manual de aula em contingência (multipart: descricao e o arquivo em arquivo)',
    params: aulaIdParam,
    consumes: ['multipart/form-data'],
    body: evidenciaManualFields,
    status: 201,
    reply: envelope(evidenciaManual),
    errors: [401, 403, 404, 409, 413, 422],
  },
  getManual: {
    method: 'GET',
    path: '/aulas-praticas/:id/evidencias/manuais/:evidencia',
    summary: 'O arquivo de uma evidência manual (baixado como anexo)',
    params: evidenciaManualParams,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
  getRelatorio: {
    method: 'GET',
    path: '/monitoramento/relatorio-contestacao/:autoescola/:aula',
    summary: 'O relatório de contestação de uma aula realizada, com o hash do seu conteúdo',
    params: relatorioContestacaoParams,
    reply: envelope(relatorioContestacao),
    errors: NO_CONFLICT_STATUSES,
  },
  pdfRelatorio: {
    method: 'GET',
    path: '/monitoramento/relatorio-contestacao/:autoescola/:aula/pdf',
    summary: 'Gera o PDF do relatório de contestação (cada geração guardada, com o hash impresso)',
    params: relatorioContestacaoParams,
    reply: relatorioContestacaoPdf,
    errors: NO_CONFLICT_STATUSES,
  },
  verifyRelatorio: {
    method: 'POST',
    path: '/monitoramento/relatorio-contestacao/verificar',
    summary:
      'Confere um PDF de relatório de contestação: qual relatório é, quando e por quem, ou não confere',
    consumes: ['multipart/form-data'],
    reply: envelope(verificacaoRelatorio),
    errors: [401, 403, 413, 422],
  },
});
