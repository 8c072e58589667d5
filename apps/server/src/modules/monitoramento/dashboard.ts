import {
  DASHBOARD_DIAS,
  type DashboardEscola,
  type DashboardMonitoramento,
  STATUS_GETRAN_ENVIADA,
} from '@cfc/contract';
import { addDays, SEVERIDADES_ALERTA, type TipoAlerta, todayInSaoPaulo, utcIso } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import * as repository from './dashboard-repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : utcIso(value));

/** The chart's São Paulo days, oldest first, today last. */
export function diasDoGrafico(now: Date): string[] {
  const hoje = todayInSaoPaulo(now);
  return Array.from({ length: DASHBOARD_DIAS }, (_, index) => addDays(hoje, index - DASHBOARD_DIAS + 1));
}

/** Whether a send status is the authority's refusal (anything but the answers that count as sent). */
export const isRejeicao = (status: string | null) =>
  status !== null && !(STATUS_GETRAN_ENVIADA as readonly string[]).includes(status);

/**
 * The monitoring dashboard (DashboardMonitoramento): every school the caller may see, in one tenant
 * transaction of a few aggregate queries.
 */
export async function dashboardMonitoramento(
  ctx: RequestContext,
  now = new Date(),
): Promise<DashboardMonitoramento> {
  const dias = diasDoGrafico(now);
  const [primeiro = todayInSaoPaulo(now)] = dias;
  const lido = await ctx.tenant(async () => ({
    escolas: await repository.escolas(),
    andamento: await repository.aulasEmAndamento(),
    andamentoPorEscola: await repository.andamentoPorEscola(),
    alertas: await repository.alertasAbertos(),
    cameras: await repository.camerasOffline(),
    envios: await repository.envios(),
    aulasPorDia: await repository.aulasPorDia(primeiro),
  }));

  const escolas = new Map<number, DashboardEscola>(
    lido.escolas.map((escola) => [
      escola.id,
      {
        id_autoescola: escola.id,
        autoescola: escola.slug,
        autoescola_nome: escola.nome_fantasia,
        aulas_em_andamento: 0,
        alertas_abertos: 0,
        cameras_offline: 0,
        envios_pendentes: 0,
        envios_rejeitados: 0,
        aulas_por_dia: dias.map(() => 0),
        alertas_por_tipo: {},
      },
    ]),
  );
  const alertasAbertos = Object.fromEntries(SEVERIDADES_ALERTA.map((s) => [s, 0])) as Record<
    (typeof SEVERIDADES_ALERTA)[number],
    number
  >;
  for (const row of lido.andamentoPorEscola) {
    const escola = escolas.get(row.autoescola_id);
    if (escola) escola.aulas_em_andamento = row.total;
  }
  for (const row of lido.alertas) {
    alertasAbertos[row.severidade] += row.total;
    const escola = escolas.get(row.autoescola_id);
    if (!escola) continue;
    escola.alertas_abertos += row.total;
    const tipo: TipoAlerta = row.tipo;
    escola.alertas_por_tipo[tipo] = (escola.alertas_por_tipo[tipo] ?? 0) + row.total;
  }
  for (const camera of lido.cameras) {
    const escola = escolas.get(camera.id_autoescola);
    if (escola) escola.cameras_offline += 1;
  }
  let pendentes = 0;
  let rejeitados = 0;
  for (const row of lido.envios) {
    pendentes += row.pendentes;
    rejeitados += row.rejeitados;
    const escola = escolas.get(row.autoescola_id);
    if (!escola) continue;
    escola.envios_pendentes = row.pendentes;
    escola.envios_rejeitados = row.rejeitados;
  }
  for (const row of lido.aulasPorDia) {
    const index = dias.indexOf(row.dia);
    const escola = escolas.get(row.autoescola_id);
    if (escola && index >= 0) escola.aulas_por_dia[index] = row.total;
  }

  return {
    gerado_em: now.toISOString(),
    dias,
    aulas_em_andamento: lido.andamento.map((aula) => ({
      ...aula,
      iniciada_em: utcIso(aula.iniciada_em),
      ultima_posicao_em: iso(aula.ultima_posicao_em),
    })),
    alertas_abertos: alertasAbertos,
    cameras_offline: lido.cameras.map((camera) => ({ ...camera, verificado_em: iso(camera.verificado_em) })),
    envios: { pendentes, rejeitados },
    escolas: [...escolas.values()],
  };
}
