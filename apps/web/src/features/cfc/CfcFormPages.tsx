import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { useSaveFormLegacy as useSaveForm } from '../../ui/form/useSaveFormLegacy.ts';
import { type Crumb, PageHeader } from '../../ui/PageHeader.tsx';
import { useAutoescola, useSaveAutoescola } from './api.ts';
import { AutoescolaForm } from './components/AutoescolaForm.tsx';
import {
  AUTOESCOLA_ALIASES,
  AUTOESCOLA_FIELDS,
  type AutoescolaFormValues,
  autoescolaBodyFrom,
  EMPTY_AUTOESCOLA,
  novaAutoescolaBodyFrom,
  valuesFromAutoescola,
} from './form-values.ts';
import { listPath } from './paths.ts';

/** The sections of the form while the school loads. */
const SECTIONS = [240, 220, 140];

/** Saves the form (POST with the administrator, or PUT), then back to the list as it was left. */
function useAutoescolaSubmit(id: number | undefined, back: string) {
  const { t } = useTranslation();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSaveAutoescola(id),
    fields: AUTOESCOLA_FIELDS,
    aliases: AUTOESCOLA_ALIASES,
    returnTo: back,
    reviewMessage: t('cfc.form.errors.review'),
    failureMessage: t('cfc.saveError'),
  });
  const onSubmit = (values: AutoescolaFormValues) =>
    submit(id === undefined ? novaAutoescolaBodyFrom(values) : autoescolaBodyFrom(values));
  return { submitting, serverErrors, onSubmit, cancelTo: back };
}

function useCrumbs(current: string): Crumb[] {
  const { t } = useTranslation();
  return [{ label: t('cfc.title'), route: 'cfc' }, { label: current }];
}

/** cfc-novo: a school and its first administrator. */
export function CfcNovoPage() {
  const { t } = useTranslation();
  const form = useAutoescolaSubmit(undefined, listPath(new URLSearchParams()));
  return (
    <>
      <PageHeader title={t('cfc.new')} crumbs={useCrumbs(t('cfc.new'))} />
      <AutoescolaForm initial={EMPTY_AUTOESCOLA} {...form} />
    </>
  );
}

/** cfc?editar=:id: the same form, without the administrator. */
export function CfcEditarPage({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const back = listPath(search);
  const autoescola = useAutoescola(id);
  const form = useAutoescolaSubmit(id, back);
  return (
    <>
      <PageHeader
        title={t('cfc.edit')}
        description={autoescola.data?.nome_fantasia}
        crumbs={useCrumbs(t('cfc.edit'))}
      />
      <RecordLoader
        query={autoescola}
        validId
        backTo={back}
        texts={t('cfc.form', { returnObjects: true })}
        sections={SECTIONS}
      >
        {(record) => (
          <AutoescolaForm
            key={record.id}
            initial={valuesFromAutoescola(record)}
            slug={record.slug}
            {...form}
          />
        )}
      </RecordLoader>
    </>
  );
}
