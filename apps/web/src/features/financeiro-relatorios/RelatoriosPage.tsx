import {
  FAIXAS_ATRASO,
  type RelatorioFinanceiroFiltros,
  type RelatorioFinanceiroLinha,
  relatorioFinanceiroFiltros,
  SITUACOES_FATURA,
  type TotaisFinanceiros,
} from '@cfc/contract';
import { formatCents, formatDateBR } from '@cfc/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButtonsFor } from '../../ui/ExportButtons.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useEscolas } from '../envios-getran/index.ts';
import { exportRelatorio, useRelatorioFinanceiro } from './api.ts';
import { NfseFalhas } from './components/NfseFalhas.tsx';
import { SituacaoBadge } from './components/SituacaoBadge.tsx';

const R = 'financeiroRelatorios.relatorio';
const POR_PAGINA = 15;
const CAMPOS = ['de', 'ate', 'autoescola', 'situacao', 'atraso', 'uf'] as const;

/** The filters in the address (the panel's links fill them), valid ones only. */
function filtrosDe(search: URLSearchParams): RelatorioFinanceiroFiltros {
  const bruto = Object.fromEntries(
    CAMPOS.flatMap((campo) => (search.get(campo) ? [[campo, search.get(campo)]] : [])),
  );
  const parsed = relatorioFinanceiroFiltros.safeParse(bruto);
  return parsed.success ? parsed.data : {};
}

