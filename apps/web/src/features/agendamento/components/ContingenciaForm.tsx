import { contingenciaBody } from '@cfc/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { useSetContingencia } from '../api.ts';
import { MotivoField } from './MotivoField.tsx';
import { RefusalAlert } from './RefusalAlert.tsx';

interface ContingenciaFormProps {
  readonly id: number;
  /** Whether the lesson is a contingency one now: the form does the opposite. */
  readonly contingencia: boolean;
  readonly onDone: () => void;
  readonly onBack: () => void;
}

/**
 * Marks a lesson as given while the evidence system failed (or unmarks it), with the reason; a mark
 * over the state's monthly share is refused with the rule and its norm.
 */
export function ContingenciaForm({ id, contingencia, onDone, onBack }: ContingenciaFormProps) {
  const { t } = useTranslation();
  const marcar = !contingencia;
  const form = useContractForm(contingenciaBody, { contingencia: marcar, motivo: '' });
  const { submit, otherErrors, submitting } = useSaveForm({
    save: useSetContingencia(id),
    form,
    failureMessage: t('agendamento.contingencia.failure'),
    listsRefusal: true,
  });

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, onDone))} noValidate>
      <Stack gap="md">
        <Alert color="info" variant="light">
          {t(marcar ? 'agendamento.contingencia.marcarTexto' : 'agendamento.contingencia.desmarcarTexto')}
        </Alert>
        <RefusalAlert title={t('agendamento.contingencia.refused')} reasons={otherErrors} />
        <MotivoField control={form.control} name="motivo" label={t('agendamento.contingencia.motivo')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('agendamento.contingencia.back')}
          </Button>
          <Button type="submit" color={marcar ? 'warning' : undefined} loading={submitting}>
            {t(marcar ? 'agendamento.contingencia.marcar' : 'agendamento.contingencia.desmarcar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
