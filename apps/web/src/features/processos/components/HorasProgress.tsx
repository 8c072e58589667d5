import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { horasSituacao, progressOf } from '../labels.ts';

interface HorasProgressProps {
  readonly realizadas: number;
  readonly requeridas: number;
}

/**
 * Hours done against hours required: a bar, and the figures in words for who cannot see it; more
 * done than required says so rather than reading '4 de 2'.
 */
export function HorasProgress({ realizadas, requeridas }: HorasProgressProps) {
  const { t } = useTranslation();
  const acima = horasSituacao(realizadas, requeridas) === 'acima';
  const text = t(acima ? 'processos.horasProgressAcima' : 'processos.horasProgress', {
    realizadas,
    requeridas,
  });
  const value = progressOf(realizadas, requeridas);
  return (
    <Stack gap={4} miw={120}>
      <Text size="xs">{text}</Text>
      <Progress value={value} color={value >= 100 ? 'brand' : 'info'} size="sm" aria-label={text} />
    </Stack>
  );
}
