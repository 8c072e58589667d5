import { Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { horasSituacao } from '../labels.ts';

interface HorasRealizadasProps {
  readonly realizadas: number;
  readonly requeridas: number;
}

/** The hours given, in a column of their own; past the minimum it says so, with why on hover and focus. */
export function HorasRealizadas({ realizadas, requeridas }: HorasRealizadasProps) {
  const { t } = useTranslation();
  const situacao = horasSituacao(realizadas, requeridas);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} c={situacao === 'faltam' ? undefined : 'brand.9'}>
        {t('processos.horasAula', { count: realizadas })}
      </Text>
      {situacao === 'acima' && (
        <Tooltip
          label={t('processos.acimaDoMinimoHint', { requeridas })}
          multiline
          w={280}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Text size="xs" c="info.9" tabIndex={0} style={{ whiteSpace: 'nowrap', cursor: 'help' }}>
            {t('processos.acimaDoMinimo')}
          </Text>
        </Tooltip>
      )}
    </Stack>
  );
}
