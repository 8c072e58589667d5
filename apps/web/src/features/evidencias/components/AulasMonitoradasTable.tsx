import type { AulaMonitorada } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { Badge, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconEye, IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  type TableState,
  useTableParams,
} from '../../../ui/DataTable.tsx';
import { displayDate } from '../../../ui/format.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../../ui/inputs/date-value.ts';
import { EnvioStatusBadge, useEscolas } from '../../envios-getran/index.ts';
import { type FiltrosLista, useAulasMonitoradas } from '../api.ts';

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** The list's filters, as the address bar keeps them. */
function filtrosOf(table: TableState, fixos: FiltrosLista): FiltrosLista {
  const status = table.filter('status');
  return {
    autoescola: table.filter('autoescola'),
    de: table.filter('de'),
    ate: table.filter('ate'),
    status: status === 'realizada' || status === 'em_andamento' ? status : undefined,
    aluno: table.filter('aluno'),
    com_alertas: table.filter('com_alertas') === 'true' ? 'true' : undefined,
    ...fixos,
  };
}

function Filtros({ table, escolas }: { readonly table: TableState; readonly escolas: boolean }) {
  const { t } = useTranslation();
  const lista = useEscolas();
  const set = (key: string) => (value: string | null) =>
    table.update({ filters: { [key]: value || undefined } });
  const setDate = (key: string) => (value: string) => {
    if (isFilterDate(value)) set(key)(value);
  };
  return (
    <>
      {escolas && (
        <Select
          label={t('evidencias.lista.escola')}
          placeholder={t('evidencias.lista.todas')}
          data={(lista.data ?? [])
            .filter((escola) => !escola.operadora)
            .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }))}
          value={table.filter('autoescola') ?? null}
          onChange={set('autoescola')}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
        />
      )}
      <DateField label={t('evidencias.lista.de')} value={table.filter('de') ?? ''} onChange={setDate('de')} />
      <DateField
        label={t('evidencias.lista.ate')}
        value={table.filter('ate') ?? ''}
        onChange={setDate('ate')}
      />
      <Select
        label={t('evidencias.lista.status')}
        placeholder={t('evidencias.lista.todas')}
        data={(['realizada', 'em_andamento'] as const).map((value) => ({
          value,
          label: t(`evidencias.lista.situacoes.${value}`),
        }))}
        value={table.filter('status') ?? null}
        onChange={set('status')}
        clearable
        w={{ base: '100%', xs: 160 }}
      />
      <TextInput
        label={t('evidencias.lista.aluno')}
        defaultValue={table.filter('aluno') ?? ''}
        onBlur={(event) => set('aluno')(event.currentTarget.value.trim())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') set('aluno')(event.currentTarget.value.trim());
        }}
        w={{ base: '100%', xs: 220 }}
      />
      <Checkbox
        label={t('evidencias.lista.comAlertas')}
        checked={table.filter('com_alertas') === 'true'}
        onChange={(event) => set('com_alertas')(event.currentTarget.checked ? 'true' : null)}
        mt={26}
      />
    </>
  );
}

interface AulasMonitoradasTableProps {
  /** Every school the user sees, with a school column and filter; otherwise the current school. */
  readonly escolas: boolean;
  /** Where a lesson's evidence opens. */
  readonly abrirPath: (aula: AulaMonitorada) => string;
  /** The contestation report's address (monitoring only). */
  readonly relatorioPath?: (aula: AulaMonitorada) => string;
  /** Filters the screen fixes (the upload screen's contingency lessons). */
  readonly fixos?: FiltrosLista;
  readonly label: string;
  readonly empty: string;
  readonly openLabel?: (aula: AulaMonitorada) => string;
}

