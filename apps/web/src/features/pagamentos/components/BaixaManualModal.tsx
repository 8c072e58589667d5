import { ANEXO_BAIXA_MAX_BYTES, baixaManualFields, estornoBody, localized, message } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileUpload } from '../../../ui/FileUpload.tsx';
import { Bind } from '../../../ui/form/fields.tsx';
import { TextareaField } from '../../../ui/form/TextareaField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { displayCents } from '../../../ui/format.ts';
import { CurrencyInput } from '../../../ui/inputs/CurrencyInput.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { useBaixaManual, useEstornar } from '../api.ts';

const MEGABYTES = ANEXO_BAIXA_MAX_BYTES / (1024 * 1024);
const ACEITOS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp'];
/** The contract's fields and the receipt the form holds until it is sent. */
const baixaForm = baixaManualFields.safeExtend({
  arquivo: z
    .array(z.instanceof(File))
    .max(1, localized(message('retornos.anexoRecusado', { megabytes: MEGABYTES }))),
});

export interface BaixaManualModalProps {
  /** The invoice to write off; null closes the dialog. */
  readonly faturaId: number | null;
  /** What the invoice still owes: the amount the form starts with. */
  readonly valorCentavos: number;
  /** A line naming the invoice (nosso número, school, month), shown above the form. */
  readonly descricao?: string;
  /** Called when the dialog closes; `saved` when a write-off was recorded. */
  readonly onDone: (saved: boolean) => void;
}

function BaixaManualForm({
  faturaId,
  valorCentavos,
  onDone,
}: {
  readonly faturaId: number;
  readonly valorCentavos: number;
  readonly onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const empty = {
    valor_centavos: valorCentavos,
    pago_em: todayInSaoPaulo(),
    motivo: '',
    arquivo: [] as File[],
  };
  const form = useContractForm(baixaForm, empty);
  const { submit, submitting, otherErrors } = useSaveForm({
    save: useBaixaManual(faturaId),
    form,
    failureMessage: t('pagamentos.baixa.erro'),
  });
  const valor = t('pagamentos.baixa.valor');
  const data = t('pagamentos.baixa.pagoEm');
  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        submit(
          {
            valor_centavos: values.valor_centavos,
            pago_em: values.pago_em,
            motivo: values.motivo,
            arquivo: values.arquivo[0] ?? null,
          },
          () => onDone(true),
        ),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Group grow align="start" wrap="wrap">
          <Bind control={form.control} name="valor_centavos" label={valor}>
            {(field) => (
              <CurrencyInput
                label={valor}
                required
                {...field}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={(cents) => field.onChange(cents ?? undefined)}
              />
            )}
          </Bind>
          <Bind control={form.control} name="pago_em" label={data}>
            {(field) => (
              <DateField
                label={data}
                required
                {...field}
                value={typeof field.value === 'string' ? field.value : ''}
                maxDate={todayInSaoPaulo()}
              />
            )}
          </Bind>
        </Group>
        <TextareaField
          control={form.control}
          name="motivo"
          label={t('pagamentos.baixa.motivo')}
          description={t('pagamentos.baixa.motivoDica')}
          required
          autosize
          minRows={2}
        />
        <Bind control={form.control} name="arquivo">
          {(field) => (
            <FileUpload
              label={t('pagamentos.baixa.anexo')}
              accept={ACEITOS}
              files={field.value ?? []}
              onChange={field.onChange}
              maxSizeMb={MEGABYTES}
              error={field.error}
            />
          )}
        </Bind>
        {otherErrors.length > 0 && (
          <Alert color="danger" role="alert">
            {otherErrors.join(' ')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone(false)} disabled={submitting}>
            {t('pagamentos.baixa.cancelar')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('pagamentos.baixa.salvar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The manual write-off of an invoice (amount, date, reason, optional receipt) as a dialog, for any
 * list of invoices to open: the history screen and finance's invoice list.
 */
export function BaixaManualModal({ faturaId, valorCentavos, descricao, onDone }: BaixaManualModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={faturaId !== null}
      onClose={() => onDone(false)}
      title={t('pagamentos.baixa.title')}
      size="lg"
    >
      {faturaId !== null && (
        <Stack gap="md">
          {descricao && <Text size="sm">{descricao}</Text>}
          <BaixaManualForm key={faturaId} faturaId={faturaId} valorCentavos={valorCentavos} onDone={onDone} />
        </Stack>
      )}
    </Modal>
  );
}

export interface EstornoModalProps {
  /** The payment to reverse; null closes the dialog. */
  readonly pagamento: { id_pagamento: number; valor_centavos: number } | null;
  readonly onDone: () => void;
}

function EstornoForm({ pagamentoId, onDone }: { readonly pagamentoId: number; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(estornoBody, { motivo: '' });
  const { submit, submitting } = useSaveForm({
    save: useEstornar(pagamentoId),
    form,
    failureMessage: t('pagamentos.estorno.erro'),
  });
  useEffect(() => form.setFocus('motivo'), [form]);
  return (
    <form onSubmit={form.handleSubmit((values) => submit(values, () => onDone()))} noValidate>
      <Stack gap="sm">
        <TextareaField
          control={form.control}
          name="motivo"
          label={t('pagamentos.estorno.motivo')}
          required
          autosize
          minRows={2}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={submitting}>
            {t('pagamentos.baixa.cancelar')}
          </Button>
          <Button type="submit" color="danger" loading={submitting}>
            {t('pagamentos.estorno.confirmar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Reverses a payment with its reason. */
export function EstornoModal({ pagamento, onDone }: EstornoModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={pagamento !== null} onClose={onDone} title={t('pagamentos.estorno.title')}>
      {pagamento && (
        <Stack gap="md">
          <Text size="sm">
            {t('pagamentos.estorno.texto', { valor: displayCents(pagamento.valor_centavos) })}
          </Text>
          <EstornoForm key={pagamento.id_pagamento} pagamentoId={pagamento.id_pagamento} onDone={onDone} />
        </Stack>
      )}
    </Modal>
  );
}
