import { localized, type Veiculo, type VeiculoBody, veiculoBody } from '@cfc/contract';
import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../routing/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { NumberField } from '../../../ui/form/NumberField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { PlateInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { useSaveVeiculo } from '../api.ts';
import { overlapping } from '../vinculos.ts';
import { VinculosEditor } from './VinculosEditor.tsx';

const RENAVAM_LENGTH = 11;
const CATEGORIAS = veiculoBody.shape.categoria.options;

/**
 * The contract's body, and periods that share no day: the server refuses those too, once its own
 * checks are done, so the form tells before calling it.
 */
const veiculoForm = veiculoBody.refine((body) => !overlapping(body.vinculos), {
  path: ['vinculos'],
  ...localized('veiculos.vinculosSobrepostos'),
});

/** A new vehicle: linked from a day still to be typed, no end. */
const NEW_VEICULO: Partial<VeiculoBody> = {
  placa: '',
  renavam: '',
  marca: '',
  modelo: '',
  hodometro: 0,
  licenciamento_validade: '',
  vinculos: [{ inicio: '', fim: '' }],
};

function valuesOf(veiculo: Veiculo): Partial<VeiculoBody> {
  return {
    placa: veiculo.placa,
    renavam: veiculo.renavam,
    marca: veiculo.marca,
    modelo: veiculo.modelo,
    ano_fabricacao: veiculo.ano_fabricacao,
    ano_modelo: veiculo.ano_modelo ?? undefined,
    categoria: CATEGORIAS.find((categoria) => categoria === veiculo.categoria),
    hodometro: veiculo.hodometro,
    licenciamento_validade: veiculo.licenciamento_validade ?? '',
    vinculos: veiculo.vinculos.map((vinculo) => ({ inicio: vinculo.inicio, fim: vinculo.fim ?? '' })),
  };
}

interface VeiculoFormProps {
  /** The vehicle being edited; absent for a new one. */
  readonly veiculo?: Veiculo;
}

export function VeiculoForm({ veiculo }: VeiculoFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(veiculoForm, veiculo ? valuesOf(veiculo) : NEW_VEICULO);
  const { submit, submitting } = useSaveForm({
    save: useSaveVeiculo(veiculo?.id_veiculo),
    form,
    returnTo: buildPath('listagem-veiculos'),
    reviewMessage: t('veiculos.form.errors.review'),
    failureMessage: t('veiculos.saveError'),
  });
  const { control } = form;
  const year = { allowDecimal: false, allowNegative: false, hideControls: true } as const;

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body))} noValidate>
      <Stack gap="lg">
        <FormSection title={t('veiculos.form.vehicle')} hint={t('veiculos.form.vehicleHint')}>
          <Bind control={control} name="placa" label={t('veiculos.form.placa')}>
            {(field) => <PlateInput label={t('veiculos.form.placa')} required {...field} />}
          </Bind>
          <Bind control={control} name="renavam" label={t('veiculos.form.renavam')}>
            {(field) => (
              <TextInput
                {...field}
                label={t('veiculos.form.renavam')}
                description={t('veiculos.form.renavamHint')}
                inputWrapperOrder={HINT_BELOW}
                required
                autoComplete="off"
                inputMode="numeric"
                maxLength={RENAVAM_LENGTH}
                onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, ''))}
              />
            )}
          </Bind>
          <TextField
            control={control}
            name="marca"
            label={t('veiculos.form.marca')}
            required
            autoComplete="off"
          />
          <TextField
            control={control}
            name="modelo"
            label={t('veiculos.form.modelo')}
            required
            autoComplete="off"
          />
        </FormSection>

        <FormSection title={t('veiculos.form.details')} hint={t('veiculos.form.detailsHint')}>
          <NumberField
            control={control}
            name="ano_fabricacao"
            label={t('veiculos.form.anoFabricacao')}
            required
            {...year}
          />
          <NumberField control={control} name="ano_modelo" label={t('veiculos.form.anoModelo')} {...year} />
          <Bind control={control} name="categoria" label={t('veiculos.form.categoria')}>
            {(field) => (
              <Select
                {...field}
                label={t('veiculos.form.categoria')}
                required
                placeholder={t('veiculos.form.categoriaPlaceholder')}
                data={[...CATEGORIAS]}
                value={field.value ?? null}
                onChange={(categoria) => {
                  const chosen = CATEGORIAS.find((each) => each === categoria);
                  if (chosen) field.onChange(chosen);
                }}
                allowDeselect={false}
              />
            )}
          </Bind>
          <NumberField
            control={control}
            name="hodometro"
            label={t('veiculos.form.hodometro')}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            hideControls
          />
          <Bind
            control={control}
            name="licenciamento_validade"
            label={t('veiculos.form.licenciamentoValidade')}
          >
            {(field) => (
              <DateField
                label={t('veiculos.form.licenciamentoValidade')}
                description={t('veiculos.form.licenciamentoHint')}
                ref={field.ref}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                error={field.error}
              />
            )}
          </Bind>
        </FormSection>

        <FormSection title={t('veiculos.form.periods')} hint={t('veiculos.form.periodsHint')} columns={1}>
          <VinculosEditor control={control} />
        </FormSection>

        <FormActions
          cancel={{ to: buildPath('listagem-veiculos'), label: t('veiculos.form.cancel') }}
          saveLabel={t('veiculos.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
