import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import {
  feedPage,
  fotoIdParam,
  fotoPratica,
  fotosPraticasQuery,
  fotosTeoricasQuery,
  fotoTeorica,
} from '../fotos.ts';
import { envelope } from '../http.ts';

/** The photo feeds of monitoring: practical lessons' photos with their face checks, theory sessions' photos. */
export const fotosApi = endpoints('fotos', {
  listPraticas: {
    method: 'GET',
    path: '/monitoramento/fotos',
    summary: 'As fotos mais recentes das aulas práticas, com a verificação facial (por cursor)',
    query: fotosPraticasQuery,
    reply: envelope(feedPage(fotoPratica)),
    errors: NO_CONFLICT_STATUSES,
  },
  getPratica: {
    method: 'GET',
    path: '/monitoramento/fotos/:id',
    summary: 'Uma foto de aula prática (a imagem)',
    description: 'A imagem: image/jpeg, image/png ou image/webp.',
    params: fotoIdParam,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
  getMiniatura: {
    method: 'GET',
    path: '/monitoramento/fotos/:id/miniatura',
    summary: 'A miniatura de uma foto de aula prática (a imagem; a foto quando ainda não há miniatura)',
    description: 'A imagem: image/jpeg, image/png ou image/webp.',
    params: fotoIdParam,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
  listTeoricas: {
    method: 'GET',
    path: '/monitoramento/fotos-teoricas',
    summary: 'As fotos mais recentes das aulas teóricas (câmera da sala e alunos), por cursor',
    query: fotosTeoricasQuery,
    reply: envelope(feedPage(fotoTeorica)),
    errors: NO_CONFLICT_STATUSES,
  },
  getTeorica: {
    method: 'GET',
    path: '/monitoramento/fotos-teoricas/:id',
    summary: 'Uma foto de aula teórica (a imagem)',
    description: 'A imagem: image/jpeg, image/png ou image/webp.',
    params: fotoIdParam,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
});
