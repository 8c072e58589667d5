import type { InstrutoresSemana } from '@cfc/contract';
import { Badge, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExpiryBadge } from '../../../ui/ExpiryBadge.tsx';
import { InstrutorAvatar } from './InstrutorAvatar.tsx';
import classes from './WeekTable.module.css';

type Semana = InstrutoresSemana['instrutores'][number];

interface WeekTableProps {
  /** The seven days shown, Sunday first ('YYYY-MM-DD'). */
  readonly days: readonly string[];
  readonly instrutores: readonly Semana[];
  readonly today: string;
  readonly stale: boolean;
}

/** The weekday and day of a date in the user's language: 'seg.' and '16/11'. */
function dayLabels(date: string, language: string): { weekday: string; day: string } {
  const noon = new Date(`${date}T12:00:00Z`);
  return {
    weekday: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(noon),
    day: `${date.slice(8, 10)}/${date.slice(5, 7)}`,
  };
}

/** Instructors down, Sunday to Saturday across; today's column is marked by colour and by word. */
export function WeekTable({ days, instrutores, today, stale }: WeekTableProps) {
  const { t, i18n } = useTranslation();
  const todayClass = (date: string) => (date === today ? classes.today : undefined);

  return (
    <Paper withBorder radius="md">
      {/* Scrolls sideways on small screens: reachable by keyboard, named like its table. */}
      <Table.ScrollContainer
        minWidth={960}
        type="native"
        tabIndex={0}
        aria-label={t('instrutores.dashboard.table')}
      >
        <Table
          className={classes.table}
          aria-label={t('instrutores.dashboard.table')}
          aria-busy={stale}
          style={{ opacity: stale ? 0.55 : 1 }}
          verticalSpacing="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.sticky}>
                {t('instrutores.dashboard.instructor')}
              </Table.Th>
              {days.map((date) => {
                const { weekday, day } = dayLabels(date, i18n.language);
                return (
                  <Table.Th
                    key={date}
                    scope="col"
                    className={`${classes.day} ${todayClass(date) ?? ''}`}
                    aria-current={date === today ? 'date' : undefined}
                  >
                    <Stack gap={0}>
                      <Text size="xs" tt="capitalize" c="dimmed" fw={600}>
                        {weekday}
                      </Text>
                      <Group gap={6}>
                        <Text size="sm" fw={700}>
                          {day}
                        </Text>
                        {date === today && (
                          <Badge size="xs" variant="filled">
                            {t('instrutores.dashboard.todayMark')}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {instrutores.map((instrutor) => (
              <Table.Tr key={instrutor.id_instrutor}>
                <Table.Th scope="row" className={classes.sticky} fw={500}>
                  <Group gap="sm" wrap="nowrap">
                    <Box visibleFrom="sm">
                      <InstrutorAvatar
                        id={instrutor.id_instrutor}
                        nome={instrutor.nome}
                        temFoto={instrutor.tem_foto}
                        size={32}
                      />
                    </Box>
                    <Stack gap={2} align="flex-start" className={classes.name}>
                      <Text size="sm" fw={600}>
                        {instrutor.nome}
                      </Text>
                      <ExpiryBadge
                        validade={instrutor.credencial_validade}
                        today={today}
                        labels={t('instrutores.credential', { returnObjects: true })}
                      />
                    </Stack>
                  </Group>
                </Table.Th>
                {instrutor.dias.map((dia) => (
                  <Table.Td key={dia.data} className={todayClass(dia.data)}>
                    {dia.aulas.length === 0 ? (
                      <Text size="xs" c="dimmed">
                        {t('instrutores.dashboard.noLessons')}
                      </Text>
                    ) : (
                      <Badge variant="light" color="info">
                        {t('instrutores.dashboard.lessons', { count: dia.aulas.length })}
                      </Badge>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
