import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { FIRST_DAY_OF_WEEK } from '@cfc/domain';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../format.ts';
import { checkDateText, isDateValue, MAX_DATE, MIN_DATE, openingDate, parseDateBR } from './date-value.ts';
import { HINT_BELOW } from './hint-below.ts';

export interface DateFieldProps {
  readonly label: string;
  /** 'YYYY-MM-DD', '' when empty, or the text of a typed date that was refused. */
  readonly value: string;
  /**
   * Gets 'YYYY-MM-DD', '' when cleared, or, when the user leaves the field with a text that is not a
   * date within the bounds, that text: a form then refuses it instead of saving the field as empty.
   */
  readonly onChange: (value: string) => void;
  readonly required?: boolean;
  readonly error?: string;
  /** 'YYYY-MM-DD'; 1900-01-01 and 9999-12-31 by default. */
  readonly minDate?: string;
  readonly maxDate?: string;
  readonly description?: string;
  readonly disabled?: boolean;
  /** The input itself, e.g. for a form to focus it when it refuses the field. */
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * The one date input (SPEC §5): DD/MM/YYYY (or DDMMYYYY, for phone keypads) with a Portuguese
 * calendar; a complete date within the bounds is taken, clearing the input gives '', and anything
 * else stays in the field with a message saying why.
 */
export function DateField({
  value,
  onChange,
  minDate = MIN_DATE,
  maxDate = MAX_DATE,
  error,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation();
  // What the user typed since the field last held an accepted value; null when nothing is pending.
  const [draft, setDraft] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== draft) setDraft(null);
  }
  // The calendar keeps the last real date while the field holds a refused text, so Mantine does not blank it.
  const [shown, setShown] = useState<string | null>(isDateValue(value) ? value : null);
  const nextShown = isDateValue(value) ? value : value === '' ? null : shown;
  if (nextShown !== shown) setShown(nextShown);

  const check = draft === null ? null : checkDateText(draft, minDate, maxDate);
  const problem = check?.kind === 'problem' ? check.problem : null;
  const problemText =
    problem === null
      ? undefined
      : t(`widgets.date.${problem}`, {
          date: displayDate(problem === 'beforeMin' ? minDate : maxDate),
        });

  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: FIRST_DAY_OF_WEEK }}>
      <DateInput
        {...props}
        value={nextShown}
        onChange={(date) => onChange(date ?? '')}
        onInput={(event) => setDraft(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          if (draft !== null && problem !== null) onChange(draft);
        }}
        error={!focused && problemText ? problemText : error}
        fixOnBlur={problem === null}
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
        rightSectionPointerEvents={nextShown === null ? 'none' : 'all'}
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
