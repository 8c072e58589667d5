import type { AulaPratica } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateFormat, displayDate } from '../../../ui/format.ts';
import { agendaHours, lessonsAt } from '../agenda-layout.ts';
import { STATUS_COLOR } from '../status.ts';

interface AgendaGridProps {
  readonly days: readonly string[];
  readonly aulas: readonly AulaPratica[];
  readonly onOpen: (aula: AulaPratica) => void;
}

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Hours × days, each lesson a block with student, instructor, plate and its status (word and colour). */
export function AgendaGrid({ days, aulas, onOpen }: AgendaGridProps) {
  const { t, i18n } = useTranslation();
  const weekday = dateFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={days.length > 1 ? 900 : 280} type="native">
        <Table
          withColumnBorders
          layout="fixed"
          stickyHeader
          aria-label={t('agendamento.agenda.label', {
            de: displayDate(days[0]),
            ate: displayDate(days.at(-1)),
          })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>{t('agendamento.agenda.hour')}</Table.Th>
              {days.map((day) => (
                <Table.Th key={day}>
                  {`${weekday.format(new Date(`${day}T12:00:00Z`))} ${displayDate(day).slice(0, 5)}`}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {agendaHours().map((hour) => (
              <Table.Tr key={hour}>
                <Table.Th scope="row" fw={400} c="dimmed" fz="xs" style={{ verticalAlign: 'top' }}>
                  {pad(hour)}
                </Table.Th>
                {days.map((day) => (
                  <Table.Td key={day} p={2} style={{ verticalAlign: 'top' }}>
                    {lessonsAt(aulas, day, hour).map((aula) => (
                      <LessonBlock key={aula.id_aulas_praticas} aula={aula} onOpen={onOpen} />
                    ))}
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

function LessonBlock({
  aula,
  onOpen,
}: {
  readonly aula: AulaPratica;
  readonly onOpen: (aula: AulaPratica) => void;
}) {
  const { t } = useTranslation();
  const color = `var(--mantine-color-${STATUS_COLOR[aula.status]}-6)`;
  return (
    <UnstyledButton
      onClick={() => onOpen(aula)}
      w="100%"
      p={4}
      mb={2}
      style={{
        borderLeft: `4px solid ${color}`,
        background: `var(--mantine-color-${STATUS_COLOR[aula.status]}-light)`,
        borderRadius: 4,
        textDecoration: aula.status === 'cancelada' ? 'line-through' : undefined,
      }}
    >
      <Text size="xs" fw={600} lineClamp={1}>
        {`${timeInSaoPaulo(aula.inicio)}–${timeInSaoPaulo(aula.fim)} ${aula.aluno_nome}`}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {`${t(`agendamento.status.${aula.status}`)} · ${aula.instrutor_nome} · ${aula.placa}`}
      </Text>
    </UnstyledButton>
  );
}
