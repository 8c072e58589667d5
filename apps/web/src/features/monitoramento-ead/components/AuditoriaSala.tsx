import type { AuditoriaEad } from '@cfc/contract';
import { Alert, Badge, Code, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import { displayDate } from '../../../ui/format.ts';
import { type Alcance, useAuditoria } from '../api.ts';

type Registro = AuditoriaEad['registros'][number];

/** The record's data in a line ('resultado: aprovada · similaridade: 91'). */
function dadosEmLinha(dados: Registro['dados']): string {
  return Object.entries(dados)
    .map(([chave, valor]) => `${chave}: ${typeof valor === 'object' ? JSON.stringify(valor) : String(valor)}`)
    .join(' · ');
}

/** Whether the chain of records is whole: 'Trilha íntegra', or the first record that was changed. */
export function IntegridadeBadge({ auditoria }: { readonly auditoria: AuditoriaEad }) {
  const { t } = useTranslation();
  return auditoria.integra ? (
    <Badge color="brand" variant="filled" leftSection={<IconShieldCheck size={14} aria-hidden />}>
      {t('monitoramentoEad.auditoria.integra')}
    </Badge>
  ) : (
    <Badge color="danger" variant="filled" leftSection={<IconShieldX size={14} aria-hidden />}>
      {t('monitoramentoEad.auditoria.alterado', { seq: auditoria.primeiro_erro ?? '?' })}
    </Badge>
  );
}

/** The audit trail: each access, action and check with its IP, chained by hash (CONTRAN 783/2020). */
export function AuditoriaSala({ aulaId, alcance }: { readonly aulaId: number; readonly alcance: Alcance }) {
  const { t } = useTranslation();
  const query = useAuditoria(aulaId, alcance);
  if (query.isPending) return <Skeleton h={160} radius="md" aria-label={t('app.loading')} />;
  if (query.isError) {
    return (
      <Alert color="danger" icon={<IconAlertCircle aria-hidden />}>
        {serverMessage(query.error) || t('monitoramentoEad.auditoria.erro')}
      </Alert>
    );
  }
  const auditoria = query.data;
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          {t('monitoramentoEad.auditoria.intro')}
        </Text>
        <IntegridadeBadge auditoria={auditoria} />
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" aria-label={t('monitoramentoEad.auditoria.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('monitoramentoEad.auditoria.seq')}</Table.Th>
              <Table.Th>{t('monitoramentoEad.auditoria.em')}</Table.Th>
              <Table.Th>{t('monitoramentoEad.auditoria.acao')}</Table.Th>
              <Table.Th>{t('monitoramentoEad.auditoria.quem')}</Table.Th>
              <Table.Th>{t('monitoramentoEad.auditoria.ip')}</Table.Th>
              <Table.Th>{t('monitoramentoEad.auditoria.dados')}</Table.Th>
              <Table.Th>{t('monitoramentoEad.auditoria.hash')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {auditoria.registros.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text size="sm" c="dimmed">
                    {t('monitoramentoEad.auditoria.vazio')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {auditoria.registros.map((registro) => (
              <Table.Tr
                key={registro.seq}
                bg={registro.integro ? undefined : 'var(--mantine-color-danger-light)'}
              >
                <Table.Td>{registro.seq}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(registro.em)}</Table.Td>
                <Table.Td>{registro.acao}</Table.Td>
                <Table.Td>{registro.aluno_nome ?? registro.usuario_nome ?? '—'}</Table.Td>
                <Table.Td>{registro.ip ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="xs" lineClamp={2}>
                    {dadosEmLinha(registro.dados)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Code>{registro.hash.slice(0, 10)}</Code>
                    {!registro.integro && (
                      <Badge color="danger" size="xs">
                        {t('monitoramentoEad.auditoria.registroAlterado')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
