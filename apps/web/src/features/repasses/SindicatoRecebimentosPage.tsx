import type { PeriodoQuery, RecebimentosSindicatos, Sindicato } from '@cfc/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AtivoBadge } from '../../ui/AtivoBadge.tsx';
import { DataTable, type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { ExportButtonsFor } from '../../ui/ExportButtons.tsx';
import { displayCents, displayCpfCnpj, displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { exportExtrato, useExtrato, useRecebimentos, useSindicatos } from './api.ts';
import { PeriodoFiltro, ultimosSeisMeses } from './components.tsx';
import { SindicatoModal } from './SindicatoModal.tsx';

const percent = (pontosBase: number) => `${(pontosBase / 100).toLocaleString('pt-BR')} %`;

/** /financeiro/faturas/sindicato/recebimentos: each union's share of what its schools paid, and the unions. */
export function SindicatoRecebimentosPage() {
  const { t } = useTranslation();
  const [periodo, setPeriodo] = useState(ultimosSeisMeses);
  return (
    <>
      <PageHeader
        title={t('repasses.sindicatos.title')}
        description={t('repasses.sindicatos.intro')}
        crumbs={[{ label: t('repasses.sindicatos.title') }]}
      />
      <Tabs defaultValue="recebimentos" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="recebimentos">{t('repasses.sindicatos.tabs.recebimentos')}</Tabs.Tab>
          <Tabs.Tab value="cadastro">{t('repasses.sindicatos.tabs.cadastro')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recebimentos">
          <Stack gap="md">
            <PeriodoFiltro periodo={periodo} onChange={setPeriodo} />
            <Recebimentos periodo={periodo} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="cadastro">
          <Cadastro />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function Recebimentos({ periodo }: { readonly periodo: PeriodoQuery }) {
  const { t } = useTranslation();
  const query = useRecebimentos(periodo);
  const [aberto, setAberto] = useState<RecebimentosSindicatos['sindicatos'][number] | null>(null);
  const col = t('repasses.sindicatos.columns', { returnObjects: true });
  if (query.isPending) return <Loader aria-label={t('repasses.sindicatos.label')} />;
  if (query.isError) return <Alert color="danger">{t('repasses.sindicatos.loadError')}</Alert>;
  const { sindicatos, totais } = query.data;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover aria-label={t('repasses.sindicatos.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{col.nome}</Table.Th>
              <Table.Th>{col.uf}</Table.Th>
              <Table.Th ta="right">{col.repasse}</Table.Th>
              <Table.Th ta="right">{col.escolas}</Table.Th>
              <Table.Th ta="right">{col.pagamentos}</Table.Th>
              <Table.Th ta="right">{col.pago}</Table.Th>
              <Table.Th ta="right">{col.devido}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('repasses.sindicatos.acoes')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sindicatos.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed" size="sm">
                    {t('repasses.sindicatos.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {sindicatos.map((s) => (
              <Table.Tr key={s.id_sindicato}>
                <Table.Td>{s.nome}</Table.Td>
                <Table.Td>{s.uf}</Table.Td>
                <Table.Td ta="right">{percent(s.repasse_pontos_base)}</Table.Td>
                <Table.Td ta="right">{s.escolas}</Table.Td>
                <Table.Td ta="right">{s.pagamentos}</Table.Td>
                <Table.Td ta="right">{displayCents(s.valor_pago_centavos)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {displayCents(s.repasse_centavos)}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('repasses.sindicatos.verExtrato', { nome: s.nome })}
                    onClick={() => setAberto(s)}
                  >
                    <IconEye size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>{t('repasses.sindicatos.total')}</Table.Th>
              <Table.Th ta="right">{totais.pagamentos}</Table.Th>
              <Table.Th ta="right">{displayCents(totais.valor_pago_centavos)}</Table.Th>
              <Table.Th ta="right">{displayCents(totais.repasse_centavos)}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Extrato sindicato={aberto} periodo={periodo} onClose={() => setAberto(null)} />
    </Paper>
  );
}

function Extrato({
  sindicato,
  periodo,
  onClose,
}: {
  readonly sindicato: { id_sindicato: number; nome: string } | null;
  readonly periodo: PeriodoQuery;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useExtrato(sindicato?.id_sindicato ?? null, periodo);
  const linha = t('repasses.sindicatos.linha', { returnObjects: true });
  const col = t('repasses.sindicatos.columns', { returnObjects: true });
  const extrato = query.data;
  return (
    <Drawer
      opened={sindicato !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('repasses.sindicatos.extrato', { nome: sindicato?.nome ?? '' })}
    >
      {query.isPending && sindicato && (
        <Loader aria-label={t('repasses.sindicatos.extrato', { nome: sindicato.nome })} />
      )}
      {extrato && sindicato && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm">
              {displayDate(extrato.de, true)} – {displayDate(extrato.ate, true)} ·{' '}
              {percent(extrato.sindicato.repasse_pontos_base)}
            </Text>
            <ExportButtonsFor
              exportFile={(formato) => exportExtrato(sindicato.id_sindicato, periodo, formato)}
            />
          </Group>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{linha.pagoEm}</Table.Th>
                <Table.Th>{linha.escola}</Table.Th>
                <Table.Th>{linha.fatura}</Table.Th>
                <Table.Th>{linha.origem}</Table.Th>
                <Table.Th ta="right">{col.pago}</Table.Th>
                <Table.Th ta="right">{col.repasse}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {extrato.linhas.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" size="sm">
                      {t('repasses.sindicatos.extratoEmpty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {extrato.linhas.map((l) => (
                <Table.Tr key={l.id_pagamento}>
                  <Table.Td>{displayDate(l.pago_em, true)}</Table.Td>
                  <Table.Td>{l.autoescola_nome}</Table.Td>
                  <Table.Td>
                    #{l.id_fatura} · {l.competencia}
                  </Table.Td>
                  <Table.Td>{t(`repasses.sindicatos.origem.${l.origem}`)}</Table.Td>
                  <Table.Td ta="right">{displayCents(l.valor_pago_centavos)}</Table.Td>
                  <Table.Td ta="right">{displayCents(l.repasse_centavos)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>{t('repasses.sindicatos.total')}</Table.Th>
                <Table.Th ta="right">{displayCents(extrato.totais.valor_pago_centavos)}</Table.Th>
                <Table.Th ta="right">{displayCents(extrato.totais.repasse_centavos)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}

function Cadastro() {
  const { t } = useTranslation();
  const table = useTableParams('nome');
  const query = useSindicatos(table.params);
  const [editing, setEditing] = useState<Sindicato | null | undefined>(undefined);
  const col = t('repasses.sindicatos.columns', { returnObjects: true });
  const columns: DataTableColumn<Sindicato>[] = [
    { key: 'nome', header: col.nome, sortField: 'nome', render: (s) => s.nome },
    { key: 'cnpj', header: col.cnpj, render: (s) => (s.cnpj ? displayCpfCnpj(s.cnpj, 'J') : '—') },
    { key: 'uf', header: col.uf, sortField: 'uf', render: (s) => s.uf },
    {
      key: 'repasse',
      header: col.repasse,
      sortField: 'repasse_pontos_base',
      align: 'right',
      render: (s) => percent(s.repasse_pontos_base),
    },
    { key: 'escolas', header: col.escolas, align: 'right', render: (s) => s.escolas },
    {
      key: 'situacao',
      header: col.situacao,
      render: (s) => (
        <AtivoBadge ativo={s.ativo} labels={t('repasses.sindicatos.status', { returnObjects: true })} />
      ),
    },
  ];
  return (
    <>
      <DataTable
        label={t('repasses.sindicatos.cadastroLabel')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(s) => s.id_sindicato}
        rowActions={(s) => [
          {
            key: 'edit',
            label: t('repasses.sindicatos.editAction', { nome: s.nome }),
            icon: <IconPencil size={18} aria-hidden />,
            onClick: () => setEditing(s),
          },
        ]}
        filter={{
          label: t('repasses.sindicatos.filter'),
          placeholder: t('repasses.sindicatos.filterPlaceholder'),
        }}
        toolbar={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {t('repasses.sindicatos.new')}
          </Button>
        }
        emptyMessage={t('repasses.sindicatos.empty')}
        minWidth={720}
      />
      {editing !== undefined && (
        <SindicatoModal
          key={editing?.id_sindicato ?? 'novo'}
          sindicato={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
