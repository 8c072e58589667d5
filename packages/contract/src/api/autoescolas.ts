import { z } from 'zod';
import { autoescolaPublica, autoescolaResumo, slugParam } from '../autoescolas.ts';
import {
  autoescolaBody,
  autoescolaDetalhe,
  autoescolasQuery,
  idParam,
  novaAutoescolaBody,
} from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, page } from '../http.ts';
import { segundoFatorExigencia, segundoFatorExigenciaBody } from '../segundo-fator.ts';

/**
 * Driving schools: those a user may see, a login page's greeting, the operator's registry (cfc,
 * cfc-novo) and a school's own security settings.
 */
export const autoescolasApi = endpoints('autoescolas', {
  listVisible: {
    method: 'GET',
    path: '/autoescola',
    summary: 'Autoescolas que o usuário pode ver',
    reply: envelope(z.array(autoescolaResumo)),
    errors: [401, 403],
  },
  getPublica: {
    method: 'GET',
    path: '/autoescolas/publica/:slug',
    summary: 'Nome da autoescola de uma página de login',
    params: slugParam,
    reply: envelope(autoescolaPublica),
    errors: [404, 422, 429],
  },
  list: {
    method: 'GET',
    path: '/autoescolas',
    summary: 'Lista de CFCs (cfc)',
    query: autoescolasQuery,
    reply: envelope(page(autoescolaDetalhe)),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/autoescolas/:id',
    summary: 'Uma autoescola',
    params: idParam,
    reply: envelope(autoescolaDetalhe),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/autoescolas',
    summary: 'Cadastra uma autoescola e seu administrador (cfc-novo)',
    body: novaAutoescolaBody,
    status: 201,
    reply: envelope(autoescolaDetalhe),
    errors: NO_CONFLICT_STATUSES,
  },
  update: {
    method: 'PUT',
    path: '/autoescolas/:id',
    summary: 'Altera uma autoescola',
    params: idParam,
    body: autoescolaBody,
    reply: envelope(autoescolaDetalhe),
    errors: NO_CONFLICT_STATUSES,
  },
  getSegundoFator: {
    method: 'GET',
    path: '/autoescola/segundo-fator',
    summary: 'Perfis dos quais a autoescola exige a verificação em duas etapas',
    reply: envelope(segundoFatorExigencia),
    errors: NO_CONFLICT_STATUSES,
  },
  setSegundoFator: {
    method: 'PUT',
    path: '/autoescola/segundo-fator',
    summary: 'Exige a verificação em duas etapas de perfis da equipe',
    body: segundoFatorExigenciaBody,
    reply: envelope(segundoFatorExigencia),
    errors: NO_CONFLICT_STATUSES,
  },
});
