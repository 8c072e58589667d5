import { endpoints } from '../endpoint.ts';
import { envelope } from '../http.ts';
import {
  agendamentoLogPage,
  agendamentoLogQuery,
  consultasGetranPage,
  consultasGetranQuery,
  minimizacaoPage,
  minimizacaoQuery,
} from '../logs.ts';

const ERRORS = [401, 403, 422] as const;

/** The monitoring logs (SPEC §2.3 /monitoramento logs): read only, pages newest first. */
export const logsApi = endpoints('logs', {
  listMinimizacao: {
    method: 'GET',
    path: '/logs/minimizacao',
    summary: 'Dados pessoais excluídos ou anonimizados: quando, quantos e por qual regra',
    query: minimizacaoQuery,
    reply: envelope(minimizacaoPage),
    errors: ERRORS,
  },
  listAgendamento: {
    method: 'GET',
    path: '/logs/agendamento',
    summary: 'Agendamentos, remarcações e cancelamentos de aulas práticas, com quem e de onde',
    query: agendamentoLogQuery,
    reply: envelope(agendamentoLogPage),
    errors: ERRORS,
  },
  listConsultasGetran: {
    method: 'GET',
    path: '/logs/api-candidato-pratico',
    summary: 'Chamadas ao serviço de candidatos do GETRAN: quem, CPF (mascarado), duração e resultado',
    query: consultasGetranQuery,
    reply: envelope(consultasGetranPage),
    errors: ERRORS,
  },
});
