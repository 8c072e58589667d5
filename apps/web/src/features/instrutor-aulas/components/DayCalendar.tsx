import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { FIRST_DAY_OF_WEEK } from '@cfc/domain';
import { DatePicker, DatesProvider } from '@mantine/dates';

interface DayCalendarProps {
  /** 'YYYY-MM-DD' shown. */
  readonly dia: string;
  readonly onChange: (dia: string) => void;
}

/**
 * The month of DayNavigator's popover, with @mantine/dates and dayjs: a chunk of its own, loaded
 * when the calendar opens, not with the day's list.
 */
export function DayCalendar({ dia, onChange }: DayCalendarProps) {
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: FIRST_DAY_OF_WEEK }}>
      <DatePicker
        value={dia}
        defaultDate={dia}
        onChange={(value) => {
          if (value) onChange(value);
        }}
      />
    </DatesProvider>
  );
}
