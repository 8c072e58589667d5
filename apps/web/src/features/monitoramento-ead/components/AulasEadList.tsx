import { type AulaEad, STATUS_TRANSMISSAO, type StatusTransmissao } from '@cfc/contract';
import { Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconDeviceTv, IconFileTypePdf } from '@tabler/icons-react';
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
import {
  type Alcance,
  type AulasEadFiltros,
  useAulasEad,
  useInstrutoresDoFiltro,
  useRelatorio,
} from '../api.ts';
import { TransmissaoBadge } from './Badges.tsx';

/** The tabs in the order a school looks at them: what is on now first. */
const ABAS: readonly StatusTransmissao[] = ['ao_vivo', 'aguardando', 'encerrada'];

const isTransmissao = (value: string | undefined): value is StatusTransmissao =>
  (STATUS_TRANSMISSAO as readonly string[]).includes(value ?? '');

/** The tab and filters, as the address bar keeps them; the live tab when none is chosen. */
export function aulasEadFiltrosOf(table: TableState): AulasEadFiltros {
  const transmissao = table.filter('transmissao');
  return {
    transmissao: isTransmissao(transmissao) ? transmissao : 'ao_vivo',
    de: table.filter('de'),
    ate: table.filter('ate'),
    id_instrutor: table.filter('id_instrutor'),
  };
}

const hora = (value: string) => value.slice(0, 5);

function Filtros({ table, alcance }: { readonly table: TableState; readonly alcance: Alcance }) {
  const { t } = useTranslation();
  const instrutores = useInstrutoresDoFiltro(alcance);
  const set = (key: string) => (value: string | null) =>
    table.update({ filters: { [key]: value ?? undefined } });
  // A refused date stays in its field with the message; the list keeps the last real one.
  const setDate = (key: string) => (value: string) => {
    if (isFilterDate(value)) set(key)(value);
  };
  return (
    <>
      <DateField
        label={t('monitoramentoEad.lista.de')}
        value={table.filter('de') ?? ''}
        onChange={setDate('de')}
      />
      <DateField
        label={t('monitoramentoEad.lista.ate')}
        value={table.filter('ate') ?? ''}
        onChange={setDate('ate')}
      />
      <Select
        label={t('monitoramentoEad.lista.instrutor')}
        placeholder={t('monitoramentoEad.lista.todos')}
        data={(instrutores.data ?? []).map((item) => ({
          value: String(item.id_instrutor),
          label: item.nome,
        }))}
        value={table.filter('id_instrutor') ?? null}
        onChange={set('id_instrutor')}
        clearable
        searchable
        w={{ base: '100%', xs: 240 }}
      />
    </>
  );
}

interface AulasEadListProps {
  /** 'todas': monitoring staff, every school they may see (with a school column). */
  readonly alcance: Alcance;
  /** Where a lesson's room opens. */
  readonly salaPath: (aula: AulaEad) => string;
}

/**
 * The remote theory lessons, live, waiting and past: who teaches, how many students are connected,
 * present and failed their face checks, with the room and the lesson's report a click away.
 */
export function AulasEadList({ alcance, salaPath }: AulasEadListProps) {
  const { t } = useTranslation();
  const table = useTableParams();
  const filtros = aulasEadFiltrosOf(table);
  const query = useAulasEad(table.params, filtros, alcance);
  const relatorio = useRelatorio(alcance);
  const encerradas = filtros.transmissao === 'encerrada';

  const columns: DataTableColumn<AulaEad>[] = [
    ...(alcance === 'todas'
      ? [
          {
            key: 'autoescola',
            header: t('monitoramentoEad.colunas.autoescola'),
            render: (aula: AulaEad) => aula.autoescola_nome,
          },
        ]
      : []),
    {
      key: 'turma',
      header: t('monitoramentoEad.colunas.turma'),
      render: (aula) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {aula.turma_nome}
          </Text>
          <Text size="xs" c="dimmed">
            {aula.disciplina_nome}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'instrutor',
      header: t('monitoramentoEad.colunas.instrutor'),
      render: (aula) => aula.instrutor_nome,
    },
    {
      key: 'quando',
      header: t('monitoramentoEad.colunas.quando'),
      render: (aula) =>
        t('monitoramentoEad.quando', {
          data: displayDate(aula.data, true),
          inicio: hora(aula.hora_inicio),
          fim: hora(aula.hora_fim),
        }),
    },
    {
      key: 'status',
      header: t('monitoramentoEad.colunas.status'),
      render: (aula) => <TransmissaoBadge status={aula.transmissao} />,
    },
    {
      key: 'conectados',
      header: t('monitoramentoEad.colunas.conectados'),
      align: 'right',
      render: (aula) => t('monitoramentoEad.deTotal', { parte: aula.conectados, total: aula.alunos }),
    },
    {
      key: 'presentes',
      header: t('monitoramentoEad.colunas.presentes'),
      align: 'right',
      render: (aula) =>
        aula.transmissao === 'encerrada' ? (
          aula.presentes
        ) : (
          <Text size="sm" c="dimmed">
            {t('monitoramentoEad.aposEncerrar')}
          </Text>
        ),
    },
    {
      key: 'reprovadas',
      header: t('monitoramentoEad.colunas.reprovadas'),
      align: 'right',
      render: (aula) => (
        <Text
          size="sm"
          c={aula.verificacoes_reprovadas > 0 ? 'danger.7' : undefined}
          fw={aula.verificacoes_reprovadas > 0 ? 600 : undefined}
        >
          {aula.verificacoes_reprovadas}
        </Text>
      ),
    },
  ];

  const rowActions = (aula: AulaEad): DataTableRowAction[] => [
    {
      key: 'sala',
      label: t('monitoramentoEad.acoes.sala', { turma: aula.turma_nome }),
      icon: <IconDeviceTv size={18} aria-hidden />,
      to: salaPath(aula),
    },
    {
      key: 'relatorio',
      label: t('monitoramentoEad.acoes.relatorio', { turma: aula.turma_nome }),
      icon: <IconFileTypePdf size={18} aria-hidden />,
      loading: relatorio.busy(aula.id_aula_teorica),
      onClick: () => relatorio.download(aula.id_aula_teorica),
    },
  ];

  return (
    <Paper withBorder radius="md">
      <Tabs
        value={filtros.transmissao}
        onChange={(value) => {
          if (isTransmissao(value ?? undefined))
            table.update({ filters: { transmissao: value ?? undefined } });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('monitoramentoEad.lista.abas')} px="sm" pt="xs">
          {ABAS.map((aba) => (
            <Tabs.Tab key={aba} value={aba}>
              {t(`monitoramentoEad.abas.${aba}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={filtros.transmissao} p="xs">
          <DataTable
            label={t('monitoramentoEad.lista.label', {
              aba: t(`monitoramentoEad.abas.${filtros.transmissao}`),
            })}
            columns={columns}
            query={query}
            state={table}
            rowKey={(aula) => aula.id_aula_teorica}
            rowActions={rowActions}
            filter={false}
            toolbar={<Filtros table={table} alcance={alcance} />}
            emptyMessage={t(`monitoramentoEad.lista.vazio.${filtros.transmissao}`)}
            minWidth={alcance === 'todas' ? 1200 : 1050}
          />
          {encerradas && (
            <Text size="xs" c="dimmed" mt="xs" px="xs">
              {t('monitoramentoEad.lista.presencaNota')}
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
