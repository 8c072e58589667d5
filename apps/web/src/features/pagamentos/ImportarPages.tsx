import {
  RETORNO_MAX_BYTES,
  type RetornoArquivo,
  type RetornoLinha,
  type RetornoPrevia,
  Role,
} from '@cfc/contract';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconEye, IconFileExport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { atOperator } from '../../session/permissions.ts';
import { useSession } from '../../session/session.ts';
import { DataTable, type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { FileUpload } from '../../ui/FileUpload.tsx';
import { displayCents, displayDate } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import {
  baixarExemplo,
  baixarRemessa,
  useAplicarRetorno,
  useGerarRemessa,
  usePreviaRetorno,
  useRemessaPendentes,
  useRemessas,
  useRetornos,
} from './api.ts';
import { SituacaoLinhaBadge } from './components/badges.tsx';
import type { PagamentosMessages } from './i18n/pt-BR.ts';

const MEGABYTES = RETORNO_MAX_BYTES / (1024 * 1024);
const ACEITOS = ['.ret', '.txt', '.csv', '.dat', '.cnab'];
const FORMATOS = { cnab240: 'CNAB 240', cnab400: 'CNAB 400', csv: 'CSV' } as const;

function Resumo({ previa }: { readonly previa: RetornoPrevia }) {
  const { t } = useTranslation();
  const { resumo } = previa;
  const item = (label: string, valor: string | number, cor?: string) => (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={cor}>
        {valor}
      </Text>
    </Card>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="xs">
      {item(t('pagamentos.importar.resumo.conciliadas'), resumo.conciliadas)}
      {item(t('pagamentos.importar.resumo.divergentes'), resumo.divergentes)}
      {item(t('pagamentos.importar.resumo.ja_pagas'), resumo.ja_pagas)}
      {item(t('pagamentos.importar.resumo.desconhecidas'), resumo.desconhecidas)}
      {item(t('pagamentos.importar.resumo.ignoradas'), resumo.ignoradas)}
      {item(t('pagamentos.importar.resumo.erros'), resumo.erros, resumo.erros > 0 ? 'danger.7' : undefined)}
      {item(t('pagamentos.importar.resumo.total'), displayCents(resumo.valor_total_centavos))}
      {item(t('pagamentos.importar.resumo.aplicavel'), displayCents(resumo.valor_aplicavel_centavos))}
    </SimpleGrid>
  );
}

function LinhasDaPrevia({ linhas }: { readonly linhas: readonly RetornoLinha[] }) {
  const { t } = useTranslation();
  const c = (key: keyof PagamentosMessages['importar']['colunas']) => t(`pagamentos.importar.colunas.${key}`);
  return (
    <Table.ScrollContainer minWidth={960} maxHeight={480}>
      <Table striped highlightOnHover stickyHeader aria-label={t('pagamentos.importar.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('linha')}</Table.Th>
            <Table.Th miw={170}>{c('situacao')}</Table.Th>
            <Table.Th>{c('nossoNumero')}</Table.Th>
            <Table.Th>{c('autoescola')}</Table.Th>
            <Table.Th>{c('competencia')}</Table.Th>
            <Table.Th ta="right">{c('valorFatura')}</Table.Th>
            <Table.Th ta="right">{c('valorPago')}</Table.Th>
            <Table.Th>{c('pagoEm')}</Table.Th>
            <Table.Th>{c('motivo')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((linha) => (
            <Table.Tr key={`${linha.linha}-${linha.situacao}-${linha.motivo ?? ''}`}>
              <Table.Td>{linha.linha}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <SituacaoLinhaBadge situacao={linha.situacao} />
              </Table.Td>
              <Table.Td>{linha.nosso_numero ?? '—'}</Table.Td>
              <Table.Td>{linha.autoescola_nome ?? '—'}</Table.Td>
              <Table.Td>{linha.competencia ?? '—'}</Table.Td>
              <Table.Td ta="right">
                {linha.valor_fatura_centavos === null ? '—' : displayCents(linha.valor_fatura_centavos)}
              </Table.Td>
              <Table.Td ta="right">
                {linha.valor_pago_centavos === null ? '—' : displayCents(linha.valor_pago_centavos)}
              </Table.Td>
              <Table.Td>{linha.pago_em ? displayDate(linha.pago_em, true) : '—'}</Table.Td>
              <Table.Td>{linha.motivo ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Send a file, see what each line would do, apply it in one go. */
function ImportarRetorno() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [previa, setPrevia] = useState<RetornoPrevia | null>(null);
  const ler = usePreviaRetorno();
  const aplicar = useAplicarRetorno();
  const exemplo = useMutation({
    mutationFn: baixarExemplo,
    onError: (error) => notifyError(error, t('pagamentos.importar.erroLer')),
  });
  const [file] = files;

  function escolher(novos: File[]) {
    setFiles(novos);
    setPrevia(null);
  }
  function verPrevia() {
    if (!file) return;
    ler.mutate(file, {
      onSuccess: (reply) => setPrevia(reply.dados),
      onError: (error) => notifyError(error, t('pagamentos.importar.erroLer')),
    });
  }
  function aplicarArquivo() {
    if (!file) return;
    aplicar.mutate(file, {
      onSuccess: (reply) => {
        notifySuccess(reply.mensagem);
        setFiles([]);
        setPrevia(null);
      },
      onError: (error) => notifyError(error, t('pagamentos.importar.erroAplicar')),
    });
  }

  return (
    <Card withBorder radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="start" wrap="wrap">
          <Text size="sm" maw={640}>
            {t('pagamentos.importar.csvDica')}
          </Text>
          <Stack gap={4} align="end">
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={exemplo.isPending}
              onClick={() => exemplo.mutate()}
            >
              {t('pagamentos.importar.exemplo')}
            </Button>
            <Text size="xs" c="dimmed" maw={360} ta="right">
              {t('pagamentos.importar.exemploDica')}
            </Text>
          </Stack>
        </Group>
        <FileUpload
          label={t('pagamentos.importar.arquivo')}
          accept={ACEITOS}
          files={files}
          onChange={escolher}
          maxSizeMb={MEGABYTES}
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconEye size={18} aria-hidden />}
            disabled={!file}
            loading={ler.isPending}
            onClick={verPrevia}
          >
            {t('pagamentos.importar.ler')}
          </Button>
        </Group>
        {previa && (
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('pagamentos.importar.previa', { nome: previa.nome, formato: FORMATOS[previa.formato] })}
            </Title>
            {previa.ja_importado && (
              <Alert color="warning" role="status">
                {t('pagamentos.importar.jaImportado', {
                  data: displayDate(previa.ja_importado.importado_em),
                  usuario: previa.ja_importado.usuario ?? '—',
                })}
              </Alert>
            )}
            {previa.resumo.erros > 0 && (
              <Alert color="danger" role="alert">
                {t('pagamentos.importar.comErros', { count: previa.resumo.erros })}
              </Alert>
            )}
            <Resumo previa={previa} />
            <LinhasDaPrevia linhas={previa.linhas} />
            <Group justify="flex-end">
              <Button
                leftSection={<IconCheck size={18} aria-hidden />}
                disabled={!previa.aplicavel}
                loading={aplicar.isPending}
                onClick={aplicarArquivo}
              >
                {t('pagamentos.importar.aplicar')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ArquivosImportados() {
  const { t } = useTranslation();
  const table = useTableParams('-importado_em');
  const query = useRetornos(table.params);
  const c = (key: keyof PagamentosMessages['importar']['colunas']) => t(`pagamentos.importar.colunas.${key}`);
  const columns: DataTableColumn<RetornoArquivo>[] = [
    {
      key: 'importado',
      header: c('importadoEm'),
      sortField: 'importado_em',
      render: (r) => displayDate(r.importado_em),
    },
    { key: 'nome', header: c('arquivo'), sortField: 'nome', render: (r) => r.nome },
    {
      key: 'formato',
      header: c('formato'),
      render: (r) => <Badge variant="outline">{FORMATOS[r.formato]}</Badge>,
    },
    {
      key: 'linhas',
      header: c('situacao'),
      render: (r) =>
        `${r.conciliadas} ${t('pagamentos.importar.resumo.conciliadas').toLowerCase()}, ${r.divergentes} ${t('pagamentos.importar.resumo.divergentes').toLowerCase()}, ${r.desconhecidas} ${t('pagamentos.importar.resumo.desconhecidas').toLowerCase()}`,
    },
    {
      key: 'aplicado',
      header: c('aplicado'),
      align: 'right',
      render: (r) => displayCents(r.valor_aplicado_centavos),
    },
    { key: 'por', header: c('por'), render: (r) => r.usuario ?? '—' },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('pagamentos.importar.historico')}
      </Title>
      <DataTable
        label={t('pagamentos.importar.historico')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(r) => r.id_arquivo}
        filter={false}
        emptyMessage={t('pagamentos.importar.historicoVazio')}
        minWidth={820}
      />
    </Stack>
  );
}

function Remessas() {
  const { t } = useTranslation();
  const pendentes = useRemessaPendentes();
  const table = useTableParams('-gerada_em');
  const query = useRemessas(table.params);
  const gerar = useGerarRemessa();
  const baixar = useMutation({
    mutationFn: baixarRemessa,
    onError: (error) => notifyError(error, t('pagamentos.remessa.erro')),
  });
  const c = (key: keyof PagamentosMessages['remessa']['colunas']) => t(`pagamentos.remessa.colunas.${key}`);
  const dados = pendentes.data;
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="start" wrap="wrap">
          <div>
            <Title order={2} size="h4">
              {t('pagamentos.remessa.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('pagamentos.remessa.intro')}
            </Text>
            <Text size="sm" mt={4}>
              {dados && dados.titulos > 0
                ? t('pagamentos.remessa.pendentes', {
                    count: dados.titulos,
                    valor: displayCents(dados.valor_centavos),
                  })
                : t('pagamentos.remessa.nenhumPendente')}
            </Text>
          </div>
          <Button
            leftSection={<IconFileExport size={18} aria-hidden />}
            disabled={!dados || dados.titulos === 0}
            loading={gerar.isPending}
            onClick={() =>
              gerar.mutate(undefined, {
                onSuccess: (reply) => {
                  notifySuccess(reply.mensagem);
                  baixar.mutate(reply.dados);
                  void pendentes.refetch();
                },
                onError: (error) => notifyError(error, t('pagamentos.remessa.erro')),
              })
            }
          >
            {t('pagamentos.remessa.gerar')}
          </Button>
        </Group>
        <DataTable
          label={t('pagamentos.remessa.lista')}
          columns={[
            {
              key: 'sequencial',
              header: c('sequencial'),
              sortField: 'sequencial',
              render: (r) => r.sequencial,
            },
            { key: 'nome', header: c('nome'), render: (r) => r.nome },
            { key: 'titulos', header: c('titulos'), align: 'right', render: (r) => r.titulos },
            {
              key: 'valor',
              header: c('valor'),
              align: 'right',
              render: (r) => displayCents(r.valor_centavos),
            },
            {
              key: 'gerada',
              header: c('geradaEm'),
              sortField: 'gerada_em',
              render: (r) => displayDate(r.gerada_em),
            },
            { key: 'por', header: c('por'), render: (r) => r.usuario ?? '—' },
          ]}
          query={query}
          state={table}
          rowKey={(r) => r.id_remessa}
          rowActions={(r) => [
            {
              key: 'baixar',
              label: t('pagamentos.remessa.baixar', { sequencial: r.sequencial }),
              icon: <IconDownload size={18} aria-hidden />,
              onClick: () => baixar.mutate(r),
            },
          ]}
          filter={false}
          emptyMessage={t('pagamentos.remessa.vazia')}
          minWidth={720}
        />
      </Stack>
    </Card>
  );
}

/** /financeiro/faturas/importar: bank returns and the remittances that register the boletos. */
export function ImportarFaturasFinanceiroPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('pagamentos.importar.title')}
        description={t('pagamentos.importar.intro')}
        crumbs={[{ label: t('pagamentos.importar.title') }]}
      />
      <Stack gap="lg">
        <ImportarRetorno />
        <ArquivosImportados />
        <Remessas />
      </Stack>
    </>
  );
}

/** /admin/faturas/importar: the operator's administrator imports bank returns too. */
export function ImportarFaturasAdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <PageHeader
        title={t('pagamentos.importar.title')}
        description={t('pagamentos.importar.intro')}
        crumbs={[{ label: t('pagamentos.importar.title') }]}
      />
      {session?.id_role === Role.ADMIN && atOperator(session) ? (
        <Stack gap="lg">
          <ImportarRetorno />
          <ArquivosImportados />
        </Stack>
      ) : (
        <Alert color="info" role="status">
          {t('pagamentos.importar.somenteOperadora')}
        </Alert>
      )}
    </>
  );
}
