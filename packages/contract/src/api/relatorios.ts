import { endpoints } from '../endpoint.ts';
import { envelope } from '../http.ts';
import {
  relatorioAulasRealizadas,
  relatorioAulasRealizadasQuery,
  relatorioCargaHoraria,
  relatorioCargaHorariaQuery,
} from '../relatorios.ts';
import {
  relatorioAlunosPorPeriodo,
  relatorioAlunosPorPeriodoQuery,
  relatorioAulasPorAluno,
  relatorioAulasPorAlunoQuery,
} from '../relatorios-alunos.ts';
import { relatorioGeral, relatorioGeralQuery } from '../relatorios-geral.ts';
import {
  relatorioAcoesUsuarios,
  relatorioAcoesUsuariosQuery,
  relatorioAdmin,
  relatorioAdminQuery,
} from '../relatorios-usuarios.ts';

/**
 * The admin reports on practical lessons (SPEC §2.3 admin/relatorios): a page of rows with the totals
 * of every matching row. Their PDF, xlsx and CSV exports are registered with the documents' routes.
 */
export const relatoriosApi = endpoints('relatorios', {
  listAulasRealizadas: {
    method: 'GET',
    path: '/relatorios/aulas-praticas-realizadas',
    summary: 'Aulas práticas realizadas no período (o mês atual por padrão), com os totais',
    query: relatorioAulasRealizadasQuery,
    reply: envelope(relatorioAulasRealizadas),
    errors: [401, 403, 422],
  },
  listCargaHoraria: {
    method: 'GET',
    path: '/relatorios/carga-horaria-pratica',
    summary: 'Carga horária de aulas práticas por aluno (processo), com os totais',
    query: relatorioCargaHorariaQuery,
    reply: envelope(relatorioCargaHoraria),
    errors: [401, 403, 422],
  },
  listAulasPorAluno: {
    method: 'GET',
    path: '/relatorios/aulas-por-aluno',
    summary: 'Aulas práticas por aluno no período: realizadas, agendadas, canceladas, faltas e horas',
    query: relatorioAulasPorAlunoQuery,
    reply: envelope(relatorioAulasPorAluno),
    errors: [401, 403, 422],
  },
  listAlunosPorPeriodo: {
    method: 'GET',
    path: '/relatorios/alunos-por-periodo',
    summary: 'Alunos com processo aberto no período, com a etapa em que estão',
    query: relatorioAlunosPorPeriodoQuery,
    reply: envelope(relatorioAlunosPorPeriodo),
    errors: [401, 403, 422],
  },
  listAcoesUsuarios: {
    method: 'GET',
    path: '/relatorios/acoes-usuarios',
    summary: 'Ações dos usuários da autoescola (registro de auditoria) no período, com os totais',
    query: relatorioAcoesUsuariosQuery,
    reply: envelope(relatorioAcoesUsuarios),
    errors: [401, 403, 422],
  },
  listGeral: {
    method: 'GET',
    path: '/relatorios/geral',
    summary: 'Visão geral da autoescola no período, dia a dia: processos, aulas, envios ao GETRAN e alertas',
    query: relatorioGeralQuery,
    reply: envelope(relatorioGeral),
    errors: [401, 403, 422],
  },
  listAdmin: {
    method: 'GET',
    path: '/relatorios/admin',
    summary:
      'Equipe da autoescola no período: acessos, ações e aulas agendadas, remarcadas e canceladas por usuário',
    query: relatorioAdminQuery,
    reply: envelope(relatorioAdmin),
    errors: [401, 403, 422],
  },
});
