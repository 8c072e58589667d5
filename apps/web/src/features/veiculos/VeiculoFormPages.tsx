import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { idFrom, RecordLoader } from '../salas/shared/RecordLoader.tsx';
import { useSaveAndReturn } from '../salas/shared/useSaveAndReturn.ts';
import { useSaveVeiculo, useVeiculo } from './api.ts';
import { VeiculoForm } from './components/VeiculoForm.tsx';
import {
  emptyVeiculo,
  VEICULO_FIELDS,
  type VeiculoFormValues,
  valuesFromVeiculo,
  veiculoBodyFrom,
} from './form-values.ts';

function useVeiculoSubmit(id: number | undefined) {
  const { t } = useTranslation();
  const { submit, ...state } = useSaveAndReturn({
    save: useSaveVeiculo(id),
    fields: VEICULO_FIELDS,
    listRoute: 'listagem-veiculos',
    reviewMessage: t('veiculos.form.errors.review'),
    failureMessage: t('veiculos.saveError'),
  });
  return { ...state, onSubmit: (values: VeiculoFormValues) => submit(veiculoBodyFrom(values)) };
}

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('veiculos.title'), route: 'listagem-veiculos' as const }, { label: current }];
}

/** veiculos/novo */
export function VeiculoNovoPage() {
  const { t } = useTranslation();
  const submit = useVeiculoSubmit(undefined);
  const [initial] = useState(emptyVeiculo);
  return (
    <>
      <PageHeader title={t('veiculos.new')} crumbs={useCrumbs(t('veiculos.new'))} />
      <VeiculoForm initial={initial} {...submit} />
    </>
  );
}

/** veiculos/editar/:idVeiculo */
export function VeiculoEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idVeiculo);
  const veiculo = useVeiculo(id);
  const submit = useVeiculoSubmit(id);
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
        validId={Number.isInteger(id)}
        listRoute="listagem-veiculos"
        texts={t('veiculos.form', { returnObjects: true })}
      >
        {(record) => <VeiculoForm key={record.id_veiculo} initial={valuesFromVeiculo(record)} {...submit} />}
      </RecordLoader>
    </>
  );
}
