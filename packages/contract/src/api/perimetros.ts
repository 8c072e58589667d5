import { cadastroQuery, idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import { envelope, messageReply, page } from '../http.ts';
import { perimetro, perimetroBody, verificarPerimetroBody, verificarPerimetroReply } from '../processos.ts';
import { ativoBody } from '../usuarios.ts';

/** The areas where a school's practical lessons may take place (agendamento/perimetro/cadastro). */
export const perimetrosApi = endpoints('perimetros', {
  list: {
    method: 'GET',
    path: '/perimetros',
    summary: 'Lista os perímetros onde as aulas práticas podem acontecer',
    query: cadastroQuery,
    reply: envelope(page(perimetro)),
    errors: NO_CONFLICT_STATUSES,
  },
  get: {
    method: 'GET',
    path: '/perimetros/:id',
    summary: 'Um perímetro',
    params: idParam,
    reply: envelope(perimetro),
    errors: NO_CONFLICT_STATUSES,
  },
  create: {
    method: 'POST',
    path: '/perimetros',
    summary: 'Cadastra um perímetro (polígono de pontos [longitude, latitude])',
    body: perimetroBody,
    status: 201,
    reply: envelope(perimetro),
    errors: NO_CONFLICT_STATUSES,
  },
  checkPonto: {
    method: 'POST',
    path: '/perimetros/verificar',
    summary: 'Diz se um ponto está dentro de algum perímetro ativo',
    body: verificarPerimetroBody,
    reply: envelope(verificarPerimetroReply),
    errors: NO_CONFLICT_STATUSES,
  },
  update: {
    method: 'PUT',
    path: '/perimetros/:id',
    summary: 'Altera um perímetro',
    params: idParam,
    body: perimetroBody,
    reply: envelope(perimetro),
    errors: NO_CONFLICT_STATUSES,
  },
  setAtivo: {
    method: 'PATCH',
    path: '/perimetros/:id/ativo',
    summary: 'Ativa ou desativa um perímetro',
    params: idParam,
    body: ativoBody,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
  remove: {
    method: 'DELETE',
    path: '/perimetros/:id',
    summary: 'Exclui um perímetro',
    params: idParam,
    reply: messageReply,
    errors: NO_CONFLICT_STATUSES,
  },
});
