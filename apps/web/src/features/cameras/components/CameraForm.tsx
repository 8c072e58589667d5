import { type Camera, cameraBody } from '@cfc/contract';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../routing/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import { PasswordField } from '../../../ui/PasswordField.tsx';
import { useSalaOptions } from '../../salas/index.ts';
import { type CameraBody, useSaveCamera } from '../api.ts';

/** A new camera: every field blank, no room chosen. */
const NEW_CAMERA: Partial<CameraBody> = {
  nome: '',
  url_snapshot: '',
  url_stream: '',
  usuario: '',
  senha: '',
};

/** A stored camera as the form edits it; the password is write-only and starts blank. */
const valuesOf = (camera: Camera): Partial<CameraBody> => ({
  sala_id: camera.sala_id,
  nome: camera.nome,
  url_snapshot: camera.url_snapshot ?? '',
  url_stream: camera.url_stream ?? '',
  usuario: camera.usuario ?? '',
  senha: '',
});

/** The text of an optional field ('' while blank). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

interface CameraFormProps {
  /** The camera being edited; absent for a new one. */
  readonly camera?: Camera;
}

export function CameraForm({ camera }: CameraFormProps) {
  const { t } = useTranslation();
  const salas = useSalaOptions();
  const form = useContractForm(cameraBody, camera ? valuesOf(camera) : NEW_CAMERA);
  const { submit, submitting } = useSaveForm({
    save: useSaveCamera(camera?.id_camera),
    form,
    returnTo: buildPath('listagem-cameras'),
    reviewMessage: t('cameras.form.errors.review'),
    failureMessage: t('cameras.saveError'),
  });
  const { control } = form;
  // Inactive rooms are not offered, except the one the camera is already in.
  const options = (salas.data ?? [])
    .filter((sala) => sala.ativo || sala.id_sala === camera?.sala_id)
    .map((sala) => ({ value: String(sala.id_sala), label: sala.nome }));

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body))} noValidate>
      <Stack gap="lg">
        <FormSection title={t('cameras.form.section')} hint={t('cameras.form.sectionHint')}>
          <Bind control={control} name="sala_id" label={t('cameras.form.sala')}>
            {(field) => (
              <SearchSelect
                {...field}
                label={t('cameras.form.sala')}
                required
                placeholder={t('cameras.form.salaPlaceholder')}
                data={options}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(salaId) => salaId !== null && field.onChange(Number(salaId))}
                disabled={salas.isPending && options.length === 0}
                allowDeselect={false}
              />
            )}
          </Bind>
          <TextField
            control={control}
            name="nome"
            label={t('cameras.form.nome')}
            required
            autoComplete="off"
          />
        </FormSection>
        <FormSection title={t('cameras.form.access')} hint={t('cameras.form.accessHint')}>
          {/* Not required by itself: one of the two addresses is, and the contract says so here. */}
          <Bind control={control} name="url_snapshot">
            {(field) => (
              <TextInput
                {...field}
                label={t('cameras.form.urlSnapshot')}
                description={t('cameras.form.urlHint')}
                inputWrapperOrder={HINT_BELOW}
                type="url"
                autoComplete="off"
                placeholder="http://192.168.0.10/snapshot.jpg"
                value={textOf(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.value)}
              />
            )}
          </Bind>
          <TextField
            control={control}
            name="url_stream"
            label={t('cameras.form.urlStream')}
            description={t('cameras.form.urlAccepted')}
            inputWrapperOrder={HINT_BELOW}
            type="url"
            autoComplete="off"
            placeholder="rtsp://192.168.0.10:554/stream1"
          />
          <TextField control={control} name="usuario" label={t('cameras.form.usuario')} autoComplete="off" />
          <Bind control={control} name="senha" label={t('cameras.form.senha')}>
            {(field) => (
              <PasswordField
                name={field.name}
                label={t('cameras.form.senha')}
                description={camera?.tem_senha ? t('cameras.form.senhaKeep') : undefined}
                inputWrapperOrder={HINT_BELOW}
                autoComplete="new-password"
                value={textOf(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={field.error}
              />
            )}
          </Bind>
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
