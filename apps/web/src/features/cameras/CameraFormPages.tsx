import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCamera } from './api.ts';
import { CameraForm } from './components/CameraForm.tsx';

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('cameras.title'), route: 'listagem-cameras' as const }, { label: current }];
}

/** cameras/nova */
export function CameraNovaPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('cameras.new')} crumbs={useCrumbs(t('cameras.new'))} />
      <CameraForm />
    </>
  );
}

/** cameras/editar/:idCam */
export function CameraEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idCam);
  const camera = useCamera(id);
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
        {(record) => <CameraForm key={record.id_camera} camera={record} />}
      </RecordLoader>
    </>
  );
}
