import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { digitsOf } from '../../../ui/form/form-values.ts';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { PlateInput } from '../../../ui/inputs/MaskedInputs.tsx';
import {
  ANO_MAX,
  ANO_MIN,
  CATEGORIAS_VEICULO,
  TEXT_MAX,
  VEICULO_FIELDS,
  type VeiculoField,
  type VeiculoFormValues,
  validateVeiculo,
} from '../form-values.ts';
import { VinculosEditor } from './VinculosEditor.tsx';

const RENAVAM_LENGTH = 11;

interface VeiculoFormProps {
  readonly initial: VeiculoFormValues;
  readonly submitting: boolean;
  readonly serverErrors: FieldErrors<VeiculoField>;
  readonly onSubmit: (values: VeiculoFormValues) => void;
}

export function VeiculoForm({ initial, submitting, serverErrors, onSubmit }: VeiculoFormProps) {
  const { t } = useTranslation();
  const form = useFormState({
    initial,
    validate: validateVeiculo,
    describe: (code) => t(`veiculos.form.errors.${code}`),
    serverErrors,
  });
  const { values, set, error } = form;
  const year = { min: ANO_MIN, max: ANO_MAX, allowDecimal: false, allowNegative: false, hideControls: true };

  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(VEICULO_FIELDS, onSubmit)} noValidate>
      <Stack gap="lg">
        <FormSection title={t('veiculos.form.vehicle')} hint={t('veiculos.form.vehicleHint')}>
          <PlateInput
            label={t('veiculos.form.placa')}
            required
            value={values.placa}
            onChange={(placa) => set('placa', placa)}
            error={error('placa')}
          />
          <TextInput
            label={t('veiculos.form.renavam')}
            description={t('veiculos.form.renavamHint')}
            inputWrapperOrder={HINT_BELOW}
            required
            autoComplete="off"
            inputMode="numeric"
            maxLength={RENAVAM_LENGTH}
            value={values.renavam}
            onChange={(event) => set('renavam', digitsOf(event.currentTarget.value))}
            error={error('renavam')}
          />
          <TextInput
            label={t('veiculos.form.marca')}
            required
            autoComplete="off"
            maxLength={TEXT_MAX}
            value={values.marca}
            onChange={(event) => set('marca', event.currentTarget.value)}
            error={error('marca')}
          />
          <TextInput
            label={t('veiculos.form.modelo')}
            required
            autoComplete="off"
            maxLength={TEXT_MAX}
            value={values.modelo}
            onChange={(event) => set('modelo', event.currentTarget.value)}
            error={error('modelo')}
          />
        </FormSection>

        <FormSection title={t('veiculos.form.details')} hint={t('veiculos.form.detailsHint')}>
          <NumberInput
            label={t('veiculos.form.anoFabricacao')}
            required
            {...year}
            value={values.ano_fabricacao}
            onChange={(ano) => set('ano_fabricacao', ano)}
            error={error('ano_fabricacao')}
          />
          <NumberInput
            label={t('veiculos.form.anoModelo')}
            {...year}
            value={values.ano_modelo}
            onChange={(ano) => set('ano_modelo', ano)}
            error={error('ano_modelo')}
          />
          <Select
            label={t('veiculos.form.categoria')}
            required
            placeholder={t('veiculos.form.categoriaPlaceholder')}
            data={[...CATEGORIAS_VEICULO]}
            value={values.categoria}
            onChange={(categoria) => set('categoria', categoria)}
            error={error('categoria')}
            allowDeselect={false}
          />
          <NumberInput
            label={t('veiculos.form.hodometro')}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            hideControls
            value={values.hodometro}
            onChange={(km) => set('hodometro', km)}
            error={error('hodometro')}
          />
          <DateField
            label={t('veiculos.form.licenciamentoValidade')}
            description={t('veiculos.form.licenciamentoHint')}
            value={values.licenciamento_validade}
            onChange={(date) => set('licenciamento_validade', date)}
            error={error('licenciamento_validade')}
          />
        </FormSection>

        <FormSection title={t('veiculos.form.periods')} hint={t('veiculos.form.periodsHint')} columns={1}>
          <VinculosEditor
            rows={values.vinculos}
            onChange={(vinculos) => set('vinculos', vinculos)}
            showRowErrors={form.submitted}
            error={error('vinculos')}
          />
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
