import { type GeralDia, relatoriosApi } from '@cfc/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { displayDate } from '../../ui/format.ts';
import { useGeral } from './api.ts';
import { PeriodoFilters, periodoOf } from './components/PeriodoFilters.tsx';
import { PeriodoResumo } from './components/PeriodoResumo.tsx';
import { RelatorioChart } from './components/RelatorioChart.tsx';
import { RelatorioPage } from './components/RelatorioPage.tsx';

const numero = new Intl.NumberFormat('pt-BR');
const P = 'relatorios.geral';
/** The counts shown as columns, in the table's order. */
const CAMPOS = [
  'processos_abertos',
  'aulas_realizadas',
  'aulas_agendadas',
  'aulas_canceladas',
  'aulas_faltas',
  'horas_realizadas',
  'aulas_teoricas',
  'getran_aceitas',
  'getran_rejeitadas',
  'getran_pendentes',
  'alertas',
] as const;
const ALERTA: Partial<Record<(typeof CAMPOS)[number], string>> = {
  aulas_faltas: 'danger.7',
  getran_rejeitadas: 'danger.7',
  alertas: 'warning.8',
};
/** 'YYYY-MM-DD' as the chart's axis reads it: 'DD/MM'. */
const diaCurto = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

/** admin/relatorios/geral: the school's period day by day, with its totals and a chart of the lessons. */
export function GeralPage() {
  const { t } = useTranslation();
  const table = useTableParams('data');
  const filtros = periodoOf(table);
  const query = useGeral(table.params, filtros);
  const totais = query.data?.totais;
  const periodo = query.data?.periodo;

  const columns: DataTableColumn<GeralDia>[] = [
    {
      key: 'data',
      header: t(`${P}.columns.data`),
      sortField: 'data',
      render: (dia) => displayDate(dia.data, true),
    },
    ...CAMPOS.map(
      (campo): DataTableColumn<GeralDia> => ({
        key: campo,
        header: t(`${P}.columns.${campo}`),
        sortField: campo,
        align: 'right',
        render: (dia) => (
          <Text size="sm" c={dia[campo] > 0 ? ALERTA[campo] : 'dimmed'}>
            {dia[campo]}
          </Text>
        ),
      }),
    ),
  ];

  const dias = query.data?.serie ?? [];
  return (
    <RelatorioPage
      name="geral"
      relatorio={relatoriosApi.listGeral.path}
      table={table}
      filtros={filtros}
      summary={<PeriodoResumo periodo={periodo} />}
      figuras={
        totais && [
          { label: t(`${P}.columns.processos_abertos`), value: numero.format(totais.processos_abertos) },
          {
            label: t(`${P}.totaisLabel.praticas`),
            value: numero.format(totais.aulas_realizadas),
            hint: t(`${P}.totaisLabel.praticasHint`, {
              horas: totais.horas_realizadas,
              faltas: totais.aulas_faltas,
            }),
          },
          {
            label: t(`${P}.totaisLabel.teoricas`),
            value: numero.format(totais.teoricas_realizadas),
            hint: t(`${P}.totaisLabel.teoricasHint`, { count: totais.aulas_teoricas }),
          },
          {
            label: t(`${P}.totaisLabel.getran`),
            value: numero.format(totais.getran_aceitas),
            hint: t(`${P}.totaisLabel.getranHint`, {
              rejeitadas: totais.getran_rejeitadas,
              pendentes: totais.getran_pendentes,
            }),
            color: totais.getran_rejeitadas > 0 ? 'danger.7' : undefined,
          },
          {
            label: t(`${P}.columns.alertas`),
            value: numero.format(totais.alertas),
            color: totais.alertas > 0 ? 'warning.8' : undefined,
          },
        ]
      }
      chart={
        dias.length > 0 && (
          <RelatorioChart
            title={t(`${P}.chart`)}
            data={dias.map((dia) => ({
              dia: diaCurto(dia.data),
              aulas_realizadas: dia.aulas_realizadas,
              aulas_agendadas: dia.aulas_agendadas,
              aulas_canceladas: dia.aulas_canceladas,
              aulas_faltas: dia.aulas_faltas,
            }))}
            dataKey="dia"
            stacked
            series={[
              { name: 'aulas_realizadas', label: t(`${P}.columns.aulas_realizadas`), color: 'brand.6' },
              { name: 'aulas_agendadas', label: t(`${P}.columns.aulas_agendadas`), color: 'info.6' },
              { name: 'aulas_canceladas', label: t(`${P}.columns.aulas_canceladas`), color: 'gray.5' },
              { name: 'aulas_faltas', label: t(`${P}.columns.aulas_faltas`), color: 'danger.6' },
            ]}
          />
        )
      }
      columns={columns}
      query={query}
      rowKey={(dia) => dia.data}
      toolbar={<PeriodoFilters table={table} categoria={false} />}
      minWidth={1100}
    />
  );
}
