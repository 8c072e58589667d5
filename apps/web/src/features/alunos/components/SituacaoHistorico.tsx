import { Alert, Button, Skeleton, Stack, Table, Text, Timeline } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { useSituacoes } from '../api.ts';
import { SituacaoBadge } from './SituacaoBadge.tsx';

interface SituacaoHistoricoProps {
  readonly alunoId: number;
  /** A timeline for a narrow column instead of a table. */
  readonly compact?: boolean;
}

/** The situation history of a student, latest first (GET /alunos/:id/situacoes). */
export function SituacaoHistorico({ alunoId, compact = false }: SituacaoHistoricoProps) {
  const { t } = useTranslation();
  const historico = useSituacoes(alunoId);

  if (historico.isError) {
    return (
      <Alert color="danger" title={t('alunos.historico.error')}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void historico.refetch()}
        >
          {t('dataTable.retry')}
        </Button>
      </Alert>
    );
  }
  if (historico.data === undefined) {
    return (
      <Stack gap="xs" aria-hidden>
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  }
  if (historico.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('alunos.historico.empty')}
      </Text>
    );
  }
  if (compact) {
    return (
      <Timeline bulletSize={12} lineWidth={2}>
        {historico.data.map((linha) => (
          <Timeline.Item
            key={`${linha.created_at}-${linha.situacao}`}
            title={<SituacaoBadge situacao={linha.situacao} />}
          >
            <Text size="xs" c="dimmed" mt={4}>
              {displayDate(linha.created_at)}
              {linha.usuario ? ` · ${linha.usuario}` : ''}
            </Text>
            {linha.motivo && <Text size="sm">{linha.motivo}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table verticalSpacing="xs" aria-label={t('alunos.historico.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('alunos.historico.situacao')}</Table.Th>
            <Table.Th scope="col">{t('alunos.historico.motivo')}</Table.Th>
            <Table.Th scope="col">{t('alunos.historico.usuario')}</Table.Th>
            <Table.Th scope="col">{t('alunos.historico.data')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {historico.data.map((linha) => (
            <Table.Tr key={`${linha.created_at}-${linha.situacao}`}>
              <Table.Td>
                <SituacaoBadge situacao={linha.situacao} />
              </Table.Td>
              <Table.Td>{linha.motivo ?? '-'}</Table.Td>
              <Table.Td>{linha.usuario ?? '-'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(linha.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
