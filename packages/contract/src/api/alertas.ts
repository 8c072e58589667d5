import {
  alerta,
  alertaDetalhe,
  alertaNotaBody,
  alertaReconhecerBody,
  alertasQuery,
  alertasResumo,
} from '../alertas.ts';
import { idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, page } from '../http.ts';

/** Monitoring alerts (docs/monitoring.md): read by the school, monitoring and the authority; handled by the first two. */
export const alertasApi = endpoints('alertas', {
  list: {
    method: 'GET',
    path: '/alertas',
    summary: 'Lista os alertas de monitoramento das autoescolas visíveis, os mais recentes primeiro',
    query: alertasQuery,
    reply: envelope(page(alerta)),
    errors: NO_CONFLICT_STATUSES,
  },
  resumo: {
    method: 'GET',
    path: '/alertas/resumo',
    summary: 'Alertas abertos por severidade, por tipo e por autoescola',
    reply: envelope(alertasResumo),
    errors: [401, 403],
  },
  get: {
    method: 'GET',
    path: '/alertas/:id',
    summary: 'Um alerta, com a norma, os valores medidos e o histórico',
    params: idParam,
    reply: envelope(alertaDetalhe),
    errors: NO_CONFLICT_STATUSES,
  },
  reconhecer: {
    method: 'POST',
    path: '/alertas/:id/reconhecer',
    summary: 'Reconhece um alerta aberto (alguém está tratando)',
    params: idParam,
    body: alertaReconhecerBody,
    reply: envelope(alertaDetalhe),
  },
  resolver: {
    method: 'POST',
    path: '/alertas/:id/resolver',
    summary: 'Resolve um alerta com uma nota',
    params: idParam,
    body: alertaNotaBody,
    reply: envelope(alertaDetalhe),
  },
  contestar: {
    method: 'POST',
    path: '/alertas/:id/contestar',
    summary: 'Contesta um alerta com uma nota',
    params: idParam,
    body: alertaNotaBody,
    reply: envelope(alertaDetalhe),
  },
});
