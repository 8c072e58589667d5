import { type EstadoPerfil, type EstadoPerfilBody, estadoPerfilBody } from '@cfc/contract';
import { NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSection } from '../../../ui/FormSection.tsx';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind } from '../../../ui/form/fields.tsx';
import { NumberField } from '../../../ui/form/NumberField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { TimeField } from '../../../ui/inputs/TimeField.tsx';
import { useSaveEstadoPerfil } from '../api.ts';

/** The rules counted in lessons or minutes, each a number input. */
type NumberRule =
  | 'limite_conceitos_basicos'
  | 'limite_baliza'
  | 'tempo_minimo_minutos'
  | 'duracao_maxima_minutos'
  | 'aula_dupla_minimo_minutos'
  | 'intervalo_terceira_aula_minutos'
  | 'tolerancia_checkin_minutos'
  | 'contingencia_percentual_maximo'
  | TeoricaRule
  | AlertaRule;

/** The theory rules, each a number with a help text naming where it comes from. */
type TeoricaRule =
  | 'teorica_limite_diario'
  | 'teorica_tolerancia_minutos'
  | 'ead_tolerancia_entrada_minutos'
  | 'ead_presenca_minima_percentual'
  | 'ead_verificacoes_aleatorias_percentual'
  | 'ead_similaridade_minima'
  | 'ead_vivacidade_minima';

/** The thresholds of the monitoring alerts (docs/monitoring.md), each with its help text. */
type AlertaRule =
  | 'alerta_gps_lacuna_segundos'
  | 'alerta_velocidade_maxima_kmh'
  | 'alerta_hodometro_tolerancia_percentual'
  | 'alerta_similaridade_minima'
  | 'alerta_rejeicoes_quantidade'
  | 'alerta_rejeicoes_dias'
  | 'alerta_camera_offline_minutos';
const ALERTA_RULES: readonly AlertaRule[] = [
  'alerta_gps_lacuna_segundos',
  'alerta_velocidade_maxima_kmh',
  'alerta_hodometro_tolerancia_percentual',
  'alerta_similaridade_minima',
  'alerta_rejeicoes_quantidade',
  'alerta_rejeicoes_dias',
  'alerta_camera_offline_minutos',
];

/** The rules given as a share, shown with '%'. */
const PERCENT_RULES: ReadonlySet<TeoricaRule | AlertaRule> = new Set([
  'alerta_hodometro_tolerancia_percentual',
  'alerta_similaridade_minima',
  'ead_presenca_minima_percentual',
  'ead_verificacoes_aleatorias_percentual',
  'ead_similaridade_minima',
  'ead_vivacidade_minima',
]);

/** The freedoms and the transition choice of CONTRAN 1.020/2025, each a yes or no. */
const FLAG_FIELDS = ['migrar_processos_abertos', 'instrutor_autonomo', 'veiculo_proprio_candidato'] as const;

/** The instructor's daily limit is one of two values (h/a). */
const LIMITES_DIARIOS = [12, 24] as const;

/**
 * The contract's bounds of a number rule, for its input to bring a number out of them back in, as
 * it loses the focus.
 */
function boundsOf(rule: NumberRule): { min?: number; max?: number } {
  let schema: z.ZodType = estadoPerfilBody.shape[rule];
  while (
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable
  ) {
    schema = schema.unwrap() as z.ZodType;
  }
  if (!(schema instanceof z.ZodNumber)) return {};
  return { min: schema.minValue ?? undefined, max: schema.maxValue ?? undefined };
}

/**
 * A cap left blank is sent as none (null), and a blank minimum share of a remote lesson as the
 * in-person rule (null); absent, the server would keep the stored one.
 */
const estadoPerfilForm = estadoPerfilBody.transform((body) => ({
  ...body,
  contingencia_percentual_maximo: body.contingencia_percentual_maximo ?? null,
  ead_presenca_minima_percentual: body.ead_presenca_minima_percentual ?? null,
}));

