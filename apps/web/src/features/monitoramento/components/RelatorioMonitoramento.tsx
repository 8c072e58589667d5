import '@mantine/charts/styles.css';
import {
  type ExportReply,
  monitoramentoApi,
  type RelatorioMonitoramentoLinha,
  relatorioMonitoramentoQuery,
  reportExports,
} from '@cfc/contract';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { BarChart } from '@mantine/charts';
import { Alert, Group, Paper, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { ExportButtonsFor } from '../../../ui/ExportButtons.tsx';
import type { ExportFormat } from '../../../ui/export-file.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../../ui/inputs/date-value.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useEscolas } from '../../envios-getran/index.ts';
import { type Alcance, type RelatorioFiltros, requestOf, useRelatorio } from '../api.ts';

const R = 'monitoramento.relatorio';
const exportsDoRelatorio = reportExports(monitoramentoApi.getRelatorio.path, relatorioMonitoramentoQuery);

const COLUNAS = [
  ['aulas', 'aulas_realizadas'],
  ['evidencia', 'evidencia_completa'],
  ['contingencia', 'contingencia'],
  ['fotosConfere', 'fotos_confere'],
  ['fotosFalha', 'fotos_falha'],
  ['alertas', 'alertas'],
  ['abertos', 'alertas_abertos'],
  ['aceitos', 'envios_aceitos'],
  ['rejeitados', 'envios_rejeitados'],
] as const satisfies readonly (readonly [string, keyof RelatorioMonitoramentoLinha])[];

function exportar(alcance: Alcance, query: RelatorioFiltros, formato: ExportFormat): Promise<ExportReply> {
  const params = { id: '-', param: '-' };
  const filtros = {
    de: query.de,
    ate: query.ate,
    ...(query.autoescola ? { autoescola: query.autoescola } : {}),
  };
  return formato === 'pdf'
    ? api.call(exportsDoRelatorio.exportPdf, { params, query: filtros }, requestOf(alcance))
    : api.call(exportsDoRelatorio.exportXlsx, { params, query: { ...filtros, formato } }, requestOf(alcance));
}

/**
 * The monitoring report: per school and period, lessons given with complete evidence, contingency,
 * face checks, alerts and sends; a chart, the totals and the PDF/XLSX exports. `alcance` 'todas'
 * reads every school the user may see (with a school filter), 'escola' the current school.
 */
export function RelatorioMonitoramento({ alcance }: { readonly alcance: Alcance }) {
  const { t } = useTranslation();
  const hoje = todayInSaoPaulo();
  const [de, setDe] = useState(addDays(hoje, -30));
  const [ate, setAte] = useState(hoje);
  const [autoescola, setAutoescola] = useState<string | null>(null);
  const query: RelatorioFiltros = { de, ate, ...(autoescola ? { autoescola } : {}) };
  const relatorio = useRelatorio(alcance, query);
  const escolas = useEscolas();
  const dados = relatorio.data;
  const grafico = (dados?.linhas ?? []).map((linha) => ({
    escola: linha.autoescola_nome,
    aulas: linha.aulas_realizadas,
    alertas: linha.alertas,
    rejeitados: linha.envios_rejeitados,
  }));
  const setDate = (set: (value: string) => void) => (value: string) => {
    if (isFilterDate(value) && value !== '') set(value);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" justify="space-between">
          <Group align="flex-end">
            <DateField label={t(`${R}.de`)} value={de} onChange={setDate(setDe)} />
            <DateField label={t(`${R}.ate`)} value={ate} onChange={setDate(setAte)} />
            {alcance === 'todas' && (
              <Select
                label={t(`${R}.autoescola`)}
                placeholder={t(`${R}.todas`)}
                data={(escolas.data ?? [])
                  .filter((escola) => !escola.operadora)
                  .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }))}
                value={autoescola}
                onChange={setAutoescola}
                clearable
                w={240}
              />
            )}
          </Group>
          <ExportButtonsFor exportFile={(formato) => exportar(alcance, query, formato)} />
        </Group>
      </Paper>
      {relatorio.isError && <Alert color="danger">{t(`${R}.loadError`)}</Alert>}
      {!dados && !relatorio.isError && <PageLoader />}
      {dados && (
        <>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t(`${R}.grafico`)}
            </Title>
            <BarChart
              h={240}
              data={grafico}
              dataKey="escola"
              withLegend
              series={[
                { name: 'aulas', label: t(`${R}.colunas.aulas`), color: 'brand.6' },
                { name: 'alertas', label: t(`${R}.colunas.alertas`), color: 'warning.6' },
                { name: 'rejeitados', label: t(`${R}.colunas.rejeitados`), color: 'danger.6' },
              ]}
            />
          </Paper>
          <Paper withBorder p="md" radius="md">
            {dados.linhas.length === 0 ? (
              <Text c="dimmed">{t(`${R}.empty`)}</Text>
            ) : (
              <ScrollArea viewportProps={{ tabIndex: 0 }}>
                <Table striped miw={900} aria-label={t(`${R}.title`)}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(`${R}.colunas.autoescola`)}</Table.Th>
                      {COLUNAS.map(([texto]) => (
                        <Table.Th key={texto} ta="right">
                          {t(`${R}.colunas.${texto}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {dados.linhas.map((linha) => (
                      <Table.Tr key={linha.id_autoescola}>
                        <Table.Td>{linha.autoescola_nome}</Table.Td>
                        {COLUNAS.map(([texto, campo]) => (
                          <Table.Td key={texto} ta="right">
                            {linha[campo] as number}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th>{t(`${R}.total`)}</Table.Th>
                      {COLUNAS.map(([texto, campo]) => (
                        <Table.Th key={texto} ta="right">
                          {dados.totais[campo as keyof typeof dados.totais] as number}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </ScrollArea>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
