import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MAX_DATE, MIN_DATE, openingDate, parseDateBR } from './date-value.ts';
import { HINT_BELOW } from './hint-below.ts';

export interface DateFieldProps {
  readonly label: string;
  /** 'YYYY-MM-DD', or '' when empty. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly required?: boolean;
  readonly error?: string;
  /** 'YYYY-MM-DD'; 1900-01-01 and 9999-12-31 by default. */
  readonly minDate?: string;
  readonly maxDate?: string;
  readonly description?: string;
  readonly disabled?: boolean;
}

/**
 * The one date input (SPEC §5): DD/MM/YYYY with a Portuguese calendar; only a complete date with a
 * year from 1900 to 9999 is taken, and clearing the input gives ''.
 */
export function DateField({
  value,
  onChange,
  minDate = MIN_DATE,
  maxDate = MAX_DATE,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
      <DateInput
        {...props}
        value={value === '' ? null : value}
        onChange={(date) => onChange(date ?? '')}
        inputWrapperOrder={HINT_BELOW}
        valueFormat="DD/MM/YYYY"
        dateParser={parseDateBR}
        minDate={minDate}
        defaultDate={openingDate(dayjs().format('YYYY-MM-DD'), minDate, maxDate)}
        maxDate={maxDate}
        placeholder={t('widgets.date.placeholder')}
        clearable
        allowDeselect
        maxLength={10}
        inputMode="numeric"
        rightSectionPointerEvents={value === '' ? 'none' : 'all'}
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
