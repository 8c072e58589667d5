import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useSala } from './api.ts';
import { SalaForm } from './components/SalaForm.tsx';

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('salas.title'), route: 'listagem-salas' as const }, { label: current }];
}

/** salas/nova */
export function SalaNovaPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('salas.new')} crumbs={useCrumbs(t('salas.new'))} />
      <SalaForm />
    </>
  );
}

/** salas/editar/:idSala */
export function SalaEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idSala);
  const sala = useSala(id);
  return (
    <>
      <PageHeader title={t('salas.edit')} description={sala.data?.nome} crumbs={useCrumbs(t('salas.edit'))} />
      <RecordLoader
        query={sala}
        validId={id !== undefined}
        backTo={buildPath('listagem-salas')}
        texts={t('salas.form', { returnObjects: true })}
      >
        {(record) => <SalaForm key={record.id_sala} sala={record} />}
      </RecordLoader>
    </>
  );
}
