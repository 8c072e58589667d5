import '@mantine/charts/styles.css';
import { MESES_MAXIMOS_RELATORIO, type PainelFaturamento } from '@cfc/contract';
import { formatCents } from '@cfc/domain';
import { BarChart } from '@mantine/charts';
import { Alert, Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { faturasLink, usePainelFaturamento } from './api.ts';

const P = 'financeiroRelatorios.painel';
/** Chart values are reais (the axis reads them); the figures beside them are exact cents. */
const reais = (centavos: number) => Math.round(centavos) / 100;
const mesCurto = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(2, 4)}`;
/** 'YYYY-MM' moved by `n` months. */
function somarMeses(mes: string, n: number): string {
  const [ano = 0, m = 1] = mes.split('-').map(Number);
  const total = ano * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}
const relatorioLink = (filtros: Record<string, string>) =>
  `${buildPath('relatorios')}?${new URLSearchParams(filtros).toString()}`;

function Kpi({
  rotulo,
  valor,
  detalhe,
  to,
  cor,
}: {
  readonly rotulo: string;
  readonly valor: string;
  readonly detalhe?: string;
  readonly to: string;
  readonly cor?: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {rotulo}
      </Text>
      <Anchor
        component={Link}
        to={to}
        fw={700}
        fz={26}
        c={cor ?? 'dark'}
        underline="hover"
        aria-label={`${rotulo}: ${valor}. ${t(`${P}.kpis.verLista`)}`}
      >
        {valor}
      </Anchor>
      {detalhe && (
        <Text size="xs" c="dimmed">
          {detalhe}
        </Text>
      )}
    </Paper>
  );
}

function Secao({ titulo, children }: { readonly titulo: string; readonly children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {titulo}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** A small table under a chart: each figure of the chart, as a link to the list behind it. */
function Figuras({
  rotulo,
  linhas,
}: {
  readonly rotulo: string;
  readonly linhas: readonly {
    chave: string;
    rotulo: string;
    valores: readonly { texto: string; to: string }[];
  }[];
}) {
  return (
    <Table fz="sm" verticalSpacing={4} aria-label={rotulo}>
      <Table.Tbody>
        {linhas.map((linha) => (
          <Table.Tr key={linha.chave}>
            <Table.Th scope="row" fw={500}>
              {linha.rotulo}
            </Table.Th>
            {linha.valores.map((valor) => (
              <Table.Td key={valor.to} ta="right">
                <Anchor component={Link} to={valor.to} fz="sm">
                  {valor.texto}
                </Anchor>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Painel({ dados }: { readonly dados: PainelFaturamento }) {
  const { t } = useTranslation();
  const periodo = { de: dados.meses[0]?.competencia ?? dados.mes_atual, ate: dados.mes_atual };
  const { kpis } = dados;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Kpi
          rotulo={t(`${P}.kpis.faturadoMes`)}
          valor={formatCents(kpis.faturado_mes_centavos)}
          detalhe={mesCurto(dados.mes_atual)}
          to={faturasLink({ competencia: dados.mes_atual })}
        />
        <Kpi
          rotulo={t(`${P}.kpis.recebidoMes`)}
          valor={formatCents(kpis.recebido_mes_centavos)}
          detalhe={mesCurto(dados.mes_atual)}
          to={faturasLink({ situacao: 'paga' })}
          cor="brand.8"
        />
        <Kpi
          rotulo={t(`${P}.kpis.vencido`)}
          valor={formatCents(kpis.vencido_centavos)}
          detalhe={t(`${P}.kpis.vencidas`, { count: kpis.faturas_vencidas })}
          to={faturasLink({ situacao: 'vencida' })}
          cor="danger.8"
        />
        <Kpi
          rotulo={t(`${P}.kpis.inadimplencia`)}
          valor={`${(kpis.inadimplencia_pontos_base / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`}
          detalhe={t(`${P}.kpis.inadimplenciaHint`)}
          to={faturasLink({ situacao: 'vencida' })}
          cor="danger.8"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Secao titulo={t(`${P}.graficos.meses`)}>
          <BarChart
            h={240}
            data={dados.meses.map((m) => ({
              mes: mesCurto(m.competencia),
              faturado: reais(m.faturado_centavos),
              recebido: reais(m.recebido_centavos),
            }))}
            dataKey="mes"
            withLegend
            valueFormatter={(valor) => formatCents(Math.round(valor * 100))}
            series={[
              { name: 'faturado', label: t(`${P}.graficos.faturado`), color: 'info.6' },
              { name: 'recebido', label: t(`${P}.graficos.recebido`), color: 'brand.6' },
            ]}
          />
          <Figuras
            rotulo={t(`${P}.graficos.meses`)}
            linhas={dados.meses
              .filter((m) => m.faturado_centavos > 0 || m.recebido_centavos > 0)
              .map((m) => ({
                chave: m.competencia,
                rotulo: mesCurto(m.competencia),
                valores: [
                  {
                    texto: `${t(`${P}.graficos.faturado`)} ${formatCents(m.faturado_centavos)}`,
                    to: faturasLink({ competencia: m.competencia }),
                  },
                  {
                    texto: `${t(`${P}.graficos.recebido`)} ${formatCents(m.recebido_centavos)}`,
                    to: faturasLink({ competencia: m.competencia, situacao: 'paga' }),
                  },
                ],
              }))}
          />
        </Secao>
        <Secao titulo={t(`${P}.graficos.atraso`)}>
          <BarChart
            h={240}
            data={dados.atraso.map((a) => ({
              faixa: t(`financeiroRelatorios.relatorio.atraso.${a.faixa}`),
              valor: reais(a.valor_centavos),
            }))}
            dataKey="faixa"
            valueFormatter={(valor) => formatCents(Math.round(valor * 100))}
            series={[{ name: 'valor', label: t(`${P}.graficos.vencido`), color: 'danger.6' }]}
          />
          <Figuras
            rotulo={t(`${P}.graficos.atraso`)}
            linhas={dados.atraso.map((a) => ({
              chave: a.faixa,
              rotulo: t(`financeiroRelatorios.relatorio.atraso.${a.faixa}`),
              valores: [
                {
                  texto: `${a.faturas} · ${formatCents(a.valor_centavos)}`,
                  to: relatorioLink({
                    situacao: 'vencida',
                    atraso: a.faixa,
                    de: somarMeses(dados.mes_atual, -(MESES_MAXIMOS_RELATORIO - 1)),
                    ate: dados.mes_atual,
                  }),
                },
              ],
            }))}
          />
        </Secao>
        <Secao titulo={t(`${P}.graficos.uf`)}>
          {dados.por_uf.length === 0 ? (
            <Text c="dimmed">{t(`${P}.semDados`)}</Text>
          ) : (
            <>
              <BarChart
                h={220}
                data={dados.por_uf.map((u) => ({
                  uf: u.uf,
                  faturado: reais(u.faturado_centavos),
                  recebido: reais(u.recebido_centavos),
                  vencido: reais(u.vencido_centavos),
                }))}
                dataKey="uf"
                withLegend
                valueFormatter={(valor) => formatCents(Math.round(valor * 100))}
                series={[
                  { name: 'faturado', label: t(`${P}.graficos.faturado`), color: 'info.6' },
                  { name: 'recebido', label: t(`${P}.graficos.recebido`), color: 'brand.6' },
                  { name: 'vencido', label: t(`${P}.graficos.vencido`), color: 'danger.6' },
                ]}
              />
              <Figuras
                rotulo={t(`${P}.graficos.uf`)}
                linhas={dados.por_uf.map((u) => ({
                  chave: u.uf,
                  rotulo: u.uf,
                  valores: [
                    { texto: formatCents(u.faturado_centavos), to: relatorioLink({ uf: u.uf, ...periodo }) },
                    {
                      texto: `${t(`${P}.graficos.vencido`)} ${formatCents(u.vencido_centavos)}`,
                      to: relatorioLink({ uf: u.uf, situacao: 'vencida', ...periodo }),
                    },
                  ],
                }))}
              />
            </>
          )}
        </Secao>
        <Secao titulo={t(`${P}.graficos.devedores`)}>
          {dados.maiores_devedores.length === 0 ? (
            <Text c="dimmed">{t(`${P}.semDados`)}</Text>
          ) : (
            <>
              <BarChart
                h={220}
                data={dados.maiores_devedores.map((d) => ({
                  escola: d.autoescola_nome,
                  aberto: reais(d.em_aberto_centavos - d.vencido_centavos),
                  vencido: reais(d.vencido_centavos),
                }))}
                dataKey="escola"
                type="stacked"
                withLegend
                valueFormatter={(valor) => formatCents(Math.round(valor * 100))}
                series={[
                  { name: 'aberto', label: t(`${P}.graficos.emAberto`), color: 'info.6' },
                  { name: 'vencido', label: t(`${P}.graficos.vencido`), color: 'danger.6' },
                ]}
              />
              <Figuras
                rotulo={t(`${P}.graficos.devedores`)}
                linhas={dados.maiores_devedores.map((d) => ({
                  chave: d.autoescola,
                  rotulo: d.autoescola_nome,
                  valores: [
                    {
                      texto: `${t(`${P}.graficos.emAberto`)} ${formatCents(d.em_aberto_centavos)}`,
                      to: faturasLink({ autoescola: d.autoescola, situacao: 'aberta' }),
                    },
                    {
                      texto: `${t(`${P}.graficos.vencido`)} ${formatCents(d.vencido_centavos)}`,
                      to: faturasLink({ autoescola: d.autoescola, situacao: 'vencida' }),
                    },
                  ],
                }))}
              />
            </>
          )}
        </Secao>
      </SimpleGrid>
    </Stack>
  );
}

/** faturamento-panel (/financeiro/faturas/painel-faturamento): the billing panel. */
export function PainelFaturamentoPage() {
  const { t } = useTranslation();
  const painel = usePainelFaturamento();
  const title = t(`${P}.title`);
  return (
    <>
      <PageHeader title={title} description={t(`${P}.intro`)} crumbs={[{ label: title }]} />
      {painel.isError && <Alert color="danger">{t(`${P}.loadError`)}</Alert>}
      {!painel.data && !painel.isError && <PageLoader />}
      {painel.data && <Painel dados={painel.data} />}
    </>
  );
}
