import type { ScreenLoader } from '../routing/lazy.ts';
import type { ScreenId } from '../routing/screen-id.ts';
import type { LoginScreenId } from './login-screens.ts';

/**
 * Each screen is its own chunk, loaded the first time a route needs it. The login pages are apart
 * (login-screens.ts): this registry is a chunk itself, loaded with the first other screen, so that
 * '/' does not download the list of every screen's files.
 */
export const SCREENS = {
  activeSession: () => import('../features/login/ActiveSessionPage.tsx').then((m) => m.ActiveSessionPage),
  requestReset: () =>
    import('../features/password-reset/RequestResetPage.tsx').then((m) => m.RequestResetPage),
  newPassword: () => import('../features/password-reset/NewPasswordPage.tsx').then((m) => m.NewPasswordPage),
  expiredLink: () => import('../features/password-reset/ExpiredLinkPage.tsx').then((m) => m.ExpiredLinkPage),
  privacy: () => import('../features/privacy/PrivacyPolicyPage.tsx').then((m) => m.PrivacyPolicyPage),
  frameRedirect: () =>
    import('../features/frame-redirect/FrameRedirectPage.tsx').then((m) => m.FrameRedirectPage),
  notFoundSimple: () => import('../features/not-found/NotFoundSimple.tsx').then((m) => m.NotFoundSimple),
  notFoundAdvanced: () =>
    import('../features/not-found/NotFoundAdvanced.tsx').then((m) => m.NotFoundAdvanced),
  notFoundCustom: () => import('../features/not-found/NotFoundCustom.tsx').then((m) => m.NotFoundCustom),
  notFoundLargeText: () =>
    import('../features/not-found/NotFoundLargeText.tsx').then((m) => m.NotFoundLargeText),
  'listagem-usuarios': () =>
    import('../features/usuarios/UsuariosListPage.tsx').then((m) => m.UsuariosListPage),
  'novo-usuario': () => import('../features/usuarios/UsuarioFormPages.tsx').then((m) => m.UsuarioNovoPage),
  'editar-usuario': () =>
    import('../features/usuarios/UsuarioFormPages.tsx').then((m) => m.UsuarioEditarPage),
  permissoes: () => import('../features/usuarios/PermissoesPage.tsx').then((m) => m.PermissoesPage),
  'listagem-alunos': () => import('../features/alunos/AlunosListPage.tsx').then((m) => m.AlunosListPage),
  'novo-aluno': () => import('../features/alunos/AlunoNovoPage.tsx').then((m) => m.AlunoNovoPage),
  'novo-aluno-basic': () => import('../features/alunos/AlunoBasicoPage.tsx').then((m) => m.AlunoBasicoPage),
  'editar-aluno': () => import('../features/alunos/AlunoEditarPage.tsx').then((m) => m.AlunoEditarPage),
  'situacao-alunos': () => import('../features/alunos/SituacaoPage.tsx').then((m) => m.SituacaoPage),
  psicotecnico: () => import('../features/alunos/PsicotecnicoPage.tsx').then((m) => m.PsicotecnicoPage),
  'listagem-pacientes': () => import('../features/alunos/PacientesPage.tsx').then((m) => m.PacientesPage),
  'editar-paciente': () =>
    import('../features/alunos/PacienteEditarPage.tsx').then((m) => m.PacienteEditarPage),
  cfc: () => import('../features/cfc/CfcPages.tsx').then((m) => m.CfcPage),
  'cfc-novo': () => import('../features/cfc/CfcPages.tsx').then((m) => m.CfcNovoScreen),
  'listagem-instrutores': () =>
    import('../features/instrutores/InstrutoresListPage.tsx').then((m) => m.InstrutoresListPage),
  'dashboard-instrutor': () =>
    import('../features/instrutores/InstrutoresDashboardPage.tsx').then((m) => m.InstrutoresDashboardPage),
  'novo-instrutor': () =>
    import('../features/instrutores/InstrutorFormPages.tsx').then((m) => m.InstrutorNovoPage),
  'editar-instrutor': () =>
    import('../features/instrutores/InstrutorFormPages.tsx').then((m) => m.InstrutorEditarPage),
  'listagem-veiculos': () =>
    import('../features/veiculos/VeiculosListPage.tsx').then((m) => m.VeiculosListPage),
  'novo-veiculo': () => import('../features/veiculos/VeiculoFormPages.tsx').then((m) => m.VeiculoNovoPage),
  'editar-veiculo': () =>
    import('../features/veiculos/VeiculoFormPages.tsx').then((m) => m.VeiculoEditarPage),
  'listagem-salas': () => import('../features/salas/SalasListPage.tsx').then((m) => m.SalasListPage),
  'nova-sala': () => import('../features/salas/SalaFormPages.tsx').then((m) => m.SalaNovaPage),
  'editar-sala': () => import('../features/salas/SalaFormPages.tsx').then((m) => m.SalaEditarPage),
  'listagem-cameras': () => import('../features/cameras/CamerasListPage.tsx').then((m) => m.CamerasListPage),
  'nova-camera': () => import('../features/cameras/CameraFormPages.tsx').then((m) => m.CameraNovaPage),
  'editar-camera': () => import('../features/cameras/CameraFormPages.tsx').then((m) => m.CameraEditarPage),
  'status-cameras': () =>
    import('../features/cameras/StatusCamerasPage.tsx').then((m) => m.StatusCamerasPage),
  alertas: () => import('../features/alertas/AlertasPages.tsx').then((m) => m.AlertasPage),
  'Getran-ListarAlertas': () =>
    import('../features/alertas/AlertasPages.tsx').then((m) => m.DetranAlertasPage),
  'processo-index': () =>
    import('../features/processos/ProcessosListPage.tsx').then((m) => m.ProcessosListPage),
  'processo-consulta': () =>
    import('../features/processos/ProcessoConsultaPage.tsx').then((m) => m.ProcessoConsultaPage),
  'processo-agendamento': () =>
    import('../features/processos/HorasPraticasPage.tsx').then((m) => m.HorasPraticasPage),
  'planos-praticos': () => import('../features/planos/PlanosPage.tsx').then((m) => m.PlanosPage),
  'agendar-pratica': () => import('../features/agendamento/AgendarPage.tsx').then((m) => m.AgendarPage),
  agenda: () => import('../features/agendamento/AgendaPage.tsx').then((m) => m.AgendaPage),
  'aulas-agendadas': () =>
    import('../features/agendamento/AulasListPage.tsx').then((m) => m.AulasAgendadasPage),
  'aulas-realizadas': () =>
    import('../features/agendamento/AulasListPage.tsx').then((m) => m.AulasRealizadasPage),
  'perimetro-index': () => import('../features/perimetros/PerimetrosPage.tsx').then((m) => m.PerimetrosPage),
  EnvioAulasPraticas: () =>
    import('../features/envios-getran/EnviosGetranPage.tsx').then((m) => m.EnvioAulasPraticasPage),
  EnvioAulasPraticasTeste: () =>
    import('../features/envios-getran/EnviosGetranPage.tsx').then((m) => m.EnvioAulasPraticasTestePage),
  MonEnvioAulasPraticas: () =>
    import('../features/envios-getran/EnviosGetranPage.tsx').then((m) => m.EnvioAulasPraticasPage),
  ConfiguracaoAdm: () =>
    import('../features/estado-perfis/EstadoPerfisPage.tsx').then((m) => m.EstadoPerfisPage),
  TelegramDashboard: () =>
    import('../features/telegram/TelegramDashboardPage.tsx').then((m) => m.TelegramDashboardPage),
  LogMinimizacao: () =>
    import('../features/monitoramento-logs/LogMinimizacaoPage.tsx').then((m) => m.LogMinimizacaoPage),
  LogAgendamento: () =>
    import('../features/monitoramento-logs/LogAgendamentoPage.tsx').then((m) => m.LogAgendamentoPage),
  LogApiCandidatoPratico: () =>
    import('../features/monitoramento-logs/LogApiCandidatoPage.tsx').then((m) => m.LogApiCandidatoPage),
  aulasInstrutor: () =>
    import('../features/instrutor-aulas/InstrutorAulasPage.tsx').then((m) => m.InstrutorAulasPage),
  'aulas-praticas': () =>
    import('../features/candidato-aulas/CandidatoAulasPage.tsx').then((m) => m.CandidatoAulasPage),
  'aulas-teoricas': () =>
    import('../features/candidato-teoria/AulasTeoricasPage.tsx').then((m) => m.AulasTeoricasPage),
  'perfil-aluno': () =>
    import('../features/candidato-teoria/PerfilAlunoPage.tsx').then((m) => m.PerfilAlunoPage),
  'aulas-presenciais': () =>
    import('../features/presenca-teorica/AulasPresenciaisPage.tsx').then((m) => m.AulasPresenciaisPage),
  presenca: () => import('../features/presenca-teorica/PresencaPage.tsx').then((m) => m.PresencaPage),
  'relatorio-aulas-por-aluno': () =>
    import('../features/relatorios/AulasPorAlunoPage.tsx').then((m) => m.AulasPorAlunoPage),
  'relatorio-alunos-por-periodo': () =>
    import('../features/relatorios/AlunosPorPeriodoPage.tsx').then((m) => m.AlunosPorPeriodoPage),
  'acoes-usuarios': () =>
    import('../features/relatorios/AcoesUsuariosPage.tsx').then((m) => m.AcoesUsuariosPage),
  'relatorio-admin': () => import('../features/relatorios/AdminPage.tsx').then((m) => m.AdminPage),
  geral: () => import('../features/relatorios/GeralPage.tsx').then((m) => m.GeralPage),
  'relatorio-aulas-praticas-realizadas': () =>
    import('../features/relatorios/AulasRealizadasPage.tsx').then((m) => m.AulasRealizadasPage),
  'carga-horaria-pratica': () =>
    import('../features/relatorios/CargaHorariaPage.tsx').then((m) => m.CargaHorariaPage),
  'carga-horaria-teorica': () =>
    import('../features/turmas/CargaHorariaTeoricaPage.tsx').then((m) => m.CargaHorariaTeoricaPage),
  'listagem-turmas': () => import('../features/turmas/TurmasListPage.tsx').then((m) => m.TurmasListPage),
  'nova-turma': () => import('../features/turmas/TurmaFormPages.tsx').then((m) => m.TurmaNovaPage),
  'editar-turma': () => import('../features/turmas/TurmaFormPages.tsx').then((m) => m.TurmaEditarPage),
  'aula-teorica': () => import('../features/turmas/TurmaAulasPage.tsx').then((m) => m.TurmaAulasPage),
  'reposicao-turma': () => import('../features/turmas/ReposicaoPage.tsx').then((m) => m.ReposicaoPage),
  notifications: () =>
    import('../features/notificacoes/NotificacoesPage.tsx').then((m) => m.NotificacoesPage),
  'notifications-changelog': () =>
    import('../features/notificacoes/NotificacoesPage.tsx').then((m) => m.NotificacoesChangelogPage),
  Avisos: () => import('../features/notificacoes/AvisosPage.tsx').then((m) => m.AvisosPage),
  'seguranca-conta': () =>
    import('../features/seguranca-conta/SegurancaContaPage.tsx').then((m) => m.SegurancaContaPage),
  'monitoramento-pratica': () =>
    import('../features/evidencias/EvidenciasPages.tsx').then((m) => m.MonitoramentoPraticaPage),
  'monitoramento-upload': () =>
    import('../features/evidencias/UploadEvidenciasPage.tsx').then((m) => m.UploadEvidenciasPage),
  ListarAulasPraticas: () =>
    import('../features/evidencias/EvidenciasPages.tsx').then((m) => m.ListarAulasPraticasPage),
  'relatorio-contestacao': () =>
    import('../features/evidencias/RelatorioContestacaoPage.tsx').then((m) => m.RelatorioContestacaoPage),
  'monitoramento-virtual': () =>
    import('../features/monitoramento-ead/AulasVirtuaisPages.tsx').then((m) => m.MonitoramentoVirtualPage),
  ListarAulasVirtuais: () =>
    import('../features/monitoramento-ead/AulasVirtuaisPages.tsx').then((m) => m.ListarAulasVirtuaisPage),
  SalaMonitoramento: () =>
    import('../features/monitoramento-ead/AulasVirtuaisPages.tsx').then((m) => m.SalaMonitoramentoPage),
  DashboardMonitoramento: () =>
    import('../features/monitoramento/DashboardMonitoramentoPage.tsx').then(
      (m) => m.DashboardMonitoramentoPage,
    ),
  ListarAlunos: () => import('../features/monitoramento/ListasPages.tsx').then((m) => m.ListarAlunosPage),
  ListarInstrutores: () =>
    import('../features/monitoramento/ListasPages.tsx').then((m) => m.ListarInstrutoresPage),
  ListarVeiculos: () => import('../features/monitoramento/ListasPages.tsx').then((m) => m.ListarVeiculosPage),
  ListarSalas: () => import('../features/monitoramento/ListasPages.tsx').then((m) => m.ListarSalasPage),
  ListarTurmasTeoricas: () =>
    import('../features/monitoramento/ListasPages.tsx').then((m) => m.ListarTurmasTeoricasPage),
  ListarAulasPresenciais: () =>
    import('../features/monitoramento/ListasPages.tsx').then((m) => m.ListarAulasPresenciaisPage),
  SalaPresencial: () => import('../features/monitoramento/SalasPages.tsx').then((m) => m.SalaPresencialPage),
  'monitorar-sala': () => import('../features/monitoramento/SalasPages.tsx').then((m) => m.MonitorarSalaPage),
  'monitorar-sala-max': () =>
    import('../features/monitoramento/SalasPages.tsx').then((m) => m.MonitorarSalaMaxPage),
  'monitorar-sala-teorica': () =>
    import('../features/monitoramento/SalasPages.tsx').then((m) => m.MonitorarSalaTeoricaPage),
  'monitoramento-teorica': () =>
    import('../features/monitoramento/TeoricaDoDiaPage.tsx').then((m) => m.MonitoramentoTeoricaPage),
  'relatorio-monitoramento': () =>
    import('../features/monitoramento/RelatorioPages.tsx').then((m) => m.RelatorioMonitoramentoEscolaPage),
  ListarRelatorios: () =>
    import('../features/monitoramento/RelatorioPages.tsx').then((m) => m.RelatorioMonitoramentoTodasPage),
  RelatorioMonitoramento: () =>
    import('../features/monitoramento/RelatorioPages.tsx').then((m) => m.RelatorioMonitoramentoTodasPage),
  ead: () => import('../features/ead/EadPage.tsx').then((m) => m.EadPage),
  'ead-instrutor': () =>
    import('../features/ead-instrutor/EadInstrutorPage.tsx').then((m) => m.EadInstrutorPage),
  FeedAlunos: () => import('../features/fotos/FeedFotosPage.tsx').then((m) => m.FeedFotosPage),
  'feed-alunos': () => import('../features/fotos/FeedFotosPage.tsx').then((m) => m.FeedFotosPage),
  'fotos-teoricas': () => import('../features/fotos/FotosTeoricasPage.tsx').then((m) => m.FotosTeoricasPage),
  'Getran-listarAlunos': () => import('../features/detran/DetranPages.tsx').then((m) => m.DetranAlunosPage),
  'Getran-ListarAulasPraticas': () =>
    import('../features/detran/DetranPages.tsx').then((m) => m.DetranAulasPraticasPage),
  'Getran-ListarTurmasTeoricas': () =>
    import('../features/detran/DetranPages.tsx').then((m) => m.DetranTurmasPage),
  'Getran-ListarInstrutores': () =>
    import('../features/detran/DetranPages.tsx').then((m) => m.DetranInstrutoresPage),
  'Getran-ListarVeiculos': () =>
    import('../features/detran/DetranPages.tsx').then((m) => m.DetranVeiculosPage),
  LogAcessosAutoridade: () =>
    import('../features/detran/AcessosAutoridadePage.tsx').then((m) => m.AcessosAutoridadePage),
  relatorios: () =>
    import('../features/financeiro-relatorios/RelatoriosPage.tsx').then((m) => m.RelatoriosPage),
  'faturamento-panel': () =>
    import('../features/financeiro-relatorios/PainelFaturamentoPage.tsx').then(
      (m) => m.PainelFaturamentoPage,
    ),
  'lista-autoescolas': () =>
    import('../features/comercial/ComercialPages.tsx').then((m) => m.ListaAutoescolasPage),
  ListaAlunos: () => import('../features/comercial/ComercialPages.tsx').then((m) => m.AlunosCadastradosPage),
  RelatorioFinanceiro: () =>
    import('../features/comercial/ComercialPages.tsx').then((m) => m.RelatorioFinanceiroComercialPage),
  faturas_boletos: () =>
    import('../features/faturamento/FaturamentoPages.tsx').then((m) => m.FaturasBoletosPage),
  faturas_cadastradas: () =>
    import('../features/faturamento/FaturamentoPages.tsx').then((m) => m.AlunosFaturadosPage),
  Listar_alunos: () =>
    import('../features/faturamento/FaturamentoPages.tsx').then((m) => m.AlunosCadastradosPage),
  autoescolas: () => import('../features/faturamento/FaturamentoPages.tsx').then((m) => m.ContratosPage),
  'faturas-index': () =>
    import('../features/faturamento/FaturamentoPages.tsx').then((m) => m.EscolaFaturasPage),
  'faturas-relatorio': () =>
    import('../features/faturamento/FaturamentoPages.tsx').then((m) => m.EscolaRelatorioPage),
  'faturas-praticas': () =>
    import('../features/faturamento/FaturamentoPages.tsx').then((m) => m.EscolaFaturasPraticasPage),
  'faturas-teoricas': () =>
    import('../features/faturamento/FaturamentoPages.tsx').then((m) => m.EscolaFaturasTeoricasPage),
  'importarFaturas-financeiro': () =>
    import('../features/pagamentos/ImportarPages.tsx').then((m) => m.ImportarFaturasFinanceiroPage),
  importarFaturas: () =>
    import('../features/pagamentos/ImportarPages.tsx').then((m) => m.ImportarFaturasAdminPage),
  'historico-baixa-manual': () =>
    import('../features/pagamentos/HistoricoBaixaManualPage.tsx').then((m) => m.HistoricoBaixaManualPage),
  'produtos-servicos': () =>
    import('../features/cobrancas/ProdutosServicosPage.tsx').then((m) => m.ProdutosServicosPage),
  'criar-cobranca': () =>
    import('../features/cobrancas/CriarCobrancaPage.tsx').then((m) => m.CriarCobrancaPage),
  'buscar-cobranca': () =>
    import('../features/cobrancas/BuscarCobrancaPages.tsx').then((m) => m.BuscarCobrancaPage),
  'buscar-cobranca-admin': () =>
    import('../features/cobrancas/BuscarCobrancaPages.tsx').then((m) => m.CobrancasEscolaPage),
  'sindicato-recebimentos': () =>
    import('../features/repasses/SindicatoRecebimentosPage.tsx').then((m) => m.SindicatoRecebimentosPage),
  'relatorio-consultor': () =>
    import('../features/repasses/RelatorioConsultorPage.tsx').then((m) => m.RelatorioConsultorPage),
  underConstruction: () =>
    import('../features/under-construction/UnderConstructionPage.tsx').then((m) => m.UnderConstructionPage),
} satisfies Record<Exclude<ScreenId, LoginScreenId>, ScreenLoader>;
