import { Alert, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtonsFor } from '../../ui/ExportButtons.tsx';
import { displayCents, displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { exportComissao, useRelatorioComissao } from './api.ts';
import { PeriodoFiltro, ultimosSeisMeses } from './components.tsx';

const percent = (pontosBase: number) => `${(pontosBase / 100).toLocaleString('pt-BR')} %`;

/** /comissao/relatorio-consultor: the consultant's own commissions in a period (role 1 of the operator). */
export function RelatorioConsultorPage() {
  const { t } = useTranslation();
  const [periodo, setPeriodo] = useState(ultimosSeisMeses);
  const query = useRelatorioComissao(periodo);
  const col = t('repasses.comissao.columns', { returnObjects: true });
  const relatorio = query.data;
  return (
    <>
      <PageHeader
        title={t('repasses.comissao.title')}
        description={t('repasses.comissao.intro')}
        crumbs={[{ label: t('repasses.comissao.title') }]}
      />
      <Stack gap="md">
        <Group justify="space-between" align="end">
          <PeriodoFiltro periodo={periodo} onChange={setPeriodo} />
          <ExportButtonsFor exportFile={(formato) => exportComissao(periodo, formato)} />
        </Group>
        {query.isPending && <Loader aria-label={t('repasses.comissao.title')} />}
        {query.isError && <Alert color="danger">{t('repasses.comissao.loadError')}</Alert>}
        {relatorio && (
          <>
            <Text fw={500}>{t('repasses.comissao.consultor', { nome: relatorio.consultor.nome })}</Text>
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm" id="comissao-escolas">
                {t('repasses.comissao.porEscola')}
              </Title>
              <Table.ScrollContainer minWidth={560}>
                <Table striped aria-labelledby="comissao-escolas">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{col.escola}</Table.Th>
                      <Table.Th ta="right">{col.taxa}</Table.Th>
                      <Table.Th ta="right">{col.pagamentos}</Table.Th>
                      <Table.Th ta="right">{col.pago}</Table.Th>
                      <Table.Th ta="right">{col.comissao}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {relatorio.por_autoescola.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <Text c="dimmed" size="sm">
                            {t('repasses.comissao.empty')}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {relatorio.por_autoescola.map((e) => (
                      <Table.Tr key={e.id_autoescola}>
                        <Table.Td>{e.autoescola_nome}</Table.Td>
                        <Table.Td ta="right">{percent(e.comissao_pontos_base)}</Table.Td>
                        <Table.Td ta="right">{e.pagamentos}</Table.Td>
                        <Table.Td ta="right">{displayCents(e.valor_pago_centavos)}</Table.Td>
                        <Table.Td ta="right">{displayCents(e.comissao_centavos)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th colSpan={2}>{t('repasses.comissao.total')}</Table.Th>
                      <Table.Th ta="right">{relatorio.totais.pagamentos}</Table.Th>
                      <Table.Th ta="right">{displayCents(relatorio.totais.valor_pago_centavos)}</Table.Th>
                      <Table.Th ta="right">{displayCents(relatorio.totais.comissao_centavos)}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm" id="comissao-linhas">
                {t('repasses.comissao.linhas')}
              </Title>
              <Table.ScrollContainer minWidth={720}>
                <Table striped aria-labelledby="comissao-linhas">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{col.pagoEm}</Table.Th>
                      <Table.Th>{col.escola}</Table.Th>
                      <Table.Th>{col.fatura}</Table.Th>
                      <Table.Th>{col.competencia}</Table.Th>
                      <Table.Th ta="right">{col.pago}</Table.Th>
                      <Table.Th ta="right">{col.comissao}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {relatorio.linhas.map((l) => (
                      <Table.Tr key={l.id_pagamento}>
                        <Table.Td>{displayDate(l.pago_em, true)}</Table.Td>
                        <Table.Td>{l.autoescola_nome}</Table.Td>
                        <Table.Td>
                          #{l.id_fatura} {l.fatura_descricao}
                        </Table.Td>
                        <Table.Td>{l.competencia}</Table.Td>
                        <Table.Td ta="right">{displayCents(l.valor_pago_centavos)}</Table.Td>
                        <Table.Td ta="right">{displayCents(l.comissao_centavos)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          </>
        )}
      </Stack>
    </>
  );
}
