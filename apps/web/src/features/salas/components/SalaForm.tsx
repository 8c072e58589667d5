import { type Sala, type SalaBody, salaBody } from '@cfc/contract';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../routing/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { TextField } from '../../../ui/form/fields.tsx';
import { NumberField } from '../../../ui/form/NumberField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { useSaveSala } from '../api.ts';

/** A new room starts empty; the capacity has no default, so it is asked for. */
const NEW_SALA: Partial<SalaBody> = { nome: '', capacidade: undefined };

interface SalaFormProps {
  /** The room being edited; absent for a new one. */
  readonly sala?: Sala;
}

export function SalaForm({ sala }: SalaFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(salaBody, sala ? { nome: sala.nome, capacidade: sala.capacidade } : NEW_SALA);
  const { submit, submitting } = useSaveForm({
    save: useSaveSala(sala?.id_sala),
    form,
    returnTo: buildPath('listagem-salas'),
    reviewMessage: t('salas.form.errors.review'),
    failureMessage: t('salas.saveError'),
  });
  const { control } = form;

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body))} noValidate>
      <Stack gap="lg">
        <FormSection title={t('salas.form.section')} hint={t('salas.form.sectionHint')}>
          <TextField control={control} name="nome" label={t('salas.form.nome')} required autoComplete="off" />
          <NumberField
            control={control}
            name="capacidade"
            label={t('salas.form.capacidade')}
            description={t('salas.form.capacidadeHint')}
            inputWrapperOrder={HINT_BELOW}
            required
            allowDecimal={false}
            allowNegative={false}
          />
        </FormSection>
        <FormActions
          cancel={{ to: buildPath('listagem-salas'), label: t('salas.form.cancel') }}
          saveLabel={t('salas.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
