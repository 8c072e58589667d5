import { z } from 'zod';
import {
  agendaQuery,
  aulaAgendada,
  aulaPratica,
  aulaPraticaBody,
  aulaPraticaDetalhe,
  aulasPraticasQuery,
  cancelarBody,
  contingenciaBody,
  contingenciaMes,
  contingenciaQuery,
  horarioLivre,
  horariosLivresQuery,
  remarcarBody,
} from '../aulas-praticas.ts';
import {
  alunoAulasQuery,
  atualizarEnvioBody,
  atualizarHorarioBody,
  atualizarStatusAulaBody,
  aulaDoAluno,
  aulaStaffDetalhe,
  aulaStaffQuery,
  removerAnotacaoBody,
  removerAnotacaoReply,
} from '../aulas-staff.ts';
import { idParam } from '../cadastros.ts';
import { endpoints, NO_CONFLICT_STATUSES } from '../endpoint.ts';
import {
  aulaFoto,
  aulaFotoParams,
  aulaIdParam,
  candidatoAulasPraticas,
  candidatoAulasQuery,
  finalizarAulaBody,
  iniciarAulaBody,
  instrutorAula,
  instrutorAulasQuery,
  posicaoAula,
  posicoesBody,
  posicoesRecebidas,
} from '../execucao.ts';
import { envelope, messageReply, page } from '../http.ts';

/**
 * Practical lessons (server module aulas-praticas), in the order of its parts: booking (agendamento,
 * the web's name for it, and the server's), giving a lesson with its evidence (execucao), the
 * corrections before sending to the traffic authority (envio), and what staff, the instructor and
 * the student read (consultas).
 */
