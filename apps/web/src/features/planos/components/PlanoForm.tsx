import { type Plano, type PlanoBody, planoBody } from '@cfc/contract';
import { CNH_CATEGORIES } from '@cfc/domain';
import { NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { NumberField } from '../../../ui/form/NumberField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { CurrencyInput } from '../../../ui/inputs/CurrencyInput.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { useSavePlano } from '../api.ts';

/** A new plan is for every category; lessons and price have no default, so they are asked for. */
const NEW_PLANO: Partial<PlanoBody> = {
  nome: '',
  categoria: null,
  horas_aula: undefined,
  preco_centavos: undefined,
};

/** The contract's bounds (`planoBody`), as the inputs' limits. */
const NOME_MAX = 80;
const HORAS_MIN = 1;
const HORAS_MAX = 200;

interface PlanoFormProps {
  /** The plan being edited; absent for a new one. */
  readonly plano?: Plano;
  /** Once the server took the plan. */
  readonly onSaved: () => void;
}

/** A pack of practical lessons the school sells. */
export function PlanoForm({ plano, onSaved }: PlanoFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(
    planoBody,
    plano
      ? {
          nome: plano.nome,
          categoria: plano.categoria,
          horas_aula: plano.horas_aula,
          preco_centavos: plano.preco_centavos,
        }
      : NEW_PLANO,
  );
  const { submit, submitting } = useSaveForm({
    save: useSavePlano(plano?.id_plano),
    form,
    reviewMessage: t('planos.form.errors.review'),
    failureMessage: t('planos.saveError'),
  });
  const { control } = form;
  const categoria = t('planos.form.categoria');
  const preco = t('planos.form.preco');

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, onSaved))} noValidate>
      <Stack gap="lg">
        <FormSection title={t('planos.form.section')} hint={t('planos.form.sectionHint')}>
          <TextField
            control={control}
            name="nome"
            label={t('planos.form.nome')}
            required
            autoComplete="off"
            maxLength={NOME_MAX}
          />
          <Bind control={control} name="categoria" label={categoria}>
            {(field) => (
              <NativeSelect
                label={categoria}
                data={[{ value: '', label: t('planos.todasCategorias') }, ...CNH_CATEGORIES]}
                {...field}
                value={field.value ?? ''}
                onChange={(event) =>
                  field.onChange(CNH_CATEGORIES.find((item) => item === event.currentTarget.value) ?? null)
                }
              />
            )}
          </Bind>
          <NumberField
            control={control}
            name="horas_aula"
            label={t('planos.form.horas_aula')}
            description={t('planos.form.horasHint')}
            inputWrapperOrder={HINT_BELOW}
            required
            min={HORAS_MIN}
            max={HORAS_MAX}
            allowDecimal={false}
            allowNegative={false}
          />
          <Bind control={control} name="preco_centavos" label={preco}>
            {(field) => (
              <CurrencyInput
                label={preco}
                required
                {...field}
                value={field.value ?? null}
                // Emptied, the field is empty again, as it started: the schema asks for a price.
                onChange={(cents) => field.onChange((cents ?? undefined) as number)}
              />
            )}
          </Bind>
        </FormSection>
        <FormActions saveLabel={t('planos.form.save')} submitting={submitting} />
      </Stack>
    </form>
  );
}
