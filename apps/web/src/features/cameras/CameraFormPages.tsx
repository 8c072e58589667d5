import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../app/route-id.ts';
import { buildPath } from '../../app/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { useSaveFormLegacy as useSaveForm } from '../../ui/form/useSaveFormLegacy.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useSalaOptions } from '../salas/api.ts';
import { useCamera, useSaveCamera } from './api.ts';
import { CameraForm } from './components/CameraForm.tsx';
import {
  CAMERA_FIELDS,
  type CameraFormValues,
  cameraBodyFrom,
  EMPTY_CAMERA,
  valuesFromCamera,
} from './form-values.ts';

function useCameraSubmit(id: number | undefined) {
  const { t } = useTranslation();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSaveCamera(id),
    fields: CAMERA_FIELDS,
    returnTo: buildPath('listagem-cameras'),
    reviewMessage: t('cameras.form.errors.review'),
    failureMessage: t('cameras.saveError'),
  });
  const salas = useSalaOptions();
  return {
    submitting,
    serverErrors,
    salas: salas.data ?? [],
    salasLoading: salas.isPending,
    onSubmit: (values: CameraFormValues) => submit(cameraBodyFrom(values)),
  };
}

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('cameras.title'), route: 'listagem-cameras' as const }, { label: current }];
}

/** cameras/nova */
export function CameraNovaPage() {
  const { t } = useTranslation();
  const form = useCameraSubmit(undefined);
  return (
    <>
      <PageHeader title={t('cameras.new')} crumbs={useCrumbs(t('cameras.new'))} />
      <CameraForm initial={EMPTY_CAMERA} temSenha={false} {...form} />
    </>
  );
}

/** cameras/editar/:idCam */
export function CameraEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idCam);
  const camera = useCamera(id);
  const form = useCameraSubmit(id);
  return (
    <>
      <PageHeader
        title={t('cameras.edit')}
        description={camera.data?.nome}
        crumbs={useCrumbs(t('cameras.edit'))}
      />
      <RecordLoader
        query={camera}
        validId={id !== undefined}
        backTo={buildPath('listagem-cameras')}
        texts={t('cameras.form', { returnObjects: true })}
      >
        {(record) => (
          <CameraForm
            key={record.id_camera}
            initial={valuesFromCamera(record)}
            temSenha={record.tem_senha}
            {...form}
          />
        )}
      </RecordLoader>
    </>
  );
}
