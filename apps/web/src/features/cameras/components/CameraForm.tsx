import type { Sala } from '@cfc/contract';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import {
  CAMERA_FIELDS,
  type CameraField,
  type CameraFormValues,
  LIMITS,
  validateCamera,
} from '../form-values.ts';

interface CameraFormProps {
  readonly initial: CameraFormValues;
  readonly salas: readonly Sala[];
  readonly salasLoading: boolean;
  /** The camera already has a password: a blank one keeps it. */
  readonly temSenha: boolean;
  readonly submitting: boolean;
  readonly serverErrors: FieldErrors<CameraField>;
  readonly onSubmit: (values: CameraFormValues) => void;
}

export function CameraForm(props: CameraFormProps) {
  const { initial, salas, salasLoading, temSenha, submitting, serverErrors, onSubmit } = props;
  const { t } = useTranslation();
  const form = useFormState({
    initial,
    validate: validateCamera,
    describe: (code) => t(`cameras.form.errors.${code}`),
    serverErrors,
  });
  const { values, set, error } = form;
  // Inactive rooms are not offered, except the one the camera is already in.
  const options = salas
    .filter((sala) => sala.ativo || String(sala.id_sala) === initial.sala_id)
    .map((sala) => ({ value: String(sala.id_sala), label: sala.nome }));

  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(CAMERA_FIELDS, onSubmit)} noValidate>
      <Stack gap="lg">
        <FormSection title={t('cameras.form.section')} hint={t('cameras.form.sectionHint')}>
          <SearchSelect
            label={t('cameras.form.sala')}
            required
            placeholder={t('cameras.form.salaPlaceholder')}
            data={options}
            value={values.sala_id}
            onChange={(salaId) => set('sala_id', salaId)}
            disabled={salasLoading && options.length === 0}
            error={error('sala_id')}
            allowDeselect={false}
          />
          <TextInput
            label={t('cameras.form.nome')}
            required
            autoComplete="off"
            maxLength={LIMITS.nome}
            value={values.nome}
            onChange={(event) => set('nome', event.currentTarget.value)}
            error={error('nome')}
          />
        </FormSection>
        <FormSection title={t('cameras.form.access')} hint={t('cameras.form.accessHint')}>
          <TextInput
            label={t('cameras.form.urlSnapshot')}
            description={t('cameras.form.urlHint')}
            inputWrapperOrder={HINT_BELOW}
            type="url"
            autoComplete="off"
            placeholder="http://192.168.0.10/snapshot.jpg"
            maxLength={LIMITS.url}
            value={values.url_snapshot}
            onChange={(event) => set('url_snapshot', event.currentTarget.value)}
            error={error('url_snapshot')}
          />
          <TextInput
            label={t('cameras.form.urlStream')}
            description={t('cameras.form.urlAccepted')}
            inputWrapperOrder={HINT_BELOW}
            type="url"
            autoComplete="off"
            placeholder="rtsp://192.168.0.10:554/stream1"
            maxLength={LIMITS.url}
            value={values.url_stream}
            onChange={(event) => set('url_stream', event.currentTarget.value)}
            error={error('url_stream')}
          />
          <TextInput
            label={t('cameras.form.usuario')}
            autoComplete="off"
            maxLength={LIMITS.usuario}
            value={values.usuario}
            onChange={(event) => set('usuario', event.currentTarget.value)}
            error={error('usuario')}
          />
          <PasswordField
            label={t('cameras.form.senha')}
            description={temSenha ? t('cameras.form.senhaKeep') : undefined}
            inputWrapperOrder={HINT_BELOW}
            autoComplete="new-password"
            maxLength={LIMITS.senha}
            value={values.senha}
            onChange={(event) => set('senha', event.currentTarget.value)}
            error={error('senha')}
          />
        </FormSection>
        <FormActions
          cancel={{ to: buildPath('listagem-cameras'), label: t('cameras.form.cancel') }}
          saveLabel={t('cameras.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
