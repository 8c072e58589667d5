import { DASHBOARD_DIAS, type DashboardEscola, type DashboardMonitoramento } from '@cfc/contract';
import { addDays, SEVERIDADES_ALERTA, type TipoAlerta, todayInSaoPaulo, utcIso } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { currentScope } from '../../platform/db/tenant.ts';
import * as repository from './dashboard-repository.ts';

type AulasPorDia = Awaited<ReturnType<typeof repository.aulasPorDia>>;

/**
 * The lessons-per-day series reads every lesson given in the chart's days (tens of thousands at
 * the medium benchmark size), and changes only when a lesson is given: each instance keeps it a
 * minute per scope and day, and forgets it when any instance says a lesson finished (the realtime
 * signal every instance receives, realtime.ts). A cache, not state: a lost entry is read again.
 */
const SERIE_TTL_MS = 60_000;
const SERIES_MAX = 500;
const series = new Map<string, { ate: number; rows: AulasPorDia }>();

export function esquecerSeries(): void {
  series.clear();
}

async function aulasPorDiaEmCache(desde: string, now: Date): Promise<AulasPorDia> {
  const key = `${desde}:${currentScope().autoescolaIds.join(',')}`;
  const cached = series.get(key);
  if (cached && cached.ate > now.getTime()) return cached.rows;
  const rows = await repository.aulasPorDia(desde);
  if (series.size >= SERIES_MAX) series.clear();
  series.set(key, { ate: now.getTime() + SERIE_TTL_MS, rows });
  return rows;
}

const iso = (value: Date | string | null) => (value === null ? null : utcIso(value));

/** The chart's São Paulo days, oldest first, today last. */
export function diasDoGrafico(now: Date): string[] {
  const hoje = todayInSaoPaulo(now);
  return Array.from({ length: DASHBOARD_DIAS }, (_, index) => addDays(hoje, index - DASHBOARD_DIAS + 1));
}

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
    pendentes: await repository.enviosPendentes(primeiro),
    rejeitados: await repository.enviosRejeitados(primeiro),
    aulasPorDia: await aulasPorDiaEmCache(primeiro, now),
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
  for (const row of lido.pendentes) {
    pendentes += row.total;
    const escola = escolas.get(row.autoescola_id);
    if (escola) escola.envios_pendentes = row.total;
  }
  for (const row of lido.rejeitados) {
    rejeitados += row.total;
    const escola = escolas.get(row.autoescola_id);
    if (escola) escola.envios_rejeitados = row.total;
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
