import type { ContingenciaMes } from '@cfc/contract';
import { Alert, Badge, Group, Paper, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateFormat, numberFormat } from '../../../ui/format.ts';
import { useContingenciaDoMes } from '../api.ts';

/** 'novembro de 2026' for '2026-11'. */
function monthLabel(mes: string, language: string): string {
  return dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${mes}-15T12:00:00Z`),
  );
}

function usePercent() {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (value: number) => `${format.format(value)}%`;
}

type Situacao = 'acima' | 'dentro' | 'semLimite';
const situacaoOf = (row: ContingenciaMes): Situacao =>
  row.maximo === null ? 'semLimite' : row.acima_do_limite ? 'acima' : 'dentro';
const COLORS: Record<Situacao, string> = { acima: 'danger', dentro: 'brand', semLimite: 'gray' };

function SituacaoBadge({ row }: { readonly row: ContingenciaMes }) {
  const { t } = useTranslation();
  const situacao = situacaoOf(row);
  return (
    <Badge color={COLORS[situacao]} variant="light">
      {t(`agendamento.contingencia.painel.situacao.${situacao}`)}
    </Badge>
  );
}

/**
 * The school's contingency lessons of a month against all its lessons and its state's cap, on the
 * agenda of its staff.
 */
export function ContingenciaResumo({ mes, schema }: { readonly mes: string; readonly schema: string }) {
  const { t, i18n } = useTranslation();
  const percent = usePercent();
  const query = useContingenciaDoMes(mes, schema);
  const row = query.data?.[0];
  if (query.isPending) return <Skeleton h={72} radius="md" />;
  if (!row) return null;
  const titleId = 'contingencia-resumo';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h5" id={titleId}>
            {t('agendamento.contingencia.painel.title', { mes: monthLabel(mes, i18n.language) })}
          </Title>
          <Text size="sm">
            {t('agendamento.contingencia.painel.resumo', {
              contingencia: row.contingencia,
              total: row.total,
              percentual: percent(row.percentual),
            })}
            {' · '}
            {row.maximo === null
              ? t('agendamento.contingencia.painel.semLimite')
              : t('agendamento.contingencia.painel.limite', { maximo: percent(row.maximo) })}
          </Text>
        </Stack>
        <SituacaoBadge row={row} />
      </Group>
      {row.maximo !== null && row.maximo > 0 && (
        <Progress
          mt="sm"
          value={Math.min(100, (row.percentual * 100) / row.maximo)}
          color={COLORS[situacaoOf(row)]}
          aria-label={t('agendamento.contingencia.painel.uso')}
        />
      )}
    </Paper>
  );
}

/** Each school's contingency share of the month, for monitoring and support beside the send list. */
export function ContingenciaEscolas({ mes }: { readonly mes: string }) {
  const { t, i18n } = useTranslation();
  const percent = usePercent();
  const query = useContingenciaDoMes(mes);
  const title = t('agendamento.contingencia.painel.title', { mes: monthLabel(mes, i18n.language) });
  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton h={96} />;
  else if (query.isError)
    body = <Alert color="danger">{t('agendamento.contingencia.painel.loadError')}</Alert>;
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={title} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {(
                ['autoescola', 'uf', 'contingencia', 'total', 'percentual', 'limite', 'situacao'] as const
              ).map((column) => (
                <Table.Th key={column} scope="col">
                  {t(`agendamento.contingencia.painel.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((row) => (
              <Table.Tr key={row.schema}>
                <Table.Th scope="row" fw={500}>
                  {row.nome_fantasia}
                </Table.Th>
                <Table.Td>{row.uf}</Table.Td>
                <Table.Td>{row.contingencia}</Table.Td>
                <Table.Td>{row.total}</Table.Td>
                <Table.Td>{percent(row.percentual)}</Table.Td>
                <Table.Td>
                  {row.maximo === null
                    ? t('agendamento.contingencia.painel.semLimiteCurto')
                    : percent(row.maximo)}
                </Table.Td>
                <Table.Td>
                  <SituacaoBadge row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-label={title}>
      <Stack gap={2} mb="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('agendamento.contingencia.painel.hint')}
        </Text>
      </Stack>
      {body}
    </Paper>
  );
}