function valuesOf(perfil: EstadoPerfil): EstadoPerfilBody {
  return {
    instrutor_limite_diario: perfil.instrutor_limite_diario === 24 ? 24 : 12,
    alunos_simultaneos: perfil.alunos_simultaneos,
    noite_inicio: perfil.noite_inicio.slice(0, 5),
    noite_fim: perfil.noite_fim.slice(0, 5),
    limite_conceitos_basicos: perfil.limite_conceitos_basicos,
    limite_baliza: perfil.limite_baliza,
    tempo_minimo_minutos: perfil.tempo_minimo_minutos,
    duracao_maxima_minutos: perfil.duracao_maxima_minutos,
    aula_dupla_minimo_minutos: perfil.aula_dupla_minimo_minutos,
    intervalo_terceira_aula_minutos: perfil.intervalo_terceira_aula_minutos,
    tolerancia_checkin_minutos: perfil.tolerancia_checkin_minutos,
    regime_1020_desde: perfil.regime_1020_desde,
    migrar_processos_abertos: perfil.migrar_processos_abertos,
    instrutor_autonomo: perfil.instrutor_autonomo,
    veiculo_proprio_candidato: perfil.veiculo_proprio_candidato,
    contingencia_percentual_maximo: perfil.contingencia_percentual_maximo,
    teorica_limite_diario: perfil.teorica_limite_diario,
    teorica_tolerancia_minutos: perfil.teorica_tolerancia_minutos,
    ead_tolerancia_entrada_minutos: perfil.ead_tolerancia_entrada_minutos,
    ead_presenca_minima_percentual: perfil.ead_presenca_minima_percentual,
    ead_verificacoes_aleatorias_percentual: perfil.ead_verificacoes_aleatorias_percentual,
    ead_similaridade_minima: perfil.ead_similaridade_minima,
    ead_vivacidade_minima: perfil.ead_vivacidade_minima,
    ead_gravada_permitida: perfil.ead_gravada_permitida,
    alerta_gps_lacuna_segundos: perfil.alerta_gps_lacuna_segundos,
    alerta_velocidade_maxima_kmh: perfil.alerta_velocidade_maxima_kmh,
    alerta_hodometro_tolerancia_percentual: perfil.alerta_hodometro_tolerancia_percentual,
    alerta_similaridade_minima: perfil.alerta_similaridade_minima,
    alerta_rejeicoes_quantidade: perfil.alerta_rejeicoes_quantidade,
    alerta_rejeicoes_dias: perfil.alerta_rejeicoes_dias,
    alerta_camera_offline_minutos: perfil.alerta_camera_offline_minutos,
  };
}

