import type { PreviaEscola } from '@cfc/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '../../../api/queries.ts';
import { displayCents, displayDate } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useEmitir, useExecucao, useExecucoes, usePrevia } from '../api.ts';
import { mesAno, mesAnterior, mesesRecentes, Totais } from './shared.tsx';

function Quantidade({
  linha,
}: {
  readonly linha: { quantidade: number; valor_centavos: number; gratuidade?: boolean };
}) {
  const { t } = useTranslation();
  return (
    <>
      {linha.quantidade} · {displayCents(linha.valor_centavos)}
      {linha.gratuidade ? (
        <Badge ml={6} size="xs" variant="light" color="info">
          {t('faturamento.faturamento.gratuidade')}
        </Badge>
      ) : null}
    </>
  );
}

function SituacaoDaEscola({ escola }: { readonly escola: PreviaEscola }) {
  const { t } = useTranslation();
  if (escola.id_fatura !== null)
    return (
      <Badge color="brand" variant="light">
        {t('faturamento.faturamento.jaFaturada')}
      </Badge>
    );
  return escola.total_centavos > 0 || escola.alunos_cadastrados.quantidade > 0 ? (
    <Badge color="info" variant="light">
      {t('faturamento.faturamento.aFaturar')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('faturamento.faturamento.semMovimento')}
    </Badge>
  );
}

