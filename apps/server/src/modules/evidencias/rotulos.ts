import type { EvidenciaAula } from '@cfc/contract';

/**
 * The Portuguese words of the contestation report's PDF (a document: its texts are data, in the
 * language of the authority, whatever the interface's). The screens have theirs in the web's i18n.
 */

type Linha = EvidenciaAula['linha_do_tempo'][number];

const ACOES: Record<string, string> = {
  agendada: 'Aula agendada',
  remarcada: 'Aula remarcada',
  cancelada: 'Aula cancelada',
  status: 'Situação alterada',
  anotacao_removida: 'Anotação removida',
  corrigida: 'Horários corrigidos',
  contingencia: 'Marcada como contingência',
  enviar: 'Envio ao GETRAN',
  corrigir: 'Correção enviada ao GETRAN',
  verificar: 'Verificação local antes do envio',
};

export const ROTULOS = {
  status: {
    agendada: 'Agendada',
    em_andamento: 'Em andamento',
    realizada: 'Realizada',
    cancelada: 'Cancelada',
  },
  momento: { inicio: 'Foto de início', fim: 'Foto de fim' },
  verificacao: {
    pendente: 'Verificação pendente',
    confere: 'Rosto confere',
    sem_rosto: 'Nenhum rosto',
    varios_rostos: 'Vários rostos',
    divergente: 'Rosto não confere',
    sem_referencia: 'Sem foto de referência',
    erro: 'Erro na verificação',
  },
  severidade: { baixa: 'Baixa', media: 'Média', alta: 'Alta' },
  estadoAlerta: {
    aberto: 'Aberto',
    reconhecido: 'Reconhecido',
    resolvido: 'Resolvido',
    contestado: 'Contestado',
  },
  linha(linha: Linha): string {
    switch (linha.tipo) {
      case 'inicio':
        return 'Aula iniciada';
      case 'fim':
        return 'Aula finalizada';
      case 'foto':
        return linha.acao === 'inicio' ? 'Foto de início' : 'Foto de fim';
      case 'alerta':
        return 'Alerta detectado';
      case 'alerta_tratado':
        return `Alerta ${(ROTULOS.estadoAlerta as Record<string, string>)[linha.acao]?.toLowerCase() ?? linha.acao}`;
      case 'manual':
        return `Evidência manual: ${linha.acao}`;
      default:
        return ACOES[linha.acao] ?? linha.acao;
    }
  },
};
