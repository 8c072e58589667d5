import { z } from 'zod';
import { idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';
import {
  plano,
  planoBody,
  planosQuery,
  processoPlano,
  processoPlanoBody,
  processoPlanoParams,
} from '../processos.ts';
import { ativoBody } from '../usuarios.ts';

/** The packs of practical lessons a school sells (agendamento/planos-praticos), and their sales. */
export const planosApi = endpoints('planos-praticos', {
  list: {
    method: 'GET',
    path: '/planos-praticos',
    summary: 'Lista os planos de aulas práticas',
    query: planosQuery,
    reply: envelope(page(plano)),
  },
  get: {
    method: 'GET',
    path: '/planos-praticos/:id',
    summary: 'Um plano de aulas práticas',
    params: idParam,
    reply: envelope(plano),
  },
  create: {
    method: 'POST',
    path: '/planos-praticos',
    summary: 'Cadastra um plano de aulas práticas',
    body: planoBody,
    status: 201,
    reply: envelope(plano),
  },
  update: {
    method: 'PUT',
    path: '/planos-praticos/:id',
    summary: 'Altera um plano (o que já foi vendido mantém horas e preço da venda)',
    params: idParam,
    body: planoBody,
    reply: envelope(plano),
  },
  setAtivo: {
    method: 'PATCH',
    path: '/planos-praticos/:id/ativo',
    summary: 'Ativa ou desativa um plano',
    params: idParam,
    body: ativoBody,
    reply: messageReply,
  },
  remove: {
    method: 'DELETE',
    path: '/planos-praticos/:id',
    summary: 'Exclui um plano nunca vendido',
    params: idParam,
    reply: messageReply,
  },

  // The plans sold for a process, with the hours and price of the sale.
  listByProcesso: {
    method: 'GET',
    path: '/processos/:id/planos',
    summary: 'Os planos vendidos para um processo',
    params: idParam,
    reply: envelope(z.array(processoPlano)),
    errors: NO_CONFLICT_STATUSES,
  },
  assignToProcesso: {
    method: 'POST',
    path: '/processos/:id/planos',
    summary: 'Vende um plano para um processo (copia horas e preço do momento)',
    params: idParam,
    body: processoPlanoBody,
    status: 201,
    reply: envelope(processoPlano),
    errors: NO_CONFLICT_STATUSES,
  },
  removeFromProcesso: {
    method: 'DELETE',
    path: '/processos/:id/planos/:idProcessoPlano',
    summary: 'Desfaz a venda de um plano registrada por engano',
    params: processoPlanoParams,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
});