export const aulasPraticasApi = endpoints('aulas-praticas', {
  // ---------- agendamento ----------
  listHorariosLivres: {
    method: 'GET',
    path: '/aulas-praticas/horarios-livres',
    summary: 'Horários do dia e por que cada um não está livre',
    query: horariosLivresQuery,
    reply: envelope(z.array(horarioLivre)),
  },
  book: {
    method: 'POST',
    path: '/aulas-praticas',
    summary: 'Agenda uma aula prática (uma ou duas horas-aula seguidas)',
    body: aulaPraticaBody,
    status: 201,
    reply: envelope(aulaAgendada),
  },
  reschedule: {
    method: 'PATCH',
    path: '/aulas-praticas/:id/remarcar',
    summary: 'Remarca uma aula agendada, com o motivo',
    params: idParam,
    body: remarcarBody,
    reply: envelope(aulaPratica),
  },
  cancel: {
    method: 'PATCH',
    path: '/aulas-praticas/:id/cancelar',
    summary:
      'Cancela uma aula com o motivo (o horário fica livre); uma aula dada perde a anotação, se remover_anotacao',
    params: idParam,
    body: cancelarBody,
    reply: envelope(aulaPratica),
  },
  setContingencia: {
    method: 'PATCH',
    path: '/aulas-praticas/:id/contingencia',
    summary:
      'Marca (ou desmarca) uma aula como de contingência, com o motivo; recusada acima do percentual mensal da UF',
    params: idParam,
    body: contingenciaBody,
    reply: envelope(aulaPratica),
  },
  /** 'Modificar Aula Prática' of the send screen (SPEC §7). */
  update: {
    method: 'POST',
    path: '/dashboard/aulas/praticas/atualizarenvio',
    summary: 'Modifica instrutor, veículo e horário de uma aula e da sua anotação',
    body: atualizarEnvioBody,
    reply: messageReply,
  },
  removeAnotacao: {
    method: 'POST',
    path: '/dashboard/aulas/praticas/removerAnotacao',
    summary: 'Remove a anotação de uma aula (irreversível)',
    body: removerAnotacaoBody,
    reply: removerAnotacaoReply,
  },
  /** The second path SPEC §7 names for the same removal (faulty in the old product). */
  removeAnotacaoLegacy: {
    method: 'POST',
    path: '/aulas/praticas/removerAnotacao',
    summary: 'Remove a anotação de uma aula (irreversível)',
    body: removerAnotacaoBody,
    reply: removerAnotacaoReply,
  },

  // ---------- execucao: the instructor's phone, and the evidence staff see ----------
  start: {
    method: 'POST',
    path: '/instrutor/aulas/:id/iniciar',
    summary: 'Inicia a aula: hodômetro e posição (cria a anotação)',
    params: aulaIdParam,
    body: iniciarAulaBody,
    reply: envelope(instrutorAula),
    errors: NO_CONFLICT_STATUSES,
  },
  uploadFoto: {
    method: 'PUT',
    path: '/instrutor/aulas/:id/fotos/:momento',
    summary: 'Envia a foto do aluno no início ou no fim da aula (multipart, campo arquivo)',
    params: aulaFotoParams,
    consumes: ['multipart/form-data'],
    reply: envelope(aulaFoto),
    errors: NO_CONFLICT_STATUSES,
  },
  addPosicoes: {
    method: 'POST',
    path: '/instrutor/aulas/:id/posicoes',
    summary: 'Recebe um lote de posições GPS da aula (reenviar o mesmo lote não duplica)',
    params: aulaIdParam,
    body: posicoesBody,
    reply: envelope(posicoesRecebidas),
    errors: NO_CONFLICT_STATUSES,
  },
  finish: {
    method: 'POST',
    path: '/instrutor/aulas/:id/finalizar',
    summary: 'Finaliza a aula: hodômetro final e posição (a anotação não muda mais)',
    params: aulaIdParam,
    body: finalizarAulaBody,
    reply: envelope(instrutorAula),
    errors: NO_CONFLICT_STATUSES,
  },
  getFoto: {
    method: 'GET',
    path: '/aulas-praticas/:id/fotos/:momento',
    summary: 'A foto do aluno no início ou no fim da aula (a imagem)',
    description: 'A imagem: image/jpeg, image/png ou image/webp.',
    params: aulaFotoParams,
    reply: 'file',
    errors: NO_CONFLICT_STATUSES,
  },
  listPosicoes: {
    method: 'GET',
    path: '/aulas-praticas/:id/posicoes',
    summary: 'O trajeto GPS da aula, na ordem em que foi registrado',
    params: aulaIdParam,
    reply: envelope(z.array(posicaoAula)),
    errors: NO_CONFLICT_STATUSES,
  },

  // ---------- envio: the send screen's corrections before sending ----------
  updateGetranStatus: {
    method: 'POST',
    path: '/dashboard/aulas/praticas/atualizarStatusAula',
    summary: 'Altera o status (texto livre) de uma aula prática',
    body: atualizarStatusAulaBody,
    reply: messageReply,
  },
  correctHorario: {
    method: 'POST',
    path: '/dashboard/aulas/praticas/atualizarHorario',
    summary: 'Corrige o início e o fim de uma anotação e envia a aula ao GETRAN',
    body: atualizarHorarioBody,
    reply: messageReply,
  },

  // ---------- consultas ----------
  list: {
    method: 'GET',
    path: '/aulas-praticas',
    summary: 'Aulas práticas (agendadas, realizadas...) com filtros',
    query: aulasPraticasQuery,
    reply: envelope(page(aulaPratica)),
  },
  listAgenda: {
    method: 'GET',
    path: '/aulas-praticas/agenda',
    summary: 'Agenda de aulas práticas por instrutor, veículo ou aluno',
    query: agendaQuery,
    reply: envelope(z.array(aulaPratica)),
  },
  get: {
    method: 'GET',
    path: '/aulas-praticas/:id',
    summary: 'Uma aula prática com o seu histórico',
    params: idParam,
    reply: envelope(aulaPraticaDetalhe),
  },
  listContingencia: {
    method: 'GET',
    path: '/aulas-praticas/contingencia',
    summary: 'Aulas de contingência do mês por autoescola: quantas, de quantas aulas, e o limite da UF',
    query: contingenciaQuery,
    reply: envelope(z.array(contingenciaMes)),
  },
  getDetalhes: {
    method: 'GET',
    path: '/aulas/praticas/detalhes',
    summary: 'Detalhe de uma aula prática com as opções de instrutor e veículo',
    query: aulaStaffQuery,
    reply: envelope(aulaStaffDetalhe),
  },
  listByAluno: {
    method: 'GET',
    path: '/alunos/consultar/aulas-praticas',
    summary: 'Aulas práticas de um aluno (histórico do envio)',
    query: alunoAulasQuery,
    reply: envelope(z.array(aulaDoAluno)),
  },
  listByInstrutor: {
    method: 'GET',
    path: '/instrutor/aulas/praticas',
    summary: 'As aulas práticas do instrutor no período (hoje por padrão), com a anotação',
    query: instrutorAulasQuery,
    reply: envelope(z.array(instrutorAula)),
    errors: NO_CONFLICT_STATUSES,
  },
  listForCandidato: {
    method: 'GET',
    path: '/candidato/aulas-praticas',
    summary: 'As aulas práticas do aluno, as horas feitas e exigidas e a próxima aula',
    query: candidatoAulasQuery,
    reply: envelope(candidatoAulasPraticas),
    errors: NO_CONFLICT_STATUSES,
  },
});
