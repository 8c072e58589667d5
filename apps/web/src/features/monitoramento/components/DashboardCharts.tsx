import '@mantine/charts/styles.css';
import type { DashboardMonitoramento } from '@cfc/contract';
import { ALERTAS, TIPOS_ALERTA } from '@cfc/domain';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from './DashboardTables.tsx';

/** One colour per school, in the order the schools come. */
export const ESCOLA_COLORS = ['brand.6', 'info.6', 'warning.6', 'danger.6', 'grape.6', 'teal.6', 'orange.6'];
export const escolaColor = (index: number) => ESCOLA_COLORS[index % ESCOLA_COLORS.length] ?? 'gray.6';

/** 'YYYY-MM-DD' as the axis reads it: 'DD/MM'. */
const diaCurto = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

/** The per-school charts: lessons given per day, open alerts by kind, sends pending and rejected. */
export function DashboardCharts({ dados }: { readonly dados: DashboardMonitoramento }) {
  const { t } = useTranslation();
  const series = dados.escolas.map((escola, index) => ({
    name: escola.autoescola,
    label: escola.autoescola_nome,
    color: escolaColor(index),
  }));
  const aulasPorDia = dados.dias.map((dia, index) => ({
    dia: diaCurto(dia),
    ...Object.fromEntries(
      dados.escolas.map((escola) => [escola.autoescola, escola.aulas_por_dia[index] ?? 0]),
    ),
  }));
  const tipos = TIPOS_ALERTA.filter((tipo) => dados.escolas.some((escola) => escola.alertas_por_tipo[tipo]));
  const alertasPorTipo = tipos.map((tipo) => ({
    tipo: ALERTAS[tipo].titulo,
    ...Object.fromEntries(
      dados.escolas.map((escola) => [escola.autoescola, escola.alertas_por_tipo[tipo] ?? 0]),
    ),
  }));
  const envios = dados.escolas.map((escola) => ({
    escola: escola.autoescola_nome,
    pendentes: escola.envios_pendentes,
    rejeitados: escola.envios_rejeitados,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      <Section title={t('monitoramento.dashboard.graficos.aulasPorDia')}>
        <LineChart h={220} data={aulasPorDia} dataKey="dia" series={series} withLegend curveType="monotone" />
      </Section>
      <Section title={t('monitoramento.dashboard.graficos.alertasPorTipo')}>
        {tipos.length === 0 ? (
          <Text c="dimmed">{t('monitoramento.dashboard.graficos.semAlertas')}</Text>
        ) : (
          <BarChart h={220} data={alertasPorTipo} dataKey="tipo" series={series} type="stacked" withLegend />
        )}
      </Section>
      <Section title={t('monitoramento.dashboard.graficos.envios')}>
        <BarChart
          h={220}
          data={envios}
          dataKey="escola"
          withLegend
          series={[
            { name: 'pendentes', label: t('monitoramento.dashboard.graficos.pendentes'), color: 'info.6' },
            {
              name: 'rejeitados',
              label: t('monitoramento.dashboard.graficos.rejeitados'),
              color: 'danger.6',
            },
          ]}
        />
      </Section>
    </SimpleGrid>
  );
}
