import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

export interface Figura {
  readonly label: string;
  readonly value: string;
  /** A line under the figure, e.g. 'de 40 exigidas'. */
  readonly hint?: string;
  readonly color?: string;
}

/** The totals of a report as figures above its table (of every matching row, not only the page). */
export function Totais({
  label,
  figuras,
}: {
  readonly label: string;
  readonly figuras: readonly Figura[] | undefined;
}) {
  return (
    <SimpleGrid
      component="section"
      aria-label={label}
      cols={{ base: 2, md: (figuras?.length ?? 4) > 4 ? 5 : 4 }}
      spacing="md"
      mb="md"
    >
      {figuras === undefined
        ? [0, 1, 2, 3].map((key) => <Skeleton key={key} h={86} radius="md" />)
        : figuras.map((figura) => (
            <Paper key={figura.label} withBorder radius="md" p="md">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {figura.label}
              </Text>
              <Text fz={{ base: 20, sm: 26 }} fw={700} c={figura.color} lh={1.3}>
                {figura.value}
              </Text>
              {figura.hint && (
                <Text size="xs" c="dimmed">
                  {figura.hint}
                </Text>
              )}
            </Paper>
          ))}
    </SimpleGrid>
  );
}
