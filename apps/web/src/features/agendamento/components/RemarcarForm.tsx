import { atSaoPaulo, dateInSaoPaulo, timeInSaoPaulo, todayInSaoPaulo } from '@cfc/domain';
import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { isDateValue } from '../../../ui/inputs/date-value.ts';
import { TimeField } from '../../../ui/inputs/TimeField.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useRemarcarAula } from '../api.ts';
import { RefusalAlert, refusalReasons } from './RefusalAlert.tsx';

interface RemarcarFormProps {
  readonly id: number;
  readonly inicio: string;
  readonly onDone: () => void;
  readonly onBack: () => void;
}

/** A new São Paulo date and time with the reason; the server checks the rules again. */
export function RemarcarForm({ id, inicio, onDone, onBack }: RemarcarFormProps) {
  const { t } = useTranslation();
  const remarcar = useRemarcarAula(id);
  const [data, setData] = useState(dateInSaoPaulo(inicio));
  const [hora, setHora] = useState(timeInSaoPaulo(inicio));
  const [motivo, setMotivo] = useState('');
  const [reasons, setReasons] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  // A refused date text stays in the field with its message and keeps the form from being sent.
  const missing = !isDateValue(data) || !hora || motivo.trim() === '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing) return;
    setReasons([]);
    remarcar.mutate(
      { inicio: atSaoPaulo(data, hora).toISOString(), motivo: motivo.trim() },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.mensagem);
          onDone();
        },
        onError: (error) => {
          const found = refusalReasons(error);
          if (found.length > 0) setReasons(found);
          else notifyError(error, t('agendamento.remarcar.failure'));
        },
      },
    );
  };

  const required = tried ? t('agendamento.remarcar.required') : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField
            label={t('agendamento.remarcar.data')}
            value={data}
            onChange={setData}
            minDate={todayInSaoPaulo()}
            required
            error={!data ? required : undefined}
          />
          <TimeField
            legend={t('agendamento.remarcar.hora')}
            value={hora}
            onChange={setHora}
            required
            error={!hora ? required : undefined}
          />
        </SimpleGrid>
        <Textarea
          label={t('agendamento.remarcar.motivo')}
          value={motivo}
          onChange={(event) => setMotivo(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          error={motivo.trim() === '' ? required : undefined}
        />
        <RefusalAlert title={t('agendamento.remarcar.refusedTitle')} reasons={reasons} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('agendamento.remarcar.back')}
          </Button>
          <Button type="submit" loading={remarcar.isPending}>
            {t('agendamento.remarcar.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
