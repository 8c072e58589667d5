import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../app/route-id.ts';
import { buildPath } from '../../app/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { useSaveForm } from '../../ui/form/useSaveForm.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useSala, useSaveSala } from './api.ts';
import { SalaForm } from './components/SalaForm.tsx';
import { EMPTY_SALA, SALA_FIELDS, type SalaFormValues, salaBodyFrom, valuesFromSala } from './form-values.ts';

function useSalaSubmit(id: number | undefined) {
  const { t } = useTranslation();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSaveSala(id),
    fields: SALA_FIELDS,
    returnTo: buildPath('listagem-salas'),
    reviewMessage: t('salas.form.errors.review'),
    failureMessage: t('salas.saveError'),
  });
  return { submitting, serverErrors, onSubmit: (values: SalaFormValues) => submit(salaBodyFrom(values)) };
}

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('salas.title'), route: 'listagem-salas' as const }, { label: current }];
}

/** salas/nova */
export function SalaNovaPage() {
  const { t } = useTranslation();
  const submit = useSalaSubmit(undefined);
  return (
    <>
      <PageHeader title={t('salas.new')} crumbs={useCrumbs(t('salas.new'))} />
      <SalaForm initial={EMPTY_SALA} {...submit} />
    </>
  );
}

/** salas/editar/:idSala */
export function SalaEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idSala);
  const sala = useSala(id);
  const submit = useSalaSubmit(id);
  return (
    <>
      <PageHeader title={t('salas.edit')} description={sala.data?.nome} crumbs={useCrumbs(t('salas.edit'))} />
      <RecordLoader
        query={sala}
        validId={id !== undefined}
        backTo={buildPath('listagem-salas')}
        texts={t('salas.form', { returnObjects: true })}
      >
        {(record) => <SalaForm key={record.id_sala} initial={valuesFromSala(record)} {...submit} />}
      </RecordLoader>
    </>
  );
}
