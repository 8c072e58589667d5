import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../app/route-id.ts';
import { buildPath } from '../../app/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { useSaveFormLegacy as useSaveForm } from '../../ui/form/useSaveFormLegacy.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
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
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSaveVeiculo(id),
    fields: VEICULO_FIELDS,
    returnTo: buildPath('listagem-veiculos'),
    reviewMessage: t('veiculos.form.errors.review'),
    failureMessage: t('veiculos.saveError'),
  });
  return {
    submitting,
    serverErrors,
    onSubmit: (values: VeiculoFormValues) => submit(veiculoBodyFrom(values)),
  };
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
        validId={id !== undefined}
        backTo={buildPath('listagem-veiculos')}
        texts={t('veiculos.form', { returnObjects: true })}
      >
        {(record) => <VeiculoForm key={record.id_veiculo} initial={valuesFromVeiculo(record)} {...submit} />}
      </RecordLoader>
    </>
  );
}
