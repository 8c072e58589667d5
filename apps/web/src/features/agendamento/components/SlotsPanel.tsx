import type { AulaAgendada } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Bind } from '../../../ui/form/fields.tsx';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import type { AgendarValues, agendarForm } from '../agendar-choices.ts';
import { type SlotsRequest, useBookAula, useHorariosLivres } from '../api.ts';
import { plannedEndOf } from '../slots.ts';
import { RefusalAlert } from './RefusalAlert.tsx';
import { SlotGrid } from './SlotGrid.tsx';

interface SlotsPanelProps {
  /** The booking form of the page, whose `inicio` the chosen slot is. */
  readonly form: UseFormReturn<AgendarValues, unknown, z.output<typeof agendarForm>>;
  readonly request: SlotsRequest | undefined;
  readonly onBooked: (aula: AulaAgendada) => void;
}

/** The day's slots for the choices made, and the booking of the chosen one. */
export function SlotsPanel({ form, request, onBooked }: SlotsPanelProps) {
  const { t } = useTranslation();
  const slots = useHorariosLivres(request);
  const { setValue } = form;
  const { submit, otherErrors, submitting } = useSaveForm({
    save: useBookAula(),
    form,
    failureMessage: t('agendamento.agendar.failure'),
    // The server's message also carries the warnings, which the confirmation lists.
    successMessage: () => t('agendamento.agendar.success'),
    // The rules the lesson breaks, each with its norm, are listed above the button.
    listsRefusal: true,
  });
  const selected = form.watch('inicio');
  const free = slots.data?.filter((slot) => slot.livre).length ?? 0;

  // Other choices, other slots: the one chosen for the previous ones is not chosen any more.
  useEffect(() => {
    setValue('inicio', '');
  }, [setValue]);

  const book = form.handleSubmit(({ aluno_id: _aluno, data: _day, ...body }) =>
    submit(body, (aula) => {
      setValue('inicio', '');
      onBooked(aula);
    }),
  );

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
  else
    content = (
      <Bind control={form.control} name="inicio">
        {(field) => <SlotGrid slots={slots.data} selected={field.value} onSelect={field.onChange} />}
      </Bind>
    );

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
        <RefusalAlert title={t('agendamento.agendar.refusedTitle')} reasons={otherErrors} />
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
            onClick={() => void book()}
            disabled={!chosen}
            loading={submitting}
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
          >
            {t('agendamento.agendar.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
