import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useVeiculo } from './api.ts';
import { VeiculoForm } from './components/VeiculoForm.tsx';

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('veiculos.title'), route: 'listagem-veiculos' as const }, { label: current }];
}

/** veiculos/novo */
export function VeiculoNovoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('veiculos.new')} crumbs={useCrumbs(t('veiculos.new'))} />
      <VeiculoForm />
    </>
  );
}

/** veiculos/editar/:idVeiculo */
export function VeiculoEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idVeiculo);
  const veiculo = useVeiculo(id);
  return (
    <>
      <PageHeader
        title={t('veiculos.edit')}
        description={
          veiculo.data ? `${veiculo.data.placa} · ${veiculo.data.marca} ${veiculo.data.modelo}` : undefined
        }
        crumbs={useCrumbs(t('veiculos.edit'))}
      />
      <RecordLoader
        query={veiculo}
        validId={id !== undefined}
        backTo={buildPath('listagem-veiculos')}
        texts={t('veiculos.form', { returnObjects: true })}
      >
        {(record) => <VeiculoForm key={record.id_veiculo} veiculo={record} />}
      </RecordLoader>
    </>
  );
}