/** Given lessons with their evidence summary: photos, GPS fixes, km, open alerts, the GETRAN status. */
export function AulasMonitoradasTable({
  escolas,
  abrirPath,
  relatorioPath,
  fixos = {},
  label,
  empty,
  openLabel,
}: AulasMonitoradasTableProps) {
  const { t } = useTranslation();
  const table = useTableParams('-inicio');
  const query = useAulasMonitoradas(table.params, filtrosOf(table, fixos), escolas);
  const columns: DataTableColumn<AulaMonitorada>[] = [
    {
      key: 'inicio',
      header: t('evidencias.lista.columns.data'),
      sortField: 'inicio',
      render: (aula) => (
        <Stack gap={0}>
          <Text size="sm">{displayDate(aula.inicio)}</Text>
          {aula.inicio_real && (
            <Text size="xs" c="dimmed">
              {`${timeInSaoPaulo(aula.inicio_real)}–${aula.fim_real ? timeInSaoPaulo(aula.fim_real) : '…'}`}
            </Text>
          )}
        </Stack>
      ),
    },
    ...(escolas
      ? [
          {
            key: 'autoescola',
            header: t('evidencias.lista.columns.escola'),
            sortField: 'autoescola',
            render: (aula: AulaMonitorada) => aula.autoescola_nome,
          },
        ]
      : []),
    {
      key: 'aluno',
      header: t('evidencias.lista.columns.aluno'),
      sortField: 'aluno',
      render: (aula) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {aula.aluno_nome}
          </Text>
          <Text size="xs" c="dimmed">{`${aula.aluno_cpf} · ${aula.veiculo_placa} · ${aula.categoria}`}</Text>
        </Stack>
      ),
    },
    {
      key: 'instrutor',
      header: t('evidencias.lista.columns.instrutor'),
      sortField: 'instrutor',
      render: (aula) => aula.instrutor_nome,
    },
    {
      key: 'fotos',
      header: t('evidencias.lista.columns.fotos'),
      render: (aula) =>
        aula.contingencia ? (
          <Badge color="warning" variant="light" radius="sm" tt="none">
            {t('evidencias.lista.contingencia')}
          </Badge>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Text size="sm">{t('evidencias.lista.fotos', { ok: aula.fotos_ok, total: aula.fotos })}</Text>
            {aula.fotos_falhas > 0 && (
              <Badge color="danger" variant="light" radius="sm" tt="none">
                {t('evidencias.lista.fotosFalhas', { count: aula.fotos_falhas })}
              </Badge>
            )}
          </Group>
        ),
    },
    {
      key: 'gps',
      header: t('evidencias.lista.columns.gps'),
      align: 'right',
      render: (aula) => aula.posicoes,
    },
    {
      key: 'km',
      header: t('evidencias.lista.columns.km'),
      align: 'right',
      render: (aula) => (aula.km === null ? '–' : numero.format(aula.km)),
    },
    {
      key: 'alertas',
      header: t('evidencias.lista.columns.alertas'),
      align: 'right',
      render: (aula) =>
        aula.alertas_abertos > 0 ? (
          <Badge color="danger" variant="filled" radius="sm">
            {aula.alertas_abertos}
          </Badge>
        ) : (
          '0'
        ),
    },
    {
      key: 'getran',
      header: t('evidencias.lista.columns.getran'),
      render: (aula) => <EnvioStatusBadge status={aula.getran_status} />,
    },
  ];
  const rowActions = (aula: AulaMonitorada): DataTableRowAction[] => [
    {
      key: 'abrir',
      label: openLabel ? openLabel(aula) : t('evidencias.lista.abrir', { aluno: aula.aluno_nome }),
      icon: <IconEye size={18} aria-hidden />,
      to: abrirPath(aula),
    },
    ...(relatorioPath
      ? [
          {
            key: 'relatorio',
            label: t('evidencias.lista.relatorio', { aluno: aula.aluno_nome }),
            icon: <IconFileCertificate size={18} aria-hidden />,
            to: relatorioPath(aula),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      query={query}
      state={table}
      rowKey={(aula) => aula.id_aula_pratica}
      rowActions={rowActions}
      filter={false}
      toolbar={<Filtros table={table} escolas={escolas} />}
      emptyMessage={empty}
      minWidth={1100}
    />
  );
}
