import { DASHBOARD_DIAS, type DashboardEscola, type DashboardMonitoramento } from '@cfc/contract';
import { addDays, SEVERIDADES_ALERTA, type TipoAlerta, todayInSaoPaulo, utcIso } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { ShortCache } from '../../platform/cache/short-cache.ts';
import * as repository from './dashboard-repository.ts';

/**
 * Every monitoring screen polls the dashboard, and each answer is some 15 ms of database work: each
 * instance keeps the answer a few seconds per scope (the schools the caller sees) and forgets it
 * when any instance says a lesson started or finished or an alert changed (realtime.ts), so the
 * live pushes are read fresh. What changes without a signal (cameras, sends) is at most this old.
 */
const DASHBOARD_TTL_MS = 5_000;
const paineis = new ShortCache<DashboardMonitoramento>(DASHBOARD_TTL_MS);

/**
 * The lessons-per-day series reads every lesson given in the chart's days (tens of thousands at
 * the medium benchmark size) and changes only when a lesson is given: kept a minute per scope and
 * day, forgotten when any instance says a lesson finished.
 */
const SERIE_TTL_MS = 60_000;
const series = new ShortCache<Awaited<ReturnType<typeof repository.aulasPorDia>>>(SERIE_TTL_MS);

/** Something the dashboard counts changed: `aulaRealizada` when a lesson was given. */
export function esquecerPaineis(aulaRealizada: boolean): void {
  paineis.clear();
  if (aulaRealizada) series.clear();
}

const iso = (value: Date | string | null) => (value === null ? null : utcIso(value));

/** The chart's São Paulo days, oldest first, today last. */
export function diasDoGrafico(now: Date): string[] {
  const hoje = todayInSaoPaulo(now);
  return Array.from({ length: DASHBOARD_DIAS }, (_, index) => addDays(hoje, index - DASHBOARD_DIAS + 1));
}

/**
 * The monitoring dashboard (DashboardMonitoramento): every school the caller may see, in one tenant
 * transaction of a few aggregate queries, or as read a moment ago for the same schools.
 */
export function dashboardMonitoramento(
  ctx: RequestContext,
  now = new Date(),
): Promise<DashboardMonitoramento> {
  const key = `${todayInSaoPaulo(now)}:${ctx.scope.autoescolaIds.join(',')}`;
  return paineis.get(key, () => lerDashboard(ctx, now), now.getTime());
}

async function lerDashboard(ctx: RequestContext, now: Date): Promise<DashboardMonitoramento> {
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
    aulasPorDia: await series.get(`${primeiro}:${ctx.scope.autoescolaIds.join(',')}`, () =>
      repository.aulasPorDia(primeiro),
    ),
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
