import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import { envelope } from '../http.ts';
import { estadoPerfil, estadoPerfilAlteracao, estadoPerfilBody, ufParam } from '../processos.ts';

/** The state profiles belong to no school: no record of them is missing or in conflict. */
const ERRORS = [401, 403, 422] as const;

/** Each state's lesson rules, the operator's settings (monitoramento/conf/gerenciamento). */
export const estadoPerfisApi = endpoints('estado-perfis', {
  list: {
    method: 'GET',
    path: '/estado-perfis',
    summary: 'As regras de cada UF (as padrão quando a UF não tem as suas)',
    reply: envelope(z.array(estadoPerfil)),
    errors: ERRORS,
  },
  get: {
    method: 'GET',
    path: '/estado-perfis/:uf',
    summary: 'As regras de uma UF',
    params: ufParam,
    reply: envelope(estadoPerfil),
    errors: ERRORS,
  },
  listHistorico: {
    method: 'GET',
    path: '/estado-perfis/:uf/historico',
    summary: 'As alterações das regras de uma UF: quem, quando, antes e depois (mais recentes primeiro)',
    params: ufParam,
    reply: envelope(z.array(estadoPerfilAlteracao)),
    errors: ERRORS,
  },
  save: {
    method: 'PUT',
    path: '/estado-perfis/:uf',
    summary: 'Grava as regras de uma UF',
    params: ufParam,
    body: estadoPerfilBody,
    reply: envelope(estadoPerfil),
    errors: ERRORS,
  },
});
