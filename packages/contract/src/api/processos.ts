import { z } from 'zod';
import { idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, page } from '../http.ts';
import { horasProcesso, processo, processoBody, processosQuery, processoUpdateBody } from '../processos.ts';

/** Licensing processes with their practical hours (agendamento/processo/*). */
export const processosApi = endpoints('processos', {
  list: {
    method: 'GET',
    path: '/processos',
    summary: 'Lista os processos de habilitação com as horas práticas',
    query: processosQuery,
    reply: envelope(page(processo)),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/processos/:id',
    summary: 'Um processo de habilitação',
    params: idParam,
    reply: envelope(processo),
    errors: NO_CONFLICT_STATUSES,
  },
  getHoras: {
    method: 'GET',
    path: '/processos/:id/horas',
    summary: 'Consulta de horas práticas do processo',
    params: idParam,
    reply: envelope(horasProcesso),
    errors: NO_CONFLICT_STATUSES,
  },
  listByAluno: {
    method: 'GET',
    path: '/alunos/:id/processos',
    summary: 'Os processos de um aluno, o mais recente primeiro',
    params: idParam,
    reply: envelope(z.array(processo)),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/processos',
    summary: 'Abre um processo (o regime é o vigente na data de abertura)',
    body: processoBody,
    status: 201,
    reply: envelope(processo),
    errors: NO_CONFLICT_STATUSES,
  },
  update: {
    method: 'PUT',
    path: '/processos/:id',
    summary: 'Altera a LADV e a situação de um processo',
    params: idParam,
    body: processoUpdateBody,
    reply: envelope(processo),
    errors: NO_CONFLICT_STATUSES,
  },
});