/** One state's rules; saved with PUT /estado-perfis/:uf (monitoring staff only). */
export function EstadoPerfilForm({
  perfil,
  onDone,
}: {
  readonly perfil: EstadoPerfil;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(estadoPerfilForm, valuesOf(perfil));
  const { submit, submitting } = useSaveForm({
    save: useSaveEstadoPerfil(perfil.uf),
    form,
    reviewMessage: t('estadoPerfis.form.errors.review'),
    failureMessage: t('estadoPerfis.saveError'),
  });
  const { control } = form;
  const teorica = (rule: TeoricaRule | AlertaRule) => (
    <NumberField
      key={rule}
      control={control}
      name={rule}
      label={t(`estadoPerfis.fields.${rule}`)}
      description={t(`estadoPerfis.form.hints.${rule}`)}
      // Blank is the in-person rule, a choice of its own.
      required={rule !== 'ead_presenca_minima_percentual'}
      {...boundsOf(rule)}
      allowDecimal={false}
      allowNegative={false}
      suffix={PERCENT_RULES.has(rule) ? '%' : undefined}
    />
  );
  const number = (rule: Exclude<NumberRule, 'contingencia_percentual_maximo' | TeoricaRule | AlertaRule>) => (
    <NumberField
      key={rule}
      control={control}
      name={rule}
      label={t(`estadoPerfis.fields.${rule}`)}
      required
      {...boundsOf(rule)}
      allowDecimal={false}
      allowNegative={false}
    />
  );

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, onDone))} noValidate>
      <Stack gap="lg">
        <FormSection title={t('estadoPerfis.form.instrutor')}>
          <Bind control={control} name="instrutor_limite_diario">
            {(field) => (
              <NativeSelect
                {...field}
                label={t('estadoPerfis.fields.instrutor_limite_diario')}
                required
                value={String(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.value === '24' ? 24 : 12)}
                data={LIMITES_DIARIOS.map((value) => ({
                  value: String(value),
                  label: t('estadoPerfis.ha', { count: value }),
                }))}
              />
            )}
          </Bind>
          <Bind control={control} name="alunos_simultaneos">
            {(field) => (
              <NativeSelect
                {...field}
                label={t('estadoPerfis.fields.alunos_simultaneos')}
                required
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                data={['1', '2']}
              />
            )}
          </Bind>
        </FormSection>
        <FormSection title={t('estadoPerfis.form.noite')} hint={t('estadoPerfis.form.noiteHint')}>
          {(['noite_inicio', 'noite_fim'] as const).map((name) => (
            <Bind key={name} control={control} name={name} label={t(`estadoPerfis.fields.${name}`)}>
              {(field) => (
                <TimeField
                  legend={t(`estadoPerfis.fields.${name}`)}
                  ref={field.ref}
                  required
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={field.error}
                />
              )}
            </Bind>
          ))}
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
          <Bind control={control} name="regime_1020_desde" label={t('estadoPerfis.fields.regime_1020_desde')}>
            {(field) => (
              <DateField
                label={t('estadoPerfis.fields.regime_1020_desde')}
                required
                ref={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={field.error}
              />
            )}
          </Bind>
          <Stack gap="sm" pt={{ base: 0, sm: 'lg' }}>
            {FLAG_FIELDS.map((name) => (
              <CheckboxField
                key={name}
                control={control}
                name={name}
                label={t(`estadoPerfis.fields.${name}`)}
                description={t(`estadoPerfis.form.hints.${name}`)}
              />
            ))}
          </Stack>
        </FormSection>
        <FormSection
          title={t('estadoPerfis.form.contingencia')}
          hint={t('estadoPerfis.form.contingenciaHint')}
        >
          <NumberField
            control={control}
            name="contingencia_percentual_maximo"
            label={t('estadoPerfis.fields.contingencia_percentual_maximo')}
            {...boundsOf('contingencia_percentual_maximo')}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
          />
        </FormSection>
        <FormSection title={t('estadoPerfis.form.teorica')} hint={t('estadoPerfis.form.teoricaHint')}>
          {teorica('teorica_limite_diario')}
          {teorica('teorica_tolerancia_minutos')}
        </FormSection>
        <FormSection title={t('estadoPerfis.form.ead')} hint={t('estadoPerfis.form.eadHint')}>
          {teorica('ead_tolerancia_entrada_minutos')}
          {teorica('ead_presenca_minima_percentual')}
          {teorica('ead_verificacoes_aleatorias_percentual')}
          {teorica('ead_similaridade_minima')}
          {teorica('ead_vivacidade_minima')}
          <Stack gap="sm" pt={{ base: 0, sm: 'lg' }}>
            <CheckboxField
              control={control}
              name="ead_gravada_permitida"
              label={t('estadoPerfis.fields.ead_gravada_permitida')}
              description={t('estadoPerfis.form.hints.ead_gravada_permitida')}
            />
          </Stack>
        </FormSection>
        <FormSection title={t('estadoPerfis.form.alertas')} hint={t('estadoPerfis.form.alertasHint')}>
          {ALERTA_RULES.map(teorica)}
        </FormSection>
        <FormActions saveLabel={t('estadoPerfis.form.save')} submitting={submitting} />
      </Stack>
    </form>
  );
}
