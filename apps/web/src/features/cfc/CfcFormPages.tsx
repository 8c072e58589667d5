import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { type Crumb, PageHeader } from '../../ui/PageHeader.tsx';
import { useAutoescola } from './api.ts';
import { AutoescolaForm } from './components/AutoescolaForm.tsx';
import { listPath } from './paths.ts';

/** The sections of the form while the school loads. */
const SECTIONS = [240, 220, 140];

function useCrumbs(current: string): Crumb[] {
  const { t } = useTranslation();
  return [{ label: t('cfc.title'), route: 'cfc' }, { label: current }];
}

/** cfc-novo: a school and its first administrator. */
export function CfcNovoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('cfc.new')} crumbs={useCrumbs(t('cfc.new'))} />
      <AutoescolaForm backTo={listPath(new URLSearchParams())} />
    </>
  );
}

/** cfc?editar=:id: the same form, without the administrator. */
export function CfcEditarPage({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const back = listPath(search);
  const autoescola = useAutoescola(id);
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
        {(record) => <AutoescolaForm key={record.id} autoescola={record} backTo={back} />}
      </RecordLoader>
    </>
  );
}
