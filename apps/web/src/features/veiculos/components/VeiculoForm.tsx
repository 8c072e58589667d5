import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { PlateInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { describeErrors, type FieldErrors } from '../../salas/shared/field-errors.ts';
import { useRegistryForm } from '../../salas/shared/useRegistryForm.ts';
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

const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];
const RENAVAM_LENGTH = 11;

interface VeiculoFormProps {
  readonly initial: VeiculoFormValues;
  readonly submitting: boolean;
  readonly serverErrors: FieldErrors<VeiculoField>;
  readonly onSubmit: (values: VeiculoFormValues) => void;
}

export function VeiculoForm({ initial, submitting, serverErrors, onSubmit }: VeiculoFormProps) {
  const { t } = useTranslation();
  const check = (values: VeiculoFormValues) =>
    describeErrors(validateVeiculo(values), VEICULO_FIELDS, (code) => t(`veiculos.form.errors.${code}`));
  const form = useRegistryForm({ initial, check, serverErrors, onSubmit });
  const { values, set, error } = form;
  const year = { min: ANO_MIN, max: ANO_MAX, allowDecimal: false, allowNegative: false, hideControls: true };

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
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
            inputWrapperOrder={BELOW}
            required
            autoComplete="off"
            inputMode="numeric"
            maxLength={RENAVAM_LENGTH}
            value={values.renavam}
            onChange={(event) => set('renavam', event.currentTarget.value.replace(/\D/g, ''))}
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
        </FormSection>

        <FormSection title={t('veiculos.form.periods')} hint={t('veiculos.form.periodsHint')} columns={1}>
          <VinculosEditor
            rows={values.vinculos}
            onChange={(vinculos) => set('vinculos', vinculos)}
            showRowErrors={form.submitted}
            error={error('vinculos')}
          />
        </FormSection>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={buildPath('listagem-veiculos')}>
            {t('veiculos.form.cancel')}
          </Button>
          <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('veiculos.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
