import { VERIFICACOES_FOTO, type VerificacaoFoto } from '@cfc/contract';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../../ui/inputs/date-value.ts';
import { useEscolas } from '../../envios-getran/index.ts';

export interface Filtros {
  autoescola_id?: number | undefined;
  verificacao?: VerificacaoFoto | undefined;
  instrutor_id?: number | undefined;
  de?: string | undefined;
  ate?: string | undefined;
}

/** The feed's filters: school (when the user sees several), verdict and instructor (practical), period. */
export function FiltrosFotos({
  filtros,
  onChange,
  instrutores,
}: {
  readonly filtros: Filtros;
  readonly onChange: (filtros: Filtros) => void;
  /** The instructors of the photos read so far; absent: no instructor or verdict filter (theory). */
  readonly instrutores?: readonly { readonly id: number; readonly nome: string }[];
}) {
  const { t } = useTranslation();
  const escolas = (useEscolas().data ?? []).filter((escola) => !escola.operadora);
  const all = { value: '', label: t('fotos.filtros.todas') };
  const set = (patch: Filtros) => onChange({ ...filtros, ...patch });
  const number = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {escolas.length > 1 && (
        <NativeSelect
          label={t('fotos.filtros.autoescola')}
          value={filtros.autoescola_id === undefined ? '' : String(filtros.autoescola_id)}
          onChange={(event) => set({ autoescola_id: number(event.currentTarget.value) })}
          data={[
            all,
            ...escolas.map((escola) => ({ value: String(escola.id), label: escola.nome_fantasia })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
      )}
      {instrutores && (
        <>
          <NativeSelect
            label={t('fotos.filtros.verificacao')}
            value={filtros.verificacao ?? ''}
            onChange={(event) =>
              set({ verificacao: (event.currentTarget.value || undefined) as VerificacaoFoto | undefined })
            }
            data={[
              all,
              ...VERIFICACOES_FOTO.map((value) => ({ value, label: t(`fotos.verificacao.${value}`) })),
            ]}
            w={{ base: '100%', xs: 180 }}
          />
          <NativeSelect
            label={t('fotos.filtros.instrutor')}
            value={filtros.instrutor_id === undefined ? '' : String(filtros.instrutor_id)}
            onChange={(event) => set({ instrutor_id: number(event.currentTarget.value) })}
            data={[all, ...instrutores.map((item) => ({ value: String(item.id), label: item.nome }))]}
            w={{ base: '100%', xs: 200 }}
          />
        </>
      )}
      <DateField
        label={t('fotos.filtros.de')}
        value={filtros.de ?? ''}
        onChange={(de) => isFilterDate(de) && set({ de: de || undefined })}
      />
      <DateField
        label={t('fotos.filtros.ate')}
        value={filtros.ate ?? ''}
        minDate={filtros.de}
        onChange={(ate) => isFilterDate(ate) && set({ ate: ate || undefined })}
      />
    </Group>
  );
}
