import { cancelarBody } from '@cfc/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useConfirmedChange } from '../../../ui/useConfirmedChange.ts';
import { useCancelAula } from '../api.ts';
import { MotivoField } from './MotivoField.tsx';

interface CancelarFormProps {
  readonly id: number;
  /** The lesson was given (or is being given): its annotation is removed with it (remover_anotacao). */
  readonly dada: boolean;
  readonly onDone: () => void;
  readonly onBack: () => void;
}

/** The reason, then the irreversible confirmation of SPEC §5 (the annotation goes with the lesson). */
export function CancelarForm({ id, dada, onDone, onBack }: CancelarFormProps) {
  const { t } = useTranslation();
  const cancel = useCancelAula(id);
  const { ask, dialog } = useConfirmedChange();
  const form = useContractForm(cancelarBody, { motivo: '', remover_anotacao: dada });

  const confirm = form.handleSubmit((body) =>
    ask({
      title: t('agendamento.cancelar.confirmTitle'),
      text: t('agendamento.cancelar.confirmText'),
      confirmLabel: t('agendamento.cancelar.confirm'),
      color: 'danger',
      run: async () => {
        const reply = await cancel.mutateAsync(body);
        onDone();
        return reply;
      },
      failureMessage: t('agendamento.cancelar.failure'),
    }),
  );

  return (
    <form onSubmit={confirm} noValidate>
      <Stack gap="md">
        {dada && (
          <Alert color="warning" variant="light">
            {t('agendamento.cancelar.dadaAviso')}
          </Alert>
        )}
        <MotivoField control={form.control} name="motivo" label={t('agendamento.cancelar.motivo')} />
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
