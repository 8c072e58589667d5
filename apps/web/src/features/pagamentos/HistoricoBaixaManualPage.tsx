import { type BaixaManual, competenciaField, type Fatura, type FaturasBuscaQuery } from '@cfc/contract';
import { Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowBackUp, IconPaperclip, IconReceipt, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { ExportButtonsFor } from '../../ui/ExportButtons.tsx';
import { displayCents, displayDate } from '../../ui/format.ts';
import { DateField } from '../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../ui/inputs/date-value.ts';
import { notifyError } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useEscolas } from '../envios-getran/index.ts';
import { type BaixasFiltros, baixarAnexo, exportBaixas, useBaixas, useBuscarFaturas } from './api.ts';
import { BaixaManualModal, EstornoModal } from './components/BaixaManualModal.tsx';
import { SituacaoFaturaBadge } from './components/badges.tsx';
import type { PagamentosMessages } from './i18n/pt-BR.ts';

function useEscolasOptions() {
  const escolas = useEscolas();
  return (escolas.data ?? [])
    .filter((escola) => !escola.operadora)
    .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }));
}

/** Finds the invoice to write off, by nosso número or by school and month, and opens the dialog. */
function BuscarFatura() {
  const { t } = useTranslation();
  const escolas = useEscolasOptions();
  const [nossoNumero, setNossoNumero] = useState('');
  const [autoescola, setAutoescola] = useState<string | null>(null);
  const [competencia, setCompetencia] = useState('');
  const [busca, setBusca] = useState<FaturasBuscaQuery | null>(null);
  const [aberta, setAberta] = useState<Fatura | null>(null);
  const faturas = useBuscarFaturas(busca);
  const mesValido = competencia === '' || competenciaField.safeParse(competencia).success;

  function buscar(event: FormEvent) {
    event.preventDefault();
    const numero = nossoNumero.replace(/\D/g, '');
    if (numero) setBusca({ nosso_numero: Number(numero) });
    else if (autoescola) setBusca({ autoescola, ...(competencia && mesValido ? { competencia } : {}) });
  }
  const c = (key: keyof PagamentosMessages['busca']['colunas']) => t(`pagamentos.busca.colunas.${key}`);

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('pagamentos.busca.title')}
        </Title>
        <form onSubmit={buscar} aria-label={t('pagamentos.busca.title')}>
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              label={t('pagamentos.busca.nossoNumero')}
              value={nossoNumero}
              onChange={(event) => setNossoNumero(event.currentTarget.value)}
              inputMode="numeric"
              w={{ base: '100%', xs: 180 }}
            />
            <Select
              label={t('pagamentos.busca.autoescola')}
              data={escolas}
              value={autoescola}
              onChange={setAutoescola}
              clearable
              searchable
              w={{ base: '100%', xs: 220 }}
            />
            <TextInput
              label={t('pagamentos.busca.competencia')}
              value={competencia}
              onChange={(event) => setCompetencia(event.currentTarget.value)}
              placeholder="2026-03"
              error={
                mesValido ? undefined : competenciaField.safeParse(competencia).error?.issues[0]?.message
              }
              w={{ base: '100%', xs: 150 }}
            />
            <Button
              type="submit"
              leftSection={<IconSearch size={18} aria-hidden />}
              disabled={!nossoNumero && !autoescola}
            >
              {t('pagamentos.busca.buscar')}
            </Button>
          </Group>
        </form>
        {busca &&
          faturas.data &&
          (faturas.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('pagamentos.busca.nenhuma')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped aria-label={t('pagamentos.busca.resultados')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{c('nossoNumero')}</Table.Th>
                    <Table.Th>{c('autoescola')}</Table.Th>
                    <Table.Th>{c('competencia')}</Table.Th>
                    <Table.Th>{c('vencimento')}</Table.Th>
                    <Table.Th ta="right">{c('valor')}</Table.Th>
                    <Table.Th ta="right">{c('pago')}</Table.Th>
                    <Table.Th>{c('situacao')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {faturas.data.map((fatura) => (
                    <Table.Tr key={fatura.id_fatura}>
                      <Table.Td>{fatura.nosso_numero}</Table.Td>
                      <Table.Td>{fatura.autoescola_nome}</Table.Td>
                      <Table.Td>{fatura.competencia}</Table.Td>
                      <Table.Td>{displayDate(fatura.vencimento, true)}</Table.Td>
                      <Table.Td ta="right">{displayCents(fatura.valor_centavos)}</Table.Td>
                      <Table.Td ta="right">{displayCents(fatura.valor_pago_centavos)}</Table.Td>
                      <Table.Td>
                        <SituacaoFaturaBadge situacao={fatura.situacao} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconReceipt size={16} aria-hidden />}
                          disabled={fatura.situacao === 'paga' || fatura.situacao === 'cancelada'}
                          aria-label={t('pagamentos.baixa.acao', { nossoNumero: fatura.nosso_numero })}
                          onClick={() => setAberta(fatura)}
                        >
                          {t('pagamentos.busca.baixar')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </Stack>
      <BaixaManualModal
        faturaId={aberta?.id_fatura ?? null}
        valorCentavos={aberta ? aberta.valor_centavos - aberta.valor_pago_centavos : 0}
        descricao={
          aberta
            ? t('pagamentos.baixa.fatura', {
                nossoNumero: aberta.nosso_numero,
                autoescola: aberta.autoescola_nome,
                competencia: aberta.competencia,
                valor: displayCents(aberta.valor_centavos),
                aberto: displayCents(aberta.valor_centavos - aberta.valor_pago_centavos),
              })
            : undefined
        }
        onDone={(saved) => {
          setAberta(null);
          if (saved) void faturas.refetch();
        }}
      />
    </Card>
  );
}

function HistoricoBaixas() {
  const { t } = useTranslation();
  const table = useTableParams('-registrado_em');
  const escolas = useEscolasOptions();
  const [estorno, setEstorno] = useState<BaixaManual | null>(null);
  const filtros: BaixasFiltros = {
    autoescola: table.filter('autoescola'),
    de: table.filter('de'),
    ate: table.filter('ate'),
  };
  const query = useBaixas(table.params, filtros);
  const anexo = useMutation({
    mutationFn: baixarAnexo,
    onError: (error) => notifyError(error, t('pagamentos.historico.erroAnexo')),
  });
  const set = (key: string) => (value: string | null) =>
    table.update({ filters: { [key]: value ?? undefined }, page: 1 });
  const c = (key: keyof PagamentosMessages['historico']['colunas']) =>
    t(`pagamentos.historico.colunas.${key}`);
  const columns: DataTableColumn<BaixaManual>[] = [
    {
      key: 'registrado',
      header: c('registradoEm'),
      sortField: 'registrado_em',
      render: (b) => displayDate(b.registrado_em),
    },
    { key: 'autoescola', header: c('autoescola'), sortField: 'autoescola', render: (b) => b.autoescola_nome },
    {
      key: 'fatura',
      header: c('fatura'),
      render: (b) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {b.nosso_numero} · {b.competencia}
        </Text>
      ),
    },
    {
      key: 'origem',
      header: c('origem'),
      render: (b) => t(`pagamentos.historico.origem.${b.origem}`),
    },
    {
      key: 'valor',
      header: c('valor'),
      sortField: 'valor',
      align: 'right',
      render: (b) => displayCents(b.valor_centavos),
    },
    { key: 'pago', header: c('pagoEm'), sortField: 'pago_em', render: (b) => displayDate(b.pago_em, true) },
    { key: 'motivo', header: c('motivo'), render: (b) => b.motivo ?? '—' },
    { key: 'por', header: c('por'), render: (b) => b.usuario ?? '—' },
    {
      key: 'estorno',
      header: c('estorno'),
      sortField: 'estornado_em',
      render: (b) =>
        b.estornado_em ? (
          <Text size="sm" c="danger.7">
            {t('pagamentos.historico.estornadoPor', {
              data: displayDate(b.estornado_em),
              usuario: b.estornado_por ?? '—',
              motivo: b.estorno_motivo ?? '',
            })}
          </Text>
        ) : (
          <Badge color="brand" variant="light">
            {t('pagamentos.historico.ativo')}
          </Badge>
        ),
    },
  ];
  return (
    <>
      <DataTable
        label={t('pagamentos.historico.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(b) => b.id_pagamento}
        rowActions={(b) => [
          ...(b.anexo_nome
            ? [
                {
                  key: 'anexo',
                  label: t('pagamentos.historico.baixarAnexo', { nome: b.anexo_nome }),
                  icon: <IconPaperclip size={18} aria-hidden />,
                  onClick: () => anexo.mutate(b),
                },
              ]
            : []),
          {
            key: 'estornar',
            label: t('pagamentos.estorno.acao', { nossoNumero: b.nosso_numero }),
            icon: <IconArrowBackUp size={18} aria-hidden />,
            color: 'danger',
            disabled: b.estornado_em !== null,
            onClick: () => setEstorno(b),
          },
        ]}
        filter={false}
        toolbar={
          <Group gap="sm" align="end" wrap="wrap">
            <Select
              label={t('pagamentos.historico.filtros.autoescola')}
              placeholder={t('pagamentos.historico.filtros.todas')}
              data={escolas}
              value={table.filter('autoescola') ?? null}
              onChange={set('autoescola')}
              clearable
              searchable
              w={{ base: '100%', xs: 220 }}
            />
            <DateField
              label={t('pagamentos.historico.filtros.de')}
              value={table.filter('de') ?? ''}
              onChange={(value) => isFilterDate(value) && set('de')(value || null)}
            />
            <DateField
              label={t('pagamentos.historico.filtros.ate')}
              value={table.filter('ate') ?? ''}
              onChange={(value) => isFilterDate(value) && set('ate')(value || null)}
            />
            <ExportButtonsFor exportFile={(formato) => exportBaixas(filtros, formato)} />
          </Group>
        }
        emptyMessage={t('pagamentos.historico.vazio')}
        minWidth={1100}
      />
      <EstornoModal pagamento={estorno} onDone={() => setEstorno(null)} />
    </>
  );
}

/** /financeiro/faturas/historico-baixa-manual: every manual write-off and reversal, and writing one off. */
export function HistoricoBaixaManualPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('pagamentos.historico.title')}
        description={t('pagamentos.historico.intro')}
        crumbs={[{ label: t('pagamentos.historico.title') }]}
      />
      <Stack gap="lg">
        <BuscarFatura />
        <HistoricoBaixas />
      </Stack>
    </>
  );
}
