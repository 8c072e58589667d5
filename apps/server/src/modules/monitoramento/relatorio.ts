import type {
  RelatorioMonitoramento,
  RelatorioMonitoramentoLinha,
  RelatorioMonitoramentoQuery,
} from '@cfc/contract';
import { addDays, atSaoPaulo, type TipoAlerta } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { escolas } from './dashboard-repository.ts';
import * as repository from './relatorio-repository.ts';

type Totais = RelatorioMonitoramento['totais'];

const NUMEROS = [
  'aulas_realizadas',
  'evidencia_completa',
  'contingencia',
  'fotos_confere',
  'fotos_falha',
  'alertas',
  'alertas_abertos',
  'envios_aceitos',
  'envios_rejeitados',
] as const satisfies readonly (keyof Totais)[];

const vazio = (): Totais => ({
  ...(Object.fromEntries(NUMEROS.map((campo) => [campo, 0])) as Record<(typeof NUMEROS)[number], number>),
  alertas_por_tipo: {},
});

function somar(total: Totais, linha: Totais): void {
  for (const campo of NUMEROS) total[campo] += linha[campo];
  for (const [tipo, quantos] of Object.entries(linha.alertas_por_tipo) as [TipoAlerta, number][]) {
    total.alertas_por_tipo[tipo] = (total.alertas_por_tipo[tipo] ?? 0) + quantos;
  }
}

/**
 * The monitoring report of the schools in scope (or one of them) over São Paulo days `de`..`ate`:
 * one line per school and the totals. Runs in the current tenant transaction (the exports' too).
 */
export async function lerRelatorio(query: RelatorioMonitoramentoQuery): Promise<RelatorioMonitoramento> {
  const periodo = { desde: atSaoPaulo(query.de), ate: atSaoPaulo(addDays(query.ate, 1)) };
  const autoescola = query.autoescola ?? undefined;
  const [lista, aulas, fotos, alertas] = [
    await escolas(autoescola),
    await repository.aulas(periodo, autoescola),
    await repository.fotos(periodo, autoescola),
    await repository.alertas(periodo, autoescola),
  ];
  const linhas = new Map<number, RelatorioMonitoramentoLinha>(
    lista.map((escola) => [
      escola.id,
      {
        id_autoescola: escola.id,
        autoescola: escola.slug,
        autoescola_nome: escola.nome_fantasia,
        ...vazio(),
      },
    ]),
  );
  for (const { autoescola_id, ...numeros } of aulas) {
    const linha = linhas.get(autoescola_id);
    if (linha) Object.assign(linha, numeros);
  }
  for (const row of fotos) {
    const linha = linhas.get(row.autoescola_id);
    if (!linha) continue;
    linha.fotos_confere = row.fotos_confere;
    linha.fotos_falha = row.fotos_falha;
  }
  for (const row of alertas) {
    const linha = linhas.get(row.autoescola_id);
    if (!linha) continue;
    linha.alertas += row.total;
    if (row.estado === 'aberto') linha.alertas_abertos += row.total;
    linha.alertas_por_tipo[row.tipo] = (linha.alertas_por_tipo[row.tipo] ?? 0) + row.total;
  }
  const totais = vazio();
  for (const linha of linhas.values()) somar(totais, linha);
  return { linhas: [...linhas.values()], totais };
}

export const relatorioMonitoramento = (ctx: RequestContext, query: RelatorioMonitoramentoQuery) =>
  ctx.tenant(() => lerRelatorio(query));
