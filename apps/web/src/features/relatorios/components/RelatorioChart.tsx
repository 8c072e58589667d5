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
  horizontal = false,
}: {
  readonly title: string;
  readonly data: Record<string, string | number>[];
  readonly dataKey: string;
  readonly series: BarChartSeries[];
  readonly stacked?: boolean;
  /** Bars along the x axis, for long category names. */
  readonly horizontal?: boolean;
}) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="md" mb="md">
      <Text size="sm" fw={600} mb="xs">
        {title}
      </Text>
      <BarChart
        h={horizontal ? Math.max(160, data.length * 28) : 220}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        yAxisProps={horizontal ? { width: 150 } : undefined}
        data={data}
        dataKey={dataKey}
        series={series}
        type={stacked ? 'stacked' : 'default'}
        withLegend={series.length > 1}
      />
    </Paper>
  );
}
