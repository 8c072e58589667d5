import { type Cobranca, type CobrancasFiltros, SITUACOES_COBRANCA } from '@cfc/contract';
import { Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { DataTable, type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { displayCents, displayDate } from '../../ui/format.ts';
import { DateField } from '../../ui/inputs/DateField.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCobrancas, useEscolasCobradas, useProdutoOptions } from './api.ts';
import { CobrancaDrawer } from './components/CobrancaDrawer.tsx';
import { SituacaoBadge } from './components/SituacaoBadge.tsx';

/** /financeiro/buscar-cobranca: every charge of the schools finance serves. */
export function BuscarCobrancaPage() {
  return <CobrancasPanel financeiro />;
}

/** /admin/cobrancas: the school's own charges, read only. */
export function CobrancasEscolaPage() {
  return <CobrancasPanel financeiro={false} />;
}

function Totais({
  totais,
}: {
  readonly totais: { quantidade: number; valor_centavos: number; valor_pago_centavos: number };
}) {
  const { t } = useTranslation();
  const item = (label: string, value: string) => (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} mb="md" aria-live="polite">
      {item(t('cobrancas.buscar.totais.quantidade'), String(totais.quantidade))}
      {item(t('cobrancas.buscar.totais.valor'), displayCents(totais.valor_centavos))}
      {item(t('cobrancas.buscar.totais.pago'), displayCents(totais.valor_pago_centavos))}
    </SimpleGrid>
  );
}

function CobrancasPanel({ financeiro }: { readonly financeiro: boolean }) {
  const { t } = useTranslation();
  const table = useTableParams('-criada_em');
  const [filtros, setFiltros] = useState<CobrancasFiltros>({});
  const [aberta, setAberta] = useState<number | null>(null);
  const query = useCobrancas(financeiro, table.params, filtros);
  const escolas = useEscolasCobradas(financeiro);
  const produtos = useProdutoOptions(financeiro);
  const change = (patch: CobrancasFiltros) => {
    setFiltros((current) => ({ ...current, ...patch }));
    table.update({ page: 1 });
  };

  const columns: DataTableColumn<Cobranca>[] = [
    { key: 'id', header: t('cobrancas.buscar.columns.id'), render: (c) => `#${c.id_cobranca}` },
    {
      key: 'criada',
      header: t('cobrancas.buscar.columns.criada'),
      sortField: 'criada_em',
      render: (c) => displayDate(c.criada_em, true),
    },
    ...(financeiro
      ? [
          {
            key: 'escola',
            header: t('cobrancas.buscar.columns.escola'),
            sortField: 'autoescola',
            render: (c: Cobranca) => c.autoescola_nome,
          },
        ]
      : []),
    { key: 'itens', header: t('cobrancas.buscar.columns.itens'), render: (c) => c.itens_resumo },
    {
      key: 'faturamento',
      header: t('cobrancas.buscar.columns.faturamento'),
      render: (c) => t(`cobrancas.faturamento.${c.faturamento}`),
    },
    {
      key: 'parcelas',
      header: t('cobrancas.buscar.columns.parcelas'),
      align: 'right',
      render: (c) => `${c.parcelas}x`,
    },
    {
      key: 'valor',
      header: t('cobrancas.buscar.columns.valor'),
      sortField: 'valor_centavos',
      align: 'right',
      render: (c) => displayCents(c.valor_centavos),
    },
    {
      key: 'pago',
      header: t('cobrancas.buscar.columns.pago'),
      align: 'right',
      render: (c) => displayCents(c.valor_pago_centavos),
    },
    {
      key: 'situacao',
      header: t('cobrancas.buscar.columns.situacao'),
      render: (c) => <SituacaoBadge situacao={c.situacao} />,
    },
  ];

  const filters = t('cobrancas.buscar.filters', { returnObjects: true });
  return (
    <>
      <PageHeader
        title={financeiro ? t('cobrancas.buscar.title') : t('cobrancas.buscar.adminTitle')}
        description={financeiro ? t('cobrancas.buscar.intro') : t('cobrancas.buscar.adminIntro')}
        crumbs={[{ label: financeiro ? t('cobrancas.buscar.title') : t('cobrancas.buscar.adminTitle') }]}
        action={
          financeiro ? (
            <Button
              component={Link}
              to={buildPath('criar-cobranca')}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('cobrancas.criar.title')}
            </Button>
          ) : undefined
        }
      />
      {query.data && <Totais totais={query.data.totais} />}
      <DataTable
        label={t('cobrancas.buscar.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(c) => c.id_cobranca}
        rowActions={(c) => [
          {
            key: 'ver',
            label: t('cobrancas.buscar.open', { id: c.id_cobranca }),
            icon: <IconEye size={18} aria-hidden />,
            onClick: () => setAberta(c.id_cobranca),
          },
        ]}
        filter={false}
        toolbar={
          <Group gap="sm" align="end" wrap="wrap">
            {financeiro && (
              <Select
                label={filters.escola}
                placeholder={filters.todos}
                data={(escolas.data ?? []).map((e) => ({ value: e.slug, label: e.nome_fantasia }))}
                value={filtros.autoescola ?? null}
                onChange={(value) => change({ autoescola: value ?? undefined })}
                clearable
                searchable
                w={220}
              />
            )}
            <DateField
              label={filters.de}
              value={filtros.de ?? ''}
              onChange={(de) => change({ de: de || undefined })}
            />
            <DateField
              label={filters.ate}
              value={filtros.ate ?? ''}
              onChange={(ate) => change({ ate: ate || undefined })}
            />
            <Select
              label={filters.situacao}
              placeholder={filters.todos}
              data={SITUACOES_COBRANCA.map((value) => ({ value, label: t(`cobrancas.situacao.${value}`) }))}
              value={filtros.situacao ?? null}
              onChange={(value) => change({ situacao: (value as CobrancasFiltros['situacao']) ?? undefined })}
              clearable
              w={160}
            />
            {financeiro && (
              <Select
                label={filters.produto}
                placeholder={filters.todos}
                data={(produtos.data ?? []).map((p) => ({ value: String(p.id_produto), label: p.nome }))}
                value={filtros.id_produto ? String(filtros.id_produto) : null}
                onChange={(value) => change({ id_produto: value ? Number(value) : undefined })}
                clearable
                searchable
                w={220}
              />
            )}
          </Group>
        }
        emptyMessage={t('cobrancas.buscar.empty')}
        minWidth={900}
      />
      <CobrancaDrawer id={aberta} financeiro={financeiro} onClose={() => setAberta(null)} />
    </>
  );
}
