import { addDays } from '@cfc/domain';
import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalize, diaPorExtenso } from '../formatting.ts';

/** The calendar's code loads once the user reaches for it (pointer over the day, focus, or a tap). */
const loadCalendar = () => import('./DayCalendar.tsx');
const DayCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.DayCalendar })));

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
              onPointerEnter={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
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
            <Suspense
              fallback={
                <Center p="xl">
                  <Loader size="sm" aria-label={t('app.loading')} />
                </Center>
              }
            >
              <DayCalendar
                dia={dia}
                onChange={(value) => {
                  onChange(value);
                  setCalendar(false);
                }}
              />
            </Suspense>
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
