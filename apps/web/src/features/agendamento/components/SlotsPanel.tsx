import type { AulaAgendada } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { type SlotsRequest, useBookAula, useHorariosLivres } from '../api.ts';
import { plannedEndOf } from '../slots.ts';
import { RefusalAlert, refusalReasons } from './RefusalAlert.tsx';
import { SlotGrid } from './SlotGrid.tsx';

/** The day's slots for the choices made, and the booking of the chosen one. */
export function SlotsPanel({
  request,
  onBooked,
}: {
  readonly request: SlotsRequest | undefined;
  readonly onBooked: (aula: AulaAgendada) => void;
}) {
  const { t } = useTranslation();
  const slots = useHorariosLivres(request);
  const book = useBookAula();
  const [selected, setSelected] = useState('');
  const [reasons, setReasons] = useState<string[]>([]);
  const free = slots.data?.filter((slot) => slot.livre).length ?? 0;

  const submit = () => {
    if (!request || !selected) return;
    const { data: _day, ...body } = request;
    setReasons([]);
    book.mutate(
      { ...body, inicio: selected },
      {
        onSuccess: (reply) => {
          notifySuccess(t('agendamento.agendar.success'));
          setSelected('');
          onBooked(reply.dados);
        },
        onError: (error) => {
          const found = refusalReasons(error);
          if (found.length > 0) setReasons(found);
          else notifyError(error, t('agendamento.agendar.failure'));
          void slots.refetch();
        },
      },
    );
  };

  let content: React.ReactNode;
  if (!request) content = <Text c="dimmed">{t('agendamento.agendar.chooseAll')}</Text>;
  else if (slots.isPending)
    content = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">{t('agendamento.agendar.loadingSlots')}</Text>
      </Group>
    );
  else if (slots.isError)
    content = (
      <Alert color="danger" title={t('agendamento.agendar.slotsError')}>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void slots.refetch()}
        >
          {t('agendamento.agendar.retry')}
        </Button>
      </Alert>
    );
  else if (slots.data.length === 0) content = <Text c="dimmed">{t('agendamento.agendar.noSlots')}</Text>;
  else content = <SlotGrid slots={slots.data} selected={selected} onSelect={setSelected} />;

  const chosen = slots.data?.some((slot) => slot.inicio === selected && slot.livre) ? selected : '';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="slots-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id="slots-title">
              {t('agendamento.agendar.slots')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('agendamento.agendar.slotsHint')}
            </Text>
          </Stack>
          {slots.data && <Text size="sm">{t('agendamento.agendar.freeCount', { count: free })}</Text>}
        </Group>
        {content}
        <RefusalAlert title={t('agendamento.agendar.refusedTitle')} reasons={reasons} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={500} aria-live="polite">
            {chosen && request
              ? t('agendamento.agendar.selected', {
                  inicio: timeInSaoPaulo(chosen),
                  fim: timeInSaoPaulo(plannedEndOf(chosen, request.horas_aula)),
                })
              : t('agendamento.agendar.noneSelected')}
          </Text>
          <Button
            onClick={submit}
            disabled={!chosen}
            loading={book.isPending}
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
          >
            {t('agendamento.agendar.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
