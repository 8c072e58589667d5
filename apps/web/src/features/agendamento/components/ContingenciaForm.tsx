import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useContingenciaAula } from '../api.ts';
import { RefusalAlert, refusalReasons } from './RefusalAlert.tsx';

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
  const change = useContingenciaAula(id);
  const [motivo, setMotivo] = useState('');
  const [tried, setTried] = useState(false);
  const [reasons, setReasons] = useState<string[]>([]);
  const marcar = !contingencia;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (motivo.trim() === '') return;
    setReasons([]);
    change.mutate(
      { contingencia: marcar, motivo: motivo.trim() },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.mensagem);
          onDone();
        },
        onError: (error) => {
          const found = refusalReasons(error);
          if (found.length > 0) setReasons(found);
          else notifyError(error, t('agendamento.contingencia.failure'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="info" variant="light">
          {t(marcar ? 'agendamento.contingencia.marcarTexto' : 'agendamento.contingencia.desmarcarTexto')}
        </Alert>
        <RefusalAlert title={t('agendamento.contingencia.refused')} reasons={reasons} />
        <Textarea
          label={t('agendamento.contingencia.motivo')}
          value={motivo}
          onChange={(event) => setMotivo(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          error={tried && motivo.trim() === '' ? t('agendamento.contingencia.required') : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('agendamento.contingencia.back')}
          </Button>
          <Button type="submit" color={marcar ? 'warning' : undefined} loading={change.isPending}>
            {t(marcar ? 'agendamento.contingencia.marcar' : 'agendamento.contingencia.desmarcar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
