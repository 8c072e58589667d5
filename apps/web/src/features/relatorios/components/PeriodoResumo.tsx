import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';

/** 'Período de … a …' above a report's figures; a blank line while the period is not known yet. */
export function PeriodoResumo({ periodo }: { readonly periodo: { de: string; ate: string } | undefined }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={500} mb="xs" aria-live="polite">
      {periodo
        ? t('relatorios.aulas.periodo', {
            de: displayDate(periodo.de, true),
            ate: displayDate(periodo.ate, true),
          })
        : ' '}
    </Text>
  );
}
