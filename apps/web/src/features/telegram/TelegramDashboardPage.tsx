import { STATUS_TELEGRAM, type TelegramMensagem } from '@cfc/contract';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../ui/CountBadge.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { FilterSelect } from '../../ui/data-table/FilterFields.tsx';
import { displayDate } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useDestinosTelegram, useMensagensTelegram, usePainelTelegram, useReenviarMensagem } from './api.ts';
import { DestinoForm } from './components/DestinoForm.tsx';

const COR: Record<TelegramMensagem['status'], string> = {
  entregue: 'brand',
  falhou: 'danger',
  pendente: 'warning',
};

/** monitoramento/avisos/telegram-dashboard: the notices sent through the Telegram bot and their delivery. */
export function TelegramDashboardPage() {
  const { t } = useTranslation();
  const painel = usePainelTelegram();
  const table = useTableParams('-created_at');
  const status = STATUS_TELEGRAM.find((value) => value === table.filter('status'));
  const mensagens = useMensagensTelegram(table.params, status);
  const destinos = useDestinosTelegram();
  const reenviar = useReenviarMensagem();
  const [adding, setAdding] = useState(false);
  const contagem = painel.data?.contagem;
  const username = painel.data?.bot_username;

  const figuras = [
    { key: 'enviadas', color: 'info' },
    { key: 'entregues', color: 'brand' },
    { key: 'falhas', color: 'danger' },
    { key: 'pendentes', color: 'warning' },
  ] as const;

  const columns: DataTableColumn<TelegramMensagem>[] = [
    {
      key: 'created_at',
      header: t('telegram.columns.quando'),
      sortField: 'created_at',
      render: (row) => displayDate(row.created_at),
    },
    {
      key: 'destino',
      header: t('telegram.columns.destino'),
      sortField: 'destino',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.destino}
          </Text>
          <Text size="xs" c="dimmed">
            {row.autoescola}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'texto',
      header: t('telegram.columns.texto'),
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={360} title={row.texto}>
          {row.texto}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('telegram.columns.status'),
      sortField: 'status',
      render: (row) => (
        <Stack gap={2}>
          <CountBadge color={COR[row.status]} text={t(`telegram.status.${row.status}`)} />
          <Text size="xs" c="dimmed">
            {t('telegram.tentativas', { count: row.tentativas })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'erro',
      header: t('telegram.columns.erro'),
      render: (row) =>
        row.erro ? (
          <Text size="sm" c={row.status === 'falhou' ? 'danger.8' : 'dimmed'}>
            {row.erro_codigo === null ? row.erro : `${row.erro_codigo} · ${row.erro}`}
          </Text>
        ) : (
          '–'
        ),
    },
  ];

  const rowActions = (row: TelegramMensagem): DataTableRowAction[] =>
    row.status === 'entregue'
      ? []
      : [
          {
            key: 'retry',
            label: t('telegram.reenviar', { destino: row.destino }),
            icon: <IconRefresh size={18} aria-hidden />,
            onClick: () =>
              reenviar.mutate(row.id, {
                onSuccess: (reply) => {
                  notifySuccess(reply.mensagem);
                  void painel.refetch();
                },
                onError: (error) => notifyError(error, t('telegram.reenviarErro')),
              }),
          },
        ];

  const title = t('telegram.title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('telegram.intro')}
        crumbs={[{ label: t('telegram.crumb') }, { label: title }]}
        action={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {t('telegram.novoDestino')}
          </Button>
        }
      />
      {painel.data && !painel.data.bot_configurado && (
        <Alert color="warning" mb="md">
          {t('telegram.semBot')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="lg" aria-label={t('telegram.contagemLabel')}>
        {figuras.map(({ key, color }) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Text size="sm" c="dimmed">
              {t(`telegram.contagem.${key}`)}
            </Text>
            <Title order={3} c={`${color}.8`}>
              {contagem ? contagem[key] : '…'}
            </Title>
          </Card>
        ))}
      </SimpleGrid>
      <DataTable
        label={t('telegram.mensagens')}
        columns={columns}
        query={mensagens}
        state={table}
        rowKey={(row) => row.id}
        rowActions={rowActions}
        filter={false}
        minWidth={1000}
        toolbar={
          <FilterSelect
            table={table}
            name="status"
            label={t('telegram.columns.status')}
            allLabel={t('telegram.todas')}
            options={STATUS_TELEGRAM.map((value) => ({ value, label: t(`telegram.status.${value}`) }))}
          />
        }
        emptyMessage={t('telegram.semMensagens')}
      />
      <Title order={2} size="h4" mt="xl" mb="sm">
        {t('telegram.destinos')}
      </Title>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={800}>
          <Table striped aria-label={t('telegram.destinos')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('telegram.destinoColumns.nome')}</Table.Th>
                <Table.Th>{t('telegram.destinoColumns.autoescola')}</Table.Th>
                <Table.Th>{t('telegram.destinoColumns.chat')}</Table.Th>
                <Table.Th>{t('telegram.destinoColumns.vinculo')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(destinos.data ?? []).map((destino) => (
                <Table.Tr key={destino.id}>
                  <Table.Td>{destino.nome}</Table.Td>
                  <Table.Td>{destino.autoescola}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {destino.chat_id ?? '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {destino.vinculado_por ? (
                      <Text size="sm">
                        {t(`telegram.vinculos.${destino.vinculado_por}`, {
                          data: displayDate(destino.vinculado_em),
                        })}
                      </Text>
                    ) : (
                      <Group gap={4}>
                        <Text size="sm" c="dimmed">
                          {t('telegram.aguardandoStart')}
                        </Text>
                        <Text size="xs" ff="monospace">
                          {username
                            ? `https://t.me/${username}?start=${destino.codigo}`
                            : `/start ${destino.codigo}`}
                        </Text>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {destinos.data?.length === 0 && (
          <Text p="md" c="dimmed">
            {t('telegram.semDestinos')}
          </Text>
        )}
      </Paper>
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('telegram.novoDestino')}>
        {adding && <DestinoForm onDone={() => setAdding(false)} />}
      </Modal>
    </>
  );
}
