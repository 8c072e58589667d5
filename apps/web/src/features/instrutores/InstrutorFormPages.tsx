import type { Instrutor } from '@cfc/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../app/route-id.ts';
import { buildPath } from '../../app/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { useSaveFormLegacy as useSaveForm } from '../../ui/form/useSaveFormLegacy.ts';
import { notifyError } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useInstrutor, useSaveFoto, useSaveInstrutor } from './api.ts';
import { InstrutorForm } from './components/InstrutorForm.tsx';
import {
  EMPTY_INSTRUTOR,
  INSTRUTOR_FIELDS,
  type InstrutorFormValues,
  instrutorBodyFrom,
  valuesFromInstrutor,
} from './form-values.ts';
import { type FotoState, fotoChange } from './foto.ts';

/** Saves the instructor, then its photo: the photo needs the instructor's id. */
function useInstrutorSubmit(id: number | undefined) {
  const { t } = useTranslation();
  const saveFoto = useSaveFoto();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSaveInstrutor(id),
    fields: INSTRUTOR_FIELDS,
    returnTo: buildPath('listagem-instrutores'),
    reviewMessage: t('instrutores.form.errors.review'),
    failureMessage: t('instrutores.saveError'),
  });

  function onSubmit(values: InstrutorFormValues, foto: FotoState) {
    const file = fotoChange(foto);
    const afterSave =
      file === undefined
        ? undefined
        : (saved: Instrutor) =>
            saveFoto
              .mutateAsync({ id: saved.id_instrutor, file })
              .then(() => undefined)
              .catch((error: unknown) => notifyError(error, t('instrutores.form.photoError')));
    submit(instrutorBodyFrom(values), afterSave);
  }

  return { submitting, serverErrors, onSubmit };
}

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('instrutores.title'), route: 'listagem-instrutores' as const }, { label: current }];
}

/** instrutores/novo */
export function InstrutorNovoPage() {
  const { t } = useTranslation();
  const submit = useInstrutorSubmit(undefined);
  return (
    <>
      <PageHeader title={t('instrutores.new')} crumbs={useCrumbs(t('instrutores.new'))} />
      <InstrutorForm initial={EMPTY_INSTRUTOR} {...submit} />
    </>
  );
}

/** instrutores/editar/:idInstrutor */
export function InstrutorEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idInstrutor);
  const instrutor = useInstrutor(id);
  const submit = useInstrutorSubmit(id);
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
          <InstrutorForm
            key={record.id_instrutor}
            initial={valuesFromInstrutor(record)}
            instrutor={{ id: record.id_instrutor, temFoto: record.tem_foto }}
            {...submit}
          />
        )}
      </RecordLoader>
    </>
  );
}
