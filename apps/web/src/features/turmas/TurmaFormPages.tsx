import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useTurma } from './api.ts';
import { TurmaForm } from './components/TurmaForm.tsx';

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('turmas.title'), route: 'listagem-turmas' as const }, { label: current }];
}

/** admin/turmas/nova */
export function TurmaNovaPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('turmas.new')} crumbs={useCrumbs(t('turmas.new'))} />
      <TurmaForm />
    </>
  );
}

/** admin/turmas/editar/:idTurma */
export function TurmaEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idTurma);
  const turma = useTurma(id);
  return (
    <>
      <PageHeader
        title={t('turmas.edit')}
        description={turma.data?.nome}
        crumbs={useCrumbs(t('turmas.edit'))}
      />
      <RecordLoader
        query={turma}
        validId={id !== undefined}
        backTo={buildPath('listagem-turmas')}
        texts={t('turmas.form', { returnObjects: true })}
        sections={[220, 160, 260]}
      >
        {(record) => <TurmaForm key={record.id_turma} turma={record} />}
      </RecordLoader>
    </>
  );
}
