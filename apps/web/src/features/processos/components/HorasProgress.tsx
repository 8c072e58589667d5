import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { progressOf } from '../labels.ts';

interface HorasProgressProps {
  readonly realizadas: number;
  readonly requeridas: number;
}

/** Hours done against hours required: a bar, and the figures in words for who cannot see it. */
export function HorasProgress({ realizadas, requeridas }: HorasProgressProps) {
  const { t } = useTranslation();
  const text = t('processos.horasProgress', { realizadas, requeridas });
  const value = progressOf(realizadas, requeridas);
  return (
    <Stack gap={4} miw={120}>
      <Text size="xs">{text}</Text>
      <Progress value={value} color={value >= 100 ? 'brand' : 'info'} size="sm" aria-label={text} />
    </Stack>
  );
}
