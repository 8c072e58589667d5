import { dateField, localized, remarcarBody } from '@cfc/contract';
import { atSaoPaulo, dateInSaoPaulo, timeInSaoPaulo } from '@cfc/domain';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Bind } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { TimeField } from '../../../ui/inputs/TimeField.tsx';
import { useRescheduleAula } from '../api.ts';
import { AulaDataField } from './AulaFields.tsx';
import { MotivoField } from './MotivoField.tsx';
import { RefusalAlert } from './RefusalAlert.tsx';

/**
 * The contract's reschedule (remarcarBody) as the form asks it: the new start as a São Paulo date and
 * time of day, which make the `inicio` sent.
 */
const remarcarForm = remarcarBody.omit({ inicio: true }).extend({
  data: dateField,
  hora: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, localized('campos.dataHoraInvalida')),
});

interface RemarcarFormProps {
  readonly id: number;
  readonly inicio: string;
  readonly onDone: () => void;
  readonly onBack: () => void;
}

/** A new São Paulo date and time with the reason; the server checks the rules again. */
export function RemarcarForm({ id, inicio, onDone, onBack }: RemarcarFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(remarcarForm, {
    data: dateInSaoPaulo(inicio),
    hora: timeInSaoPaulo(inicio),
    motivo: '',
  });
  const { submit, otherErrors, submitting } = useSaveForm({
    save: useRescheduleAula(id),
    form,
    failureMessage: t('agendamento.remarcar.failure'),
    // The rules the new time breaks, each with its norm, are listed in the form.
    listsRefusal: true,
  });
  const { control } = form;

  return (
    <form
      onSubmit={form.handleSubmit(({ data, hora, motivo }) =>
        submit({ inicio: atSaoPaulo(data, hora).toISOString(), motivo }, onDone),
      )}
      noValidate
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <AulaDataField control={control} name="data" label={t('agendamento.remarcar.data')} />
          <Bind control={control} name="hora" label={t('agendamento.remarcar.hora')}>
            {(field) => (
              <TimeField
                legend={t('agendamento.remarcar.hora')}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                error={field.error}
                required
              />
            )}
          </Bind>
        </SimpleGrid>
        <MotivoField control={control} name="motivo" label={t('agendamento.remarcar.motivo')} />
        <RefusalAlert title={t('agendamento.remarcar.refusedTitle')} reasons={otherErrors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('agendamento.remarcar.back')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('agendamento.remarcar.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
