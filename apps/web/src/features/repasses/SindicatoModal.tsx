import { type Sindicato, sindicatoBody } from '@cfc/contract';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bind, TextField, textInputProps } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../ui/form/useSaveForm.ts';
import { CnpjInput } from '../../ui/inputs/MaskedInputs.tsx';
import { useSaveSindicato } from './api.ts';

/** Basis points shown as a percentage with two decimals: 150 ↔ 1,5 %. */
const PONTOS_POR_CENTO = 100;

export function SindicatoModal({
  sindicato,
  onClose,
}: {
  readonly sindicato: Sindicato | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = t('repasses.sindicatos.form', { returnObjects: true });
  const form = useContractForm(sindicatoBody, {
    nome: sindicato?.nome ?? '',
    cnpj: sindicato?.cnpj ?? '',
    uf: sindicato?.uf ?? '',
    repasse_pontos_base: sindicato?.repasse_pontos_base ?? 0,
    ativo: sindicato?.ativo ?? true,
  });
  const { submit, submitting } = useSaveForm({
    save: useSaveSindicato(sindicato?.id_sindicato),
    form,
    reviewMessage: label.review,
    failureMessage: t('repasses.sindicatos.saveError'),
  });
  const { control } = form;
  return (
    <Modal
      opened
      onClose={onClose}
      title={sindicato ? t('repasses.sindicatos.edit') : t('repasses.sindicatos.new')}
    >
      <form onSubmit={form.handleSubmit((body) => submit(body, () => onClose()))} noValidate>
        <Stack gap="md">
          <TextField control={control} name="nome" label={label.nome} required autoComplete="off" />
          <Bind control={control} name="cnpj" label={label.cnpj}>
            {(field) => (
              <CnpjInput
                label={label.cnpj}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={field.error}
              />
            )}
          </Bind>
          <Bind control={control} name="uf" label={label.uf}>
            {(field) => (
              <TextInput label={label.uf} required maxLength={2} w={90} {...textInputProps(field)} />
            )}
          </Bind>
          <Bind control={control} name="repasse_pontos_base" label={label.repasse}>
            {(field) => (
              <NumberInput
                label={label.repasse}
                description={label.repasseHint}
                required
                decimalScale={2}
                decimalSeparator=","
                min={0}
                max={100}
                suffix=" %"
                name={field.name}
                ref={field.ref}
                value={typeof field.value === 'number' ? field.value / PONTOS_POR_CENTO : ''}
                onChange={(value) =>
                  field.onChange(value === '' ? Number.NaN : Math.round(Number(value) * PONTOS_POR_CENTO))
                }
                error={field.error}
              />
            )}
          </Bind>
          <Bind control={control} name="ativo" label={label.ativo}>
            {(field) => (
              <Checkbox
                label={label.ativo}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          </Bind>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {label.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {label.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