/** The billing run of a month: the preview per school, the issue with its live progress, the recent runs. */
export function FaturamentoMes() {
  const { t } = useTranslation();
  const [competencia, setCompetencia] = useState(mesAnterior());
  const [execucaoId, setExecucaoId] = useState<number | null>(null);
  const previa = usePrevia(competencia);
  const emitir = useEmitir();
  const execucao = useExecucao(execucaoId);
  const execucoes = useExecucoes();
  const run = execucao.data;
  const invalidate = useInvalidate('faturamento', 'faturas');
  const terminou = run !== undefined && run.status !== 'emitindo';
  // Once the run ends, the preview, the recent runs and the invoices show what it issued.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh once when the run ends
  useEffect(() => {
    if (terminou) void invalidate();
  }, [terminou]);
  const totais = previa.data?.totais;

  return (
    <Stack gap="md">
      <Group align="end" gap="md" wrap="wrap">
        <Select
          label={t('faturamento.faturamento.competencia')}
          data={mesesRecentes()}
          value={competencia}
          onChange={(value) => value && setCompetencia(value)}
          allowDeselect={false}
          w={160}
        />
        <Button
          leftSection={<IconFileInvoice size={18} aria-hidden />}
          loading={emitir.isPending}
          disabled={run?.status === 'emitindo' || !totais || totais.a_faturar === 0}
          onClick={() =>
            emitir.mutate(competencia, {
              onSuccess: (reply) => {
                notifySuccess(reply.mensagem);
                setExecucaoId(reply.dados.id_faturamento);
              },
              onError: (error) => notifyError(error, t('faturamento.faturamento.erro')),
            })
          }
        >
          {t('faturamento.faturamento.emitir')}
        </Button>
      </Group>

      {run && (
        <Paper withBorder p="md" radius="md" aria-live="polite">
          <Stack gap="xs">
            <Text fw={600}>
              {run.status === 'emitindo'
                ? t('faturamento.faturamento.emitindo')
                : run.status === 'concluido'
                  ? t('faturamento.faturamento.concluido', {
                      faturas: run.faturas_emitidas,
                      valor: displayCents(run.valor_centavos),
                    })
                  : t('faturamento.faturamento.falhou', { erro: run.erro ?? '' })}
            </Text>
            <Progress
              value={run.escolas_total === 0 ? 100 : (100 * run.escolas_processadas) / run.escolas_total}
              color={run.status === 'falhou' ? 'danger' : 'brand'}
              aria-label={t('faturamento.faturamento.progresso', {
                feitas: run.escolas_processadas,
                total: run.escolas_total,
              })}
            />
            <Text size="sm" c="dimmed">
              {t('faturamento.faturamento.progresso', {
                feitas: run.escolas_processadas,
                total: run.escolas_total,
              })}
            </Text>
          </Stack>
        </Paper>
      )}

      <Title order={3}>
        {t('faturamento.faturamento.previa')} · {mesAno(competencia)}
      </Title>
      <Text size="sm" c="dimmed">
        {t('faturamento.faturamento.previaHint')}
      </Text>
      {totais && (
        <>
          <Totais
            itens={[
              { label: t('faturamento.faturamento.cadastros'), value: String(totais.alunos_cadastrados) },
              { label: t('faturamento.faturamento.praticas'), value: String(totais.aulas_praticas) },
              { label: t('faturamento.faturamento.teoricas'), value: String(totais.aulas_teoricas) },
              { label: t('faturamento.faturamento.totalGeral'), value: displayCents(totais.total_centavos) },
            ]}
          />
          <Text size="sm">
            {t('faturamento.faturamento.escolas', {
              aFaturar: totais.a_faturar,
              jaFaturadas: totais.ja_faturadas,
              total: totais.escolas,
            })}
          </Text>
        </>
      )}
      {previa.isError && <Alert color="danger">{t('faturamento.faturamento.erro')}</Alert>}
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label={t('faturamento.faturamento.previa')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('faturamento.columns.autoescola')}</Table.Th>
              <Table.Th>{t('faturamento.faturamento.cadastros')}</Table.Th>
              <Table.Th>{t('faturamento.faturamento.praticas')}</Table.Th>
              <Table.Th>{t('faturamento.faturamento.teoricas')}</Table.Th>
              <Table.Th ta="right">{t('faturamento.faturamento.franquia')}</Table.Th>
              <Table.Th ta="right">{t('faturamento.faturamento.cobrancas')}</Table.Th>
              <Table.Th ta="right">{t('faturamento.faturamento.total')}</Table.Th>
              <Table.Th>{t('faturamento.columns.situacao')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(previa.data?.escolas ?? []).map((escola) => (
              <Table.Tr key={escola.id_autoescola}>
                <Table.Td>{escola.autoescola_nome}</Table.Td>
                <Table.Td>
                  <Quantidade linha={escola.alunos_cadastrados} />
                </Table.Td>
                <Table.Td>
                  <Quantidade linha={escola.aulas_praticas} />
                </Table.Td>
                <Table.Td>
                  <Quantidade linha={escola.aulas_teoricas} />
                </Table.Td>
                <Table.Td ta="right">
                  {displayCents(
                    escola.franquia_praticas.valor_centavos + escola.franquia_teoricas.valor_centavos,
                  )}
                </Table.Td>
                <Table.Td ta="right">{displayCents(escola.cobrancas.valor_centavos)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {displayCents(escola.total_centavos)}
                </Table.Td>
                <Table.Td>
                  <SituacaoDaEscola escola={escola} />
                </Table.Td>
              </Table.Tr>
            ))}
            {previa.data?.escolas.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>{t('faturamento.faturamento.nenhuma')}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={3}>{t('faturamento.faturamento.execucoes')}</Title>
      {(execucoes.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('faturamento.faturamento.semExecucoes')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table aria-label={t('faturamento.faturamento.execucoes')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('faturamento.columns.competencia')}</Table.Th>
                <Table.Th>{t('faturamento.faturamento.iniciadoEm')}</Table.Th>
                <Table.Th>{t('faturamento.faturamento.por')}</Table.Th>
                <Table.Th>{t('faturamento.columns.situacao')}</Table.Th>
                <Table.Th ta="right">{t('faturamento.totais.quantidade')}</Table.Th>
                <Table.Th ta="right">{t('faturamento.columns.valor')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(execucoes.data ?? []).map((e) => (
                <Table.Tr key={e.id_faturamento}>
                  <Table.Td>{mesAno(e.competencia)}</Table.Td>
                  <Table.Td>{displayDate(e.iniciado_em)}</Table.Td>
                  <Table.Td>{e.usuario ?? '—'}</Table.Td>
                  <Table.Td>{t(`faturamento.faturamento.status.${e.status}`)}</Table.Td>
                  <Table.Td ta="right">{e.faturas_emitidas}</Table.Td>
                  <Table.Td ta="right">{displayCents(e.valor_centavos)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
