import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { addDays, FIRST_DAY_OF_WEEK } from '@cfc/domain';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useWindowEvent } from '@mantine/hooks';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalize, diaPorExtenso } from '../formatting.ts';

interface DayNavigatorProps {
  /** 'YYYY-MM-DD' shown. */
  readonly dia: string;
  readonly hoje: string;
  readonly onChange: (dia: string) => void;
}

/** The day whose lessons are listed: a step back or forward, any date from a calendar, back to today. */
export function DayNavigator({ dia, hoje, onChange }: DayNavigatorProps) {
  const { t, i18n } = useTranslation();
  const [calendar, setCalendar] = useState(false);
  const [weekday = '', ...rest] = diaPorExtenso(dia, i18n.language).split(', ');
  const titulo = dia === hoje ? t('instrutorAulas.hoje') : capitalize(weekday);
  const subtitulo = dia === hoje ? diaPorExtenso(dia, i18n.language) : rest.join(', ');
  const step = (days: number) => onChange(addDays(dia, days));
  // Escape closes the calendar wherever the focus is, not only inside it (before its focus trap takes hold).
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') setCalendar(false);
  });

  return (
    <Paper withBorder radius="md" p="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon
          size={48}
          variant="subtle"
          color="gray"
          radius="md"
          aria-label={t('instrutorAulas.dia.anterior')}
          onClick={() => step(-1)}
        >
          <IconChevronLeft size={26} aria-hidden />
        </ActionIcon>
        <Popover opened={calendar} onChange={setCalendar} position="bottom" shadow="md" trapFocus withArrow>
          <Popover.Target>
            <UnstyledButton
              onClick={() => setCalendar((open) => !open)}
              aria-expanded={calendar}
              px="sm"
              py={4}
              style={{ borderRadius: 'var(--mantine-radius-md)', minWidth: 0 }}
            >
              <Stack gap={0} align="center">
                <Group gap={6} wrap="nowrap">
                  <Text fw={700} size="lg" lh={1.3}>
                    {titulo}
                  </Text>
                  <IconCalendar size={18} color="var(--mantine-color-brand-8)" aria-hidden />
                </Group>
                <Text size="sm" c="dimmed" ta="center" lh={1.3}>
                  {subtitulo}
                </Text>
                {/* The name says what the button does and contains what it shows (WCAG 2.5.3). */}
                <VisuallyHidden>{t('instrutorAulas.dia.escolher')}</VisuallyHidden>
              </Stack>
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown>
            <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: FIRST_DAY_OF_WEEK }}>
              <DatePicker
                value={dia}
                defaultDate={dia}
                onChange={(value) => {
                  if (!value) return;
                  onChange(value);
                  setCalendar(false);
                }}
              />
            </DatesProvider>
          </Popover.Dropdown>
        </Popover>
        <ActionIcon
          size={48}
          variant="subtle"
          color="gray"
          radius="md"
          aria-label={t('instrutorAulas.dia.proximo')}
          onClick={() => step(1)}
        >
          <IconChevronRight size={26} aria-hidden />
        </ActionIcon>
      </Group>
      {dia !== hoje && (
        <Button variant="light" size="sm" fullWidth mt="xs" onClick={() => onChange(hoje)}>
          {t('instrutorAulas.dia.voltarHoje')}
        </Button>
      )}
    </Paper>
  );
}
