import { agendamentoPtBR } from '../features/agendamento/i18n/pt-BR.ts';
import { alertasPtBR } from '../features/alertas/i18n/pt-BR.ts';
import { alunosPtBR } from '../features/alunos/i18n/pt-BR.ts';
import { camerasPtBR } from '../features/cameras/i18n/pt-BR.ts';
import { candidatoAulasPtBR } from '../features/candidato-aulas/i18n/pt-BR.ts';
import { candidatoTeoriaPtBR } from '../features/candidato-teoria/i18n/pt-BR.ts';
import { cfcPtBR } from '../features/cfc/i18n/pt-BR.ts';
import { cobrancasPtBR } from '../features/cobrancas/i18n/pt-BR.ts';
import { comercialPtBR } from '../features/comercial/i18n/pt-BR.ts';
import { detranPtBR } from '../features/detran/i18n/pt-BR.ts';
import { eadPtBR } from '../features/ead/i18n/pt-BR.ts';
import { eadInstrutorPtBR } from '../features/ead-instrutor/i18n/pt-BR.ts';
import { enviosGetranPtBR } from '../features/envios-getran/i18n/pt-BR.ts';
import { estadoPerfisPtBR } from '../features/estado-perfis/i18n/pt-BR.ts';
import { evidenciasPtBR } from '../features/evidencias/i18n/pt-BR.ts';
import { faturamentoPtBR } from '../features/faturamento/i18n/pt-BR.ts';
import { financeiroRelatoriosPtBR } from '../features/financeiro-relatorios/i18n/pt-BR.ts';
import { fotosPtBR } from '../features/fotos/i18n/pt-BR.ts';
import { instrutorAulasPtBR } from '../features/instrutor-aulas/i18n/pt-BR.ts';
import { instrutoresPtBR } from '../features/instrutores/i18n/pt-BR.ts';
import { monitoramentoPtBR } from '../features/monitoramento/i18n/pt-BR.ts';
import { monitoramentoEadPtBR } from '../features/monitoramento-ead/i18n/pt-BR.ts';
import { monitoramentoLogsPtBR } from '../features/monitoramento-logs/i18n/pt-BR.ts';
import { notificacoesPtBR } from '../features/notificacoes/i18n/pt-BR.ts';
import { pagamentosPtBR } from '../features/pagamentos/i18n/pt-BR.ts';
import { perimetrosPtBR } from '../features/perimetros/i18n/pt-BR.ts';
import { planosPtBR } from '../features/planos/i18n/pt-BR.ts';
import { presencaTeoricaPtBR } from '../features/presenca-teorica/i18n/pt-BR.ts';
import { processosPtBR } from '../features/processos/i18n/pt-BR.ts';
import { referenciaFacialPtBR } from '../features/referencia-facial/i18n/pt-BR.ts';
import { relatoriosPtBR } from '../features/relatorios/i18n/pt-BR.ts';
import { repassesPtBR } from '../features/repasses/i18n/pt-BR.ts';
import { salasPtBR } from '../features/salas/i18n/pt-BR.ts';
import { segurancaContaPtBR } from '../features/seguranca-conta/i18n/pt-BR.ts';
import { telegramPtBR } from '../features/telegram/i18n/pt-BR.ts';
import { turmasPtBR } from '../features/turmas/i18n/pt-BR.ts';
import { usuariosPtBR } from '../features/usuarios/i18n/pt-BR.ts';
import { veiculosPtBR } from '../features/veiculos/i18n/pt-BR.ts';

/**
 * The Portuguese texts of the screens behind the login, one per feature. They load with the first
 * such screen (feature-texts.ts), so the login pages do not carry them.
 */
export const ptBRFeatures = {
  usuarios: usuariosPtBR,
  instrutores: instrutoresPtBR,
  veiculos: veiculosPtBR,
  salas: salasPtBR,
  processos: processosPtBR,
  planos: planosPtBR,
  perimetros: perimetrosPtBR,
  estadoPerfis: estadoPerfisPtBR,
  evidencias: evidenciasPtBR,
  alertas: alertasPtBR,
  financeiroRelatorios: financeiroRelatoriosPtBR,
  comercial: comercialPtBR,
  faturamento: faturamentoPtBR,
  cobrancas: cobrancasPtBR,
  repasses: repassesPtBR,
  cameras: camerasPtBR,
  cfc: cfcPtBR,
  alunos: alunosPtBR,
  agendamento: agendamentoPtBR,
  enviosGetran: enviosGetranPtBR,
  relatorios: relatoriosPtBR,
  instrutorAulas: instrutorAulasPtBR,
  candidatoAulas: candidatoAulasPtBR,
  presencaTeorica: presencaTeoricaPtBR,
  candidatoTeoria: candidatoTeoriaPtBR,
  notificacoes: notificacoesPtBR,
  pagamentos: pagamentosPtBR,
  segurancaConta: segurancaContaPtBR,
  turmas: turmasPtBR,
  monitoramentoEad: monitoramentoEadPtBR,
  monitoramentoLogs: monitoramentoLogsPtBR,
  telegram: telegramPtBR,
  detran: detranPtBR,
  fotos: fotosPtBR,
  monitoramento: monitoramentoPtBR,
  referenciaFacial: referenciaFacialPtBR,
  ead: eadPtBR,
  eadInstrutor: eadInstrutorPtBR,
};
