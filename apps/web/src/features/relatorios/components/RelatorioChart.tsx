import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';

/** A report's bar chart in a titled card, between its totals and its table. */
export function RelatorioChart({
  title,
  data,
  dataKey,
  series,
  stacked = false,
}: {
  readonly title: string;
  readonly data: Record<string, string | number>[];
  readonly dataKey: string;
  readonly series: BarChartSeries[];
  readonly stacked?: boolean;
}) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="md" mb="md">
      <Text size="sm" fw={600} mb="xs">
        {title}
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey={dataKey}
        series={series}
        type={stacked ? 'stacked' : 'default'}
        withLegend={series.length > 1}
      />
    </Paper>
  );
}
