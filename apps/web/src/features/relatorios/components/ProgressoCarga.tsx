import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProgressoCargaProps {
  /** The share of the required hours done, 0 to 100. */
  readonly percentual: number;
  readonly completo: boolean;
  readonly texts: {
    /** Beside the figure once the hours are met, e.g. 'Completa'. */
    readonly completo: string;
    /** The bar's accessible name, e.g. '40% da carga horária'. */
    readonly percentual: string;
  };
  /** What follows the bar, e.g. the eligibility for the exam. */
  readonly children?: ReactNode;
}

/** The progress cell of the hours reports (practical and theory): the percentage and its bar. */
export function ProgressoCarga({ percentual, completo, texts, children }: ProgressoCargaProps) {
  return (
    <Stack gap={4} miw={110}>
      <Group justify="space-between" gap={4}>
        <Text size="xs" fw={600}>{`${percentual}%`}</Text>
        {completo && (
          <Text size="xs" c="brand.8" fw={600}>
            {texts.completo}
          </Text>
        )}
      </Group>
      <Progress
        value={percentual}
        color={completo ? 'brand' : 'info'}
        size="sm"
        aria-label={texts.percentual}
      />
      {children}
    </Stack>
  );
}
