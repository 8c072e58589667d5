import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useConfirmedChange } from '../../../ui/useConfirmedChange.ts';
import { useCancelarAula, useCancelarAulaDada } from '../api.ts';

interface CancelarFormProps {
  readonly id: number;
  /** The lesson was given (or is being given): its annotation is removed before it is cancelled. */
  readonly dada: boolean;
  readonly onDone: () => void;
  readonly onBack: () => void;
}

/** The reason, then the irreversible confirmation of SPEC §5 (the annotation goes with the lesson). */
export function CancelarForm({ id, dada, onDone, onBack }: CancelarFormProps) {
  const { t } = useTranslation();
  const agendada = useCancelarAula(id);
  const aulaDada = useCancelarAulaDada(id);
  const cancelar = dada ? aulaDada : agendada;
  const { ask, dialog } = useConfirmedChange();
  const [motivo, setMotivo] = useState('');
  const [tried, setTried] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (motivo.trim() === '') return;
    ask({
      title: t('agendamento.cancelar.confirmTitle'),
      text: t('agendamento.cancelar.confirmText'),
      confirmLabel: t('agendamento.cancelar.confirm'),
      color: 'danger',
      run: async () => {
        const reply = await cancelar.mutateAsync(motivo.trim());
        onDone();
        return reply;
      },
      failureMessage: t('agendamento.cancelar.failure'),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {dada && (
          <Alert color="warning" variant="light">
            {t('agendamento.cancelar.dadaAviso')}
          </Alert>
        )}
        <Textarea
          label={t('agendamento.cancelar.motivo')}
          value={motivo}
          onChange={(event) => setMotivo(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          error={tried && motivo.trim() === '' ? t('agendamento.cancelar.required') : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('agendamento.cancelar.back')}
          </Button>
          <Button type="submit" color="danger">
            {t('agendamento.cancelar.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog {...dialog} cancelLabel={t('agendamento.cancelar.cancel')} />
    </form>
  );
}
