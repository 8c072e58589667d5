import type { PeriodoQuery } from '@cfc/contract';
import { addDays, addMonths, todayInSaoPaulo } from '@cfc/domain';
import { Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/inputs/DateField.tsx';

/** The period the reports open with: the last six months, this one included (the demo's payments fall there). */
export function ultimosSeisMeses(): Required<PeriodoQuery> {
  const mes = `${todayInSaoPaulo().slice(0, 7)}-01`;
  return { de: addMonths(mes, -5), ate: addDays(addMonths(mes, 1), -1) };
}

/** The period filter: each complete date applies at once. */
export function PeriodoFiltro({
  periodo,
  onChange,
}: {
  readonly periodo: Required<PeriodoQuery>;
  readonly onChange: (periodo: Required<PeriodoQuery>) => void;
}) {
  const { t } = useTranslation();
  const [texto, setTexto] = useState(periodo);
  const set = (key: 'de' | 'ate', value: string) => {
    const next = { ...texto, [key]: value };
    setTexto(next);
    if (/^\d{4}-\d{2}-\d{2}$/.test(next.de) && /^\d{4}-\d{2}-\d{2}$/.test(next.ate) && next.de <= next.ate)
      onChange(next);
  };
  return (
    <Group gap="sm" align="end">
      <DateField label={t('repasses.periodo.de')} value={texto.de} onChange={(value) => set('de', value)} />
      <DateField
        label={t('repasses.periodo.ate')}
        value={texto.ate}
        onChange={(value) => set('ate', value)}
      />
    </Group>
  );
}
