import { idParam } from '../cadastros.ts';
import { endpoints } from '../endpoint.ts';
import { envelope, page } from '../http.ts';
import {
  dashboardMonitoramento,
  monitoramentoAluno,
  monitoramentoAulaPresencial,
  monitoramentoInstrutor,
  monitoramentoListaQuery,
  monitoramentoSala,
  monitoramentoTurma,
  monitoramentoVeiculo,
  relatorioMonitoramento,
  relatorioMonitoramentoQuery,
  salaMonitorada,
  salasMonitoradasQuery,
  sessaoDoDia,
  sessoesDoDiaQuery,
} from '../monitoramento.ts';

const lista = <T extends Parameters<typeof page>[0]>(path: string, summary: string, item: T) =>
  ({
    method: 'GET',
    path,
    summary,
    query: monitoramentoListaQuery,
    reply: envelope(page(item)),
  }) as const;

/** The monitoring side across the caller's schools (SPEC §2.3 /monitoramento and /admin/monitoramento). */
export const monitoramentoApi = endpoints('monitoramento', {
  getDashboard: {
    method: 'GET',
    path: '/monitoramento/dashboard',
    summary: 'O painel do monitoramento: aulas em andamento, alertas, câmeras, envios e gráficos por escola',
    reply: envelope(dashboardMonitoramento),
  },
  listAlunos: lista(
    '/monitoramento/alunos',
    'Os alunos das autoescolas do monitoramento',
    monitoramentoAluno,
  ),
  listInstrutores: lista(
    '/monitoramento/instrutores',
    'Os instrutores das autoescolas do monitoramento',
    monitoramentoInstrutor,
  ),
  listVeiculos: lista(
    '/monitoramento/veiculos',
    'Os veículos das autoescolas do monitoramento',
    monitoramentoVeiculo,
  ),
  listSalas: lista('/monitoramento/salas', 'As salas das autoescolas do monitoramento', monitoramentoSala),
  listTurmas: lista(
    '/monitoramento/turmas-teoricas',
    'As turmas teóricas das autoescolas do monitoramento',
    monitoramentoTurma,
  ),
  listAulasPresenciais: lista(
    '/monitoramento/aulas-presenciais',
    'As aulas teóricas presenciais das autoescolas do monitoramento',
    monitoramentoAulaPresencial,
  ),
  listSalasCameras: {
    method: 'GET',
    path: '/monitoramento/salas-cameras',
    summary: 'As salas com as câmeras e a aula teórica em andamento',
    query: salasMonitoradasQuery,
    reply: envelope(salaMonitorada.array()),
  },
  getSnapshot: {
    method: 'GET',
    path: '/monitoramento/cameras/:id/snapshot',
    summary: 'A última imagem guardada da câmera (a imagem)',
    description: 'A imagem: image/jpeg, image/png ou image/webp.',
    params: idParam,
    reply: 'file',
    errors: [401, 403, 404],
  },
  listSessoesDoDia: {
    method: 'GET',
    path: '/monitoramento/teoricas-do-dia',
    summary: 'As aulas teóricas presenciais do dia com as câmeras da sala e a presença',
    query: sessoesDoDiaQuery,
    reply: envelope(sessaoDoDia.array()),
  },
  getRelatorio: {
    method: 'GET',
    path: '/monitoramento/relatorio',
    summary: 'Relatório de monitoramento por autoescola e período',
    query: relatorioMonitoramentoQuery,
    reply: envelope(relatorioMonitoramento),
  },
});