function Totais({ totais }: { readonly totais: TotaisFinanceiros }) {
  const { t } = useTranslation();
  const cards = [
    ['faturado', totais.faturado_centavos, 'brand'],
    ['recebido', totais.recebido_centavos, 'info'],
    ['aberto', totais.aberto_centavos, 'gray'],
    ['vencido', totais.vencido_centavos, 'danger'],
    ['cancelado', totais.cancelado_centavos, 'gray'],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, md: 6 }} spacing="sm">
      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed">
          {t(`${R}.totais.faturas`)}
        </Text>
        <Text fw={700} size="lg" data-testid="total-faturas">
          {totais.faturas}
        </Text>
      </Paper>
      {cards.map(([nome, valor, cor]) => (
        <Paper key={nome} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {t(`${R}.totais.${nome}`)}
          </Text>
          <Text fw={700} size="lg" c={cor === 'gray' ? undefined : `${cor}.8`} data-testid={`total-${nome}`}>
            {formatCents(valor)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Grupos({
  linhas,
  rotulo,
}: {
  readonly linhas: readonly (TotaisFinanceiros & { rotulo: string; chave: string })[];
  readonly rotulo: string;
}) {
  const { t } = useTranslation();
  if (linhas.length === 0) return <Text c="dimmed">{t(`${R}.empty`)}</Text>;
  return (
    <ScrollArea viewportProps={{ tabIndex: 0 }}>
      <Table striped miw={760} aria-label={rotulo}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{rotulo}</Table.Th>
            <Table.Th ta="right">{t(`${R}.colunas.faturas`)}</Table.Th>
            {(['faturado', 'recebido', 'aberto', 'vencido', 'cancelado'] as const).map((nome) => (
              <Table.Th key={nome} ta="right">
                {t(`${R}.totais.${nome}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((linha) => (
            <Table.Tr key={linha.chave}>
              <Table.Td>{linha.rotulo}</Table.Td>
              <Table.Td ta="right">{linha.faturas}</Table.Td>
              <Table.Td ta="right">{formatCents(linha.faturado_centavos)}</Table.Td>
              <Table.Td ta="right">{formatCents(linha.recebido_centavos)}</Table.Td>
              <Table.Td ta="right">{formatCents(linha.aberto_centavos)}</Table.Td>
              <Table.Td ta="right">{formatCents(linha.vencido_centavos)}</Table.Td>
              <Table.Td ta="right">{formatCents(linha.cancelado_centavos)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function Faturas({ linhas }: { readonly linhas: readonly RelatorioFinanceiroLinha[] }) {
  const { t } = useTranslation();
  if (linhas.length === 0) return <Text c="dimmed">{t(`${R}.empty`)}</Text>;
  return (
    <ScrollArea viewportProps={{ tabIndex: 0 }}>
      <Table striped miw={980} aria-label={t(`${R}.title`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${R}.colunas.autoescola`)}</Table.Th>
            <Table.Th>{t(`${R}.colunas.competencia`)}</Table.Th>
            <Table.Th>{t(`${R}.colunas.descricao`)}</Table.Th>
            <Table.Th>{t(`${R}.colunas.vencimento`)}</Table.Th>
            <Table.Th>{t(`${R}.colunas.situacao`)}</Table.Th>
            <Table.Th ta="right">{t(`${R}.colunas.valor`)}</Table.Th>
            <Table.Th ta="right">{t(`${R}.colunas.pago`)}</Table.Th>
            <Table.Th ta="right">{t(`${R}.colunas.emAberto`)}</Table.Th>
            <Table.Th>{t(`${R}.colunas.nfse`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((linha) => (
            <Table.Tr key={`${linha.autoescola}-${linha.id_fatura}`}>
              <Table.Td>{linha.autoescola_nome}</Table.Td>
              <Table.Td>{`${linha.competencia.slice(5, 7)}/${linha.competencia.slice(0, 4)}`}</Table.Td>
              <Table.Td>{linha.descricao}</Table.Td>
              <Table.Td>{formatDateBR(linha.vencimento)}</Table.Td>
              <Table.Td>
                <SituacaoBadge situacao={linha.situacao} />
                {linha.dias_atraso !== null && (
                  <Text size="xs" c="dimmed">
                    {t(`${R}.diasAtraso`, { dias: linha.dias_atraso })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatCents(linha.valor_centavos)}</Table.Td>
              <Table.Td ta="right">{formatCents(linha.valor_pago_centavos)}</Table.Td>
              <Table.Td ta="right">{formatCents(linha.em_aberto_centavos)}</Table.Td>
              <Table.Td>
                {linha.nfse_status ? (
                  <Badge
                    variant="light"
                    color={
                      linha.nfse_status === 'emitida'
                        ? 'brand'
                        : linha.nfse_status === 'falhou'
                          ? 'danger'
                          : 'gray'
                    }
                  >
                    {t(`financeiroRelatorios.nfse.status.${linha.nfse_status}`)}
                    {linha.nfse_numero
                      ? ` ${t('financeiroRelatorios.nfse.numero', { numero: linha.nfse_numero })}`
                      : ''}
                  </Badge>
                ) : (
                  '-'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** relatorios (/financeiro/faturas/relatorios): invoices by period, school and status, with exports. */
export function RelatoriosPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filtros = filtrosDe(search);
  const [pagina, setPagina] = useState(1);
  const relatorio = useRelatorioFinanceiro(filtros, pagina, POR_PAGINA);
  const escolas = useEscolas();
  const dados = relatorio.data;
  const title = t(`${R}.title`);

  const mudar = (campo: (typeof CAMPOS)[number], valor: string | null) => {
    const next = new URLSearchParams(search);
    if (valor) next.set(campo, valor);
    else next.delete(campo);
    setPagina(1);
    setSearch(next, { replace: true });
  };
  const mes = (campo: 'de' | 'ate') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const valor = event.currentTarget.value;
    if (valor === '' || /^\d{4}-\d{2}$/.test(valor)) mudar(campo, valor);
  };

  return (
    <>
      <PageHeader title={title} description={t(`${R}.intro`)} crumbs={[{ label: title }]} />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" justify="space-between">
            <Group align="flex-end" gap="sm">
              <TextInput
                type="month"
                label={t(`${R}.filtros.de`)}
                value={filtros.de ?? dados?.periodo.de ?? ''}
                onChange={mes('de')}
                w={170}
              />
              <TextInput
                type="month"
                label={t(`${R}.filtros.ate`)}
                value={filtros.ate ?? dados?.periodo.ate ?? ''}
                onChange={mes('ate')}
                w={170}
              />
              <Select
                label={t(`${R}.filtros.autoescola`)}
                placeholder={t(`${R}.filtros.todas`)}
                data={(escolas.data ?? [])
                  .filter((escola) => !escola.operadora)
                  .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }))}
                value={filtros.autoescola ?? null}
                onChange={(valor) => mudar('autoescola', valor)}
                clearable
                searchable
                w={220}
              />
              <Select
                label={t(`${R}.filtros.situacao`)}
                placeholder={t(`${R}.filtros.todas`)}
                data={SITUACOES_FATURA.map((s) => ({ value: s, label: t(`${R}.situacao.${s}`) }))}
                value={filtros.situacao ?? null}
                onChange={(valor) => mudar('situacao', valor)}
                clearable
                w={150}
              />
              <Select
                label={t(`${R}.filtros.atraso`)}
                placeholder={t(`${R}.filtros.todas`)}
                data={FAIXAS_ATRASO.map((f) => ({ value: f, label: t(`${R}.atraso.${f}`) }))}
                value={filtros.atraso ?? null}
                onChange={(valor) => mudar('atraso', valor)}
                clearable
                w={170}
              />
              {filtros.uf && (
                <Badge size="lg" variant="light">
                  {t(`${R}.filtros.uf`)}: {filtros.uf}
                </Badge>
              )}
              <Button variant="subtle" onClick={() => setSearch(new URLSearchParams(), { replace: true })}>
                {t(`${R}.filtros.limpar`)}
              </Button>
            </Group>
            <ExportButtonsFor exportFile={(formato) => exportRelatorio(filtros, formato)} />
          </Group>
        </Paper>
        {relatorio.isError && <Alert color="danger">{t(`${R}.loadError`)}</Alert>}
        {!dados && !relatorio.isError && <PageLoader />}
        {dados && (
          <>
            <Totais totais={dados.totais} />
            <Paper withBorder p="md" radius="md">
              <Tabs defaultValue="faturas" keepMounted={false}>
                <Tabs.List mb="sm">
                  <Tabs.Tab value="faturas">{t(`${R}.abas.faturas`)}</Tabs.Tab>
                  <Tabs.Tab value="autoescola">{t(`${R}.abas.autoescola`)}</Tabs.Tab>
                  <Tabs.Tab value="mes">{t(`${R}.abas.mes`)}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="faturas">
                  <Faturas linhas={dados.faturas.data} />
                  {dados.faturas.last_page > 1 && (
                    <Group justify="flex-end" mt="sm">
                      <Pagination
                        total={dados.faturas.last_page}
                        value={dados.faturas.current_page}
                        onChange={setPagina}
                        siblings={1}
                        aria-label={t(`${R}.pagina`)}
                      />
                    </Group>
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="autoescola">
                  <Grupos
                    rotulo={t(`${R}.colunas.autoescola`)}
                    linhas={dados.por_autoescola.map((g) => ({
                      ...g,
                      chave: g.autoescola,
                      rotulo: g.autoescola_nome,
                    }))}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="mes">
                  <Grupos
                    rotulo={t(`${R}.colunas.competencia`)}
                    linhas={dados.por_mes.map((g) => ({
                      ...g,
                      chave: g.competencia,
                      rotulo: `${g.competencia.slice(5, 7)}/${g.competencia.slice(0, 4)}`,
                    }))}
                  />
                </Tabs.Panel>
              </Tabs>
            </Paper>
          </>
        )}
        <NfseFalhas />
      </Stack>
    </>
  );
}
