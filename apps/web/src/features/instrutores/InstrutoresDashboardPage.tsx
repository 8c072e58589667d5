import { todayInSaoPaulo } from '@cfc/domain';
import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconCalendarEvent,
  IconChevronLeft,
  IconChevronRight,
  IconInfoCircle,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api/client.ts';
import { useSearchPatch } from '../../routing/search-patch.ts';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useInstrutoresSemana } from './api.ts';
import { WeekTable } from './components/WeekTable.tsx';
import { shiftWeek, weekDays, weekFromParam, weekStart } from './week.ts';

const WEEK_PARAM = 'semana';

/** instrutores/dashboard: each active instructor's week, Sunday to Saturday, week by week. */
export function InstrutoresDashboardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchPatch();
  const asked = weekFromParam(search.get(WEEK_PARAM));
  const query = useInstrutoresSemana(asked);
  const today = todayInSaoPaulo();
  const firstDay = asked ?? weekStart(today);
  const days = weekDays(firstDay);
  const isThisWeek = firstDay === weekStart(today);

  const go = (week: string | undefined) =>
    setSearch({ [WEEK_PARAM]: week === weekStart(today) ? undefined : week });

  let content: ReactNode;
  if (query.isError) {
    content = (
      <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={t('instrutores.dashboard.error')}>
        <Group gap="sm">
          {serverMessage(query.error)}
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void query.refetch()}
          >
            {t('instrutores.form.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (query.data === undefined) {
    content = <Skeleton height={320} radius="md" aria-hidden />;
  } else if (query.data.instrutores.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {t('instrutores.dashboard.empty')}
        </Text>
      </Paper>
    );
  } else {
    content = (
      <WeekTable
        days={days}
        instrutores={query.data.instrutores}
        today={today}
        stale={query.isPlaceholderData}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('instrutores.dashboard.title')}
        description={t('instrutores.dashboard.intro')}
        crumbs={[
          { label: t('instrutores.title'), route: 'listagem-instrutores' },
          { label: t('instrutores.dashboard.title') },
        ]}
      />
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('instrutores.dashboard.previous')}
            onClick={() => go(shiftWeek(firstDay, -1))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h4" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {t('instrutores.dashboard.range', { inicio: displayDate(days[0]), fim: displayDate(days[6]) })}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('instrutores.dashboard.next')}
            onClick={() => go(shiftWeek(firstDay, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Button
          variant="default"
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          disabled={isThisWeek}
          onClick={() => go(undefined)}
        >
          {t('instrutores.dashboard.today')}
        </Button>
      </Group>
      <Alert color="info" variant="light" icon={<IconInfoCircle aria-hidden />} mb="md">
        {t('instrutores.dashboard.pending')}
      </Alert>
      {content}
    </>
  );
}
