import type { EstadoPerfil } from '@cfc/contract';
import { Checkbox, NativeSelect, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { useSaveFormLegacy as useSaveForm } from '../../../ui/form/useSaveFormLegacy.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { TimeField } from '../../../ui/inputs/TimeField.tsx';
import { useSaveEstadoPerfil } from '../api.ts';
import {
  CONTINGENCIA_LIMITES,
  ESTADO_PERFIL_FIELDS,
  estadoPerfilBodyFrom,
  FLAG_FIELDS,
  LIMITES,
  LIMITES_DIARIOS,
  type NumberField,
  validateEstadoPerfil,
  valuesFromPerfil,
} from '../form-values.ts';

/** One state's rules; saved with PUT /estado-perfis/:uf (monitoring staff only). */
export function EstadoPerfilForm({
  perfil,
  onDone,
}: {
  readonly perfil: EstadoPerfil;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSaveEstadoPerfil(perfil.uf),
    fields: ESTADO_PERFIL_FIELDS,
    reviewMessage: t('estadoPerfis.form.errors.review'),
    failureMessage: t('estadoPerfis.saveError'),
  });
  const form = useFormState({
    initial: valuesFromPerfil(perfil),
    validate: validateEstadoPerfil,
    describe: (code, field) => {
      const [min, max] =
        field === 'contingencia_percentual_maximo'
          ? CONTINGENCIA_LIMITES
          : (LIMITES[field as NumberField] ?? []);
      return t(`estadoPerfis.form.errors.${code}`, { min, max });
    },
    serverErrors,
  });
  const { values, set, error } = form;
  const number = (field: NumberField) => (
    <NumberInput
      key={field}
      label={t(`estadoPerfis.fields.${field}`)}
      required
      min={LIMITES[field][0]}
      max={LIMITES[field][1]}
      allowDecimal={false}
      allowNegative={false}
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={error(field)}
    />
  );

  return (
    <form
      ref={form.ref}
      onSubmit={form.handleSubmit(ESTADO_PERFIL_FIELDS, (valid) =>
        submit(estadoPerfilBodyFrom(valid), onDone),
      )}
      noValidate
    >
      <Stack gap="lg">
        <FormSection title={t('estadoPerfis.form.instrutor')}>
          <NativeSelect
            label={t('estadoPerfis.fields.instrutor_limite_diario')}
            required
            value={values.instrutor_limite_diario}
            onChange={(event) =>
              set('instrutor_limite_diario', event.currentTarget.value === '24' ? '24' : '12')
            }
            data={LIMITES_DIARIOS.map((value) => ({
              value,
              label: t('estadoPerfis.ha', { count: Number(value) }),
            }))}
          />
          <NativeSelect
            label={t('estadoPerfis.fields.alunos_simultaneos')}
            required
            value={values.alunos_simultaneos}
            onChange={(event) => set('alunos_simultaneos', event.currentTarget.value === '2' ? '2' : '1')}
            data={['1', '2']}
          />
        </FormSection>
        <FormSection title={t('estadoPerfis.form.noite')} hint={t('estadoPerfis.form.noiteHint')}>
          <TimeField
            legend={t('estadoPerfis.fields.noite_inicio')}
            required
            value={values.noite_inicio}
            onChange={(value) => set('noite_inicio', value)}
            error={error('noite_inicio')}
          />
          <TimeField
            legend={t('estadoPerfis.fields.noite_fim')}
            required
            value={values.noite_fim}
            onChange={(value) => set('noite_fim', value)}
            error={error('noite_fim')}
          />
        </FormSection>
        <FormSection title={t('estadoPerfis.form.limites')}>
          {number('limite_conceitos_basicos')}
          {number('limite_baliza')}
        </FormSection>
        <FormSection title={t('estadoPerfis.form.minutos')} hint={t('estadoPerfis.form.minutosHint')}>
          {number('tempo_minimo_minutos')}
          {number('duracao_maxima_minutos')}
          {number('aula_dupla_minimo_minutos')}
          {number('intervalo_terceira_aula_minutos')}
          {number('tolerancia_checkin_minutos')}
        </FormSection>
        <FormSection title={t('estadoPerfis.form.transicao')} hint={t('estadoPerfis.form.transicaoHint')}>
          <DateField
            label={t('estadoPerfis.fields.regime_1020_desde')}
            required
            value={values.regime_1020_desde}
            onChange={(date) => set('regime_1020_desde', date)}
            error={error('regime_1020_desde')}
          />
          <Stack gap="sm" pt={{ base: 0, sm: 'lg' }}>
            {FLAG_FIELDS.map((field) => (
              <Checkbox
                key={field}
                label={t(`estadoPerfis.fields.${field}`)}
                description={t(`estadoPerfis.form.hints.${field}`)}
                checked={values[field]}
                onChange={(event) => set(field, event.currentTarget.checked)}
                error={error(field)}
              />
            ))}
          </Stack>
        </FormSection>
        <FormSection
          title={t('estadoPerfis.form.contingencia')}
          hint={t('estadoPerfis.form.contingenciaHint')}
        >
          <NumberInput
            label={t('estadoPerfis.fields.contingencia_percentual_maximo')}
            min={CONTINGENCIA_LIMITES[0]}
            max={CONTINGENCIA_LIMITES[1]}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            value={values.contingencia_percentual_maximo}
            onChange={(value) => set('contingencia_percentual_maximo', value)}
            error={error('contingencia_percentual_maximo')}
          />
        </FormSection>
        <FormActions saveLabel={t('estadoPerfis.form.save')} submitting={submitting} />
      </Stack>
    </form>
  );
}
