import { contingenciaPercentual, type LessonsInMonth } from './agendamento.ts';
import { type Achado, achadoDe, decimalDoAchado, horaDoAchado, type Limiares } from './alertas-regras.ts';

/**
 * The school rules of the monitoring alerts (docs/monitoring.md): a month's contingency share, the
 * authority's repeated rejections, a room camera offline during a theory session. Pure, as the lesson
 * rules of alertas-regras.ts; a value exactly at its threshold never fires.
 */

/** A month's contingency lessons over the state's share ('YYYY-MM'). */
export function contingenciaAcima(mes: string, noMes: LessonsInMonth, limites: Limiares): Achado[] {
  const maximo = limites.contingenciaPercentualMaximo;
  if (maximo === null || noMes.total === 0) return [];
  const percentual = contingenciaPercentual(noMes);
  if (percentual <= maximo) return [];
  return [
    achadoDe(
      'contingencia_acima',
      `contingencia_acima:${mes}`,
      `${noMes.contingencia} de ${noMes.total} aulas de ${mes} são de contingência (${decimalDoAchado(percentual)}%); o limite do estado é ${maximo}%.`,
      { mes, ...noMes, percentual: Number(percentual.toFixed(1)), limite: maximo },
      [],
    ),
  ];
}

export interface Rejeicao {
  envioId: number;
  aulaId: number;
  em: string;
  status: string;
}

/**
 * The authority's rejections of the last `alertaRejeicoesDias` days (before `agora`): as many as
 * `alertaRejeicoesQuantidade` make an alert (a count: one fewer does not fire). Named by the day of
 * the oldest rejection counted.
 */
export function rejeicoesRepetidas(rejeicoes: readonly Rejeicao[], limites: Limiares, agora: Date): Achado[] {
  const desde = agora.getTime() - limites.alertaRejeicoesDias * 86_400_000;
  const recentes = rejeicoes
    .filter((r) => Date.parse(r.em) > desde && Date.parse(r.em) <= agora.getTime())
    .sort((a, b) => Date.parse(a.em) - Date.parse(b.em));
  const [primeira] = recentes;
  if (!primeira || recentes.length < limites.alertaRejeicoesQuantidade) return [];
  return [
    achadoDe(
      'rejeicoes_repetidas',
      `rejeicoes_repetidas:${primeira.em.slice(0, 10)}`,
      `${recentes.length} aulas rejeitadas pelo DETRAN nos últimos ${limites.alertaRejeicoesDias} dias; o alerta vale a partir de ${limites.alertaRejeicoesQuantidade}.`,
      {
        rejeicoes: recentes.length,
        quantidade: limites.alertaRejeicoesQuantidade,
        dias: limites.alertaRejeicoesDias,
        motivos: [...new Set(recentes.map((r) => r.status))],
      },
      recentes.map((r) => ({
        tipo: 'envio' as const,
        id: r.envioId,
        rotulo: `Aula ${r.aulaId}: ${r.status}`,
      })),
    ),
  ];
}

export interface SessaoMonitorada {
  aulaTeoricaId: number;
  inicio: string;
  /** Null while it is open. */
  fim: string | null;
}

export interface CameraDaSala {
  cameraId: number;
  nome: string;
  /** When it went offline, null while online. */
  offlineDesde: string | null;
}

/** Each room camera offline longer than the threshold while the session ran. */
export function camerasOffline(
  sessao: SessaoMonitorada,
  cameras: readonly CameraDaSala[],
  limites: Limiares,
  agora: Date,
): Achado[] {
  const fimSessao = sessao.fim ? Date.parse(sessao.fim) : agora.getTime();
  return cameras.flatMap((camera): Achado[] => {
    if (!camera.offlineDesde) return [];
    const de = Math.max(Date.parse(camera.offlineDesde), Date.parse(sessao.inicio));
    const minutos = (Math.min(agora.getTime(), fimSessao) - de) / 60_000;
    if (minutos <= limites.alertaCameraOfflineMinutos) return [];
    return [
      achadoDe(
        'camera_offline',
        `camera_offline:aula_teorica:${sessao.aulaTeoricaId}:camera:${camera.cameraId}`,
        `A câmera ${camera.nome} ficou ${Math.floor(minutos)} min sem sinal durante a aula teórica (desde ${horaDoAchado(new Date(de).toISOString())}); o limite é ${limites.alertaCameraOfflineMinutos} min.`,
        {
          minutos: Math.floor(minutos),
          limite: limites.alertaCameraOfflineMinutos,
          desde: camera.offlineDesde,
        },
        [
          { tipo: 'aula_teorica', id: sessao.aulaTeoricaId, rotulo: `Aula teórica ${sessao.aulaTeoricaId}` },
          { tipo: 'camera', id: camera.cameraId, rotulo: camera.nome },
        ],
      ),
    ];
  });
}
