import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { usePermission } from '../../session/useAccess.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReferenciaFacialSection } from '../referencia-facial/index.ts';
import { useInstrutor } from './api.ts';
import { InstrutorForm } from './components/InstrutorForm.tsx';

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('instrutores.title'), route: 'listagem-instrutores' as const }, { label: current }];
}

/** instrutores/novo */
export function InstrutorNovoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('instrutores.new')} crumbs={useCrumbs(t('instrutores.new'))} />
      <InstrutorForm />
    </>
  );
}

/** instrutores/editar/:idInstrutor, with the reference photo of face checks below the form. */
export function InstrutorEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idInstrutor);
  const instrutor = useInstrutor(id);
  const canEdit = usePermission('instrutor_edit');
  return (
    <>
      <PageHeader
        title={t('instrutores.edit')}
        description={instrutor.data?.nome}
        crumbs={useCrumbs(t('instrutores.edit'))}
      />
      <RecordLoader
        query={instrutor}
        validId={id !== undefined}
        backTo={buildPath('listagem-instrutores')}
        texts={t('instrutores.form', { returnObjects: true })}
      >
        {(record) => (
          <Stack gap="lg">
            <InstrutorForm key={record.id_instrutor} instrutor={record} />
            <ReferenciaFacialSection titular="instrutor" id={record.id_instrutor} canEdit={canEdit} />
          </Stack>
        )}
      </RecordLoader>
    </>
  );
}
