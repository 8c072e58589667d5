import { type AmbienteGetran, contaComoEnviada, type EnvioAulaPratica, Role } from '@cfc/contract';
import { timeInSaoPaulo, todayInSaoPaulo } from '@cfc/domain';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendarUser,
  IconHistory,
  IconPencil,
  IconSend,
  IconTestPipe,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../ui/ConfirmDialog.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableQuery,
  type DataTableRowAction,
} from '../../ui/DataTable.tsx';
import { displayCpf, displayDate } from '../../ui/format.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ContingenciaEscolas } from '../agendamento/index.ts';
import {
  type AlunoAlvo,
  type AulaAlvo,
  type InstrutorAlvo,
  useAjustarEnviar,
  useComandArtisan,
  useEnviarAula,
  useEnvios,
  useEscolas,
  useReloadEnvios,
  useRemoverAnotacao,
} from './api.ts';
import { AulasInstrutorModal } from './components/AulasInstrutorModal.tsx';
import { ConsultaGetranModal } from './components/ConsultaGetranModal.tsx';
import { EnvioStatusCell } from './components/EnvioStatusBadge.tsx';
import { EnviosFilters } from './components/EnviosFilters.tsx';
import { GetranSituacao } from './components/GetranSituacao.tsx';
import { HistoricoAlunoModal } from './components/HistoricoAlunoModal.tsx';
import { LoteArtisanModal } from './components/LoteArtisanModal.tsx';
import { ModificarAulaModal } from './components/ModificarAulaModal.tsx';
import { ResultadoEnvioModal } from './components/ResultadoEnvioModal.tsx';
import { artisanReady, escolaOptions } from './filters.ts';
import { type EnvioAlvo, type EnvioOutcome, failureOutcome, successOutcome } from './result.ts';
import { notifyLongSuccess, notifyWarning } from './toasts.ts';
import { useEnviosSearch } from './useEnviosSearch.ts';

const ICON = 18;

/** Runs a toast once per failure of a query (a new failure has a new time). */
function useFailureToast(failedAt: number, message: string) {
  useEffect(() => {
    if (failedAt > 0) notifyFailure(message);
  }, [failedAt, message]);
}

/**
 * 'Envio de Aulas ao GETRAN' (SPEC §2.6): the lessons given, their answer from the traffic
 * authority, and what support does about them. `homologacao` works on the authority's test
 * environment: every call that reaches the authority carries `teste: true`.
 */
function EnviosGetranScreen({ ambiente }: { readonly ambiente: AmbienteGetran }) {
  const { t } = useTranslation();
  const teste = ambiente === 'homologacao';
  const [today] = useState(todayInSaoPaulo);
  // The contingency share of each school is for monitoring and support (roles 2 and 7), in production.
  const role = useSession()?.id_role;
  const seesContingencia = !teste && (role === Role.MONITOR || role === Role.SUPORTE);
  const search = useEnviosSearch(today);
  const { draft, applied } = search;

  const escolasQuery = useEscolas();
  const escolas = useMemo(() => escolaOptions(escolasQuery.data ?? []), [escolasQuery.data]);
  const escolaNome = (schema: string) => escolas.find((escola) => escola.value === schema)?.label ?? schema;
  useFailureToast(
    escolasQuery.isError ? escolasQuery.errorUpdatedAt : 0,
    t('enviosGetran.toasts.escolasErro'),
  );

  const envios = useEnvios(applied, search.paging, teste);
  useFailureToast(envios.isError ? envios.errorUpdatedAt : 0, t('enviosGetran.toasts.consultarErro'));

  const reload = useReloadEnvios();
  const enviar = useEnviarAula(teste);
  const ajustar = useAjustarEnviar(teste);
  const artisan = useComandArtisan(teste);
  const remover = useRemoverAnotacao();

  const [outcome, setOutcome] = useState<EnvioOutcome | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [modificar, setModificar] = useState<AulaAlvo | null>(null);
  const [instrutor, setInstrutor] = useState<InstrutorAlvo | null>(null);
  const [historico, setHistorico] = useState<AlunoAlvo | null>(null);
  const [consultaOpen, setConsultaOpen] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [lote, setLote] = useState<{ readonly id: number; readonly escola: string } | null>(null);

  /** The school of a row: its own, or the one searched. */
  const schemaOf = (row: EnvioAulaPratica) => row.schema || applied?.schema || '';

  function send(row: EnvioAulaPratica) {
    const schema = schemaOf(row);
    if (!schema) return notifyFailure(t('enviosGetran.toasts.schemaMissing'));
    const alvo: EnvioAlvo = { aulaPraticaId: row.aulaPraticaId, schema };
    setSending(row.aulaPraticaId);
    enviar.mutate(
      { ...row, schema },
      {
        onSuccess: (reply) => {
          const result = successOutcome(reply, alvo);
          notifySuccess(result.mensagem);
          setOutcome(result);
        },
        onError: (error) => {
          notifyFailure(t('enviosGetran.toasts.enviarErro'));
          setOutcome(failureOutcome(error, alvo, t('enviosGetran.toasts.enviarErro')));
        },
        // A refusal is stored as the lesson's status too: both reload the list.
        onSettled: () => {
          setSending(null);
          void reload();
        },
      },
    );
  }

  function correct(failed: EnvioOutcome) {
    const alvo: EnvioAlvo = failed.resultado;
    ajustar.mutate(failed, {
      onSuccess: (reply) => {
        notifySuccess(t('enviosGetran.toasts.correcaoOk'));
        setOutcome(successOutcome(reply, alvo));
      },
      onError: (error) => {
        notifyFailure(t('enviosGetran.toasts.correcaoErro'));
        setOutcome(failureOutcome(error, alvo, t('enviosGetran.toasts.correcaoErro')));
      },
      onSettled: () => void reload(),
    });
  }

  function askRemove(row: EnvioAulaPratica) {
    const schema = schemaOf(row);
    if (!schema) return notifyFailure(t('enviosGetran.toasts.schemaMissing'));
    setConfirm({
      title: t('enviosGetran.remover.title'),
      text: t('enviosGetran.remover.text'),
      confirmLabel: t('enviosGetran.remover.confirm'),
      color: 'danger',
      onConfirm: () =>
        remover.mutate(
          { id: row.aulaPraticaId, schema },
          {
            onSuccess: (result) => {
              if (result.semAnotacao) notifyWarning(t('enviosGetran.toasts.semAnotacao'));
              else notifyLongSuccess(result.msg || t('enviosGetran.toasts.anotacaoRemovida'));
            },
            onError: (error) => notifyError(error, t('enviosGetran.toasts.removerErro')),
            onSettled: () => setConfirm(null),
          },
        ),
    });
  }

  function askArtisan() {
    if (!artisanReady(draft)) return notifyWarning(t('enviosGetran.toasts.artisanFaltando'));
    const { schema, inicio, fim } = draft;
    const escola = escolaNome(schema);
    setConfirm({
      title: t('enviosGetran.artisanConfirm.title'),
      text: t('enviosGetran.artisanConfirm.text', {
        escola,
        inicio: displayDate(inicio),
        fim: displayDate(fim),
      }),
      confirmLabel: t('enviosGetran.artisanConfirm.confirm'),
      color: 'warning',
      onConfirm: () => {
        setConfirm(null);
        artisan.mutate(
          { schema, inicio, fim },
          {
            onSuccess: (reply) => {
              notifySuccess(t('enviosGetran.toasts.artisanOk'));
              setLote({ id: reply.dados.id, escola });
            },
            onError: (error) => {
              notifyFailure(t('enviosGetran.toasts.artisanErro'));
              const failed = failureOutcome(
                error,
                { aulaPraticaId: 0, schema },
                t('enviosGetran.toasts.artisanErro'),
              );
              // The correction belongs to a lesson's send, not to the batch.
              setOutcome({ ...failed, ajuste: false });
            },
          },
        );
      },
    });
  }

  const columns: DataTableColumn<EnvioAulaPratica>[] = [
    {
      key: 'status',
      header: t('enviosGetran.columns.status'),
      render: (row) => (
        <EnvioStatusCell
          status={row.aulaPraticaStatus}
          envio={row.envio}
          hint={
            row.enviadoEm ? t('enviosGetran.respondidoEm', { quando: displayDate(row.enviadoEm) }) : undefined
          }
        />
      ),
    },
    {
      key: 'aluno',
      header: t('enviosGetran.columns.aluno'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.alunoNome}
          </Text>
          {!applied?.schema && (
            <Text size="xs" c="dimmed">
              {escolaNome(row.schema)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'cpf',
      header: t('enviosGetran.columns.cpf'),
      render: (row) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {displayCpf(row.alunoCPF)}
        </Text>
      ),
    },
    {
      key: 'renach',
      header: t('enviosGetran.columns.renach'),
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.renach || '-'}
        </Text>
      ),
    },
    { key: 'instrutor', header: t('enviosGetran.columns.instrutor'), render: (row) => row.instrutorNome },
    {
      key: 'data',
      header: t('enviosGetran.columns.data'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {displayDate(row.aulaPraticaData)}
          </Text>
          {row.inicio && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {`${timeInSaoPaulo(row.inicio)}–${row.fim ? timeInSaoPaulo(row.fim) : '…'}`}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'categoria',
      header: t('enviosGetran.columns.categoria'),
      align: 'center',
      render: (row) => (
        <Badge variant="default" radius="sm">
          {row.categoria}
        </Badge>
      ),
    },
  ];

  const rowActions = (row: EnvioAulaPratica): DataTableRowAction[] => {
    const schema = schemaOf(row);
    const actions: DataTableRowAction[] = [];
    if (!contaComoEnviada(row.aulaPraticaStatus)) {
      actions.push({
        key: 'enviar',
        label: t('enviosGetran.actions.enviar'),
        icon: <IconSend size={ICON} aria-hidden />,
        color: 'brand',
        loading: sending === row.aulaPraticaId,
        disabled: sending !== null && sending !== row.aulaPraticaId,
        onClick: () => send(row),
      });
    }
    actions.push(
      {
        key: 'modificar',
        label: t('enviosGetran.actions.modificar'),
        icon: <IconPencil size={ICON} aria-hidden />,
        onClick: () => setModificar({ id: row.aulaPraticaId, schema }),
      },
      {
        key: 'instrutor',
        label: t('enviosGetran.actions.instrutor'),
        icon: <IconCalendarUser size={ICON} aria-hidden />,
        onClick: () =>
          setInstrutor({
            instrutorId: row.instrutorId,
            instrutorNome: row.instrutorNome,
            schema,
            data: row.aulaPraticaData,
            aulaId: row.aulaPraticaId,
          }),
      },
      {
        key: 'historico',
        label: t('enviosGetran.actions.historico'),
        icon: <IconHistory size={ICON} aria-hidden />,
        onClick: () =>
          setHistorico({ alunoId: row.alunoId, alunoNome: row.alunoNome, schema, aulaId: row.aulaPraticaId }),
      },
      {
        key: 'remover',
        label: t('enviosGetran.actions.remover'),
        icon: <IconTrash size={ICON} aria-hidden />,
        color: 'danger',
        onClick: () => askRemove(row),
      },
    );
    return actions;
  };

  const cleared: DataTableQuery<EnvioAulaPratica> = {
    data: { data: [], current_page: 1, last_page: 1, per_page: search.paging.perPage, total: 0 },
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    refetch: () => undefined,
  };

  const title = t(teste ? 'routes.EnvioAulasPraticasTeste' : 'enviosGetran.title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('enviosGetran.intro')}
        crumbs={[{ label: t('enviosGetran.crumb') }, { label: title }]}
        action={
          <Group gap="sm">
            {teste && (
              <Badge
                size="lg"
                color="warning"
                radius="sm"
                leftSection={<IconTestPipe size={16} aria-hidden />}
              >
                {t('enviosGetran.homologacao.badge')}
              </Badge>
            )}
            <GetranSituacao ambiente={ambiente} />
          </Group>
        }
      />
      {teste && (
        <Alert
          color="warning"
          variant="light"
          mb="md"
          title={t('enviosGetran.homologacao.title')}
          icon={<IconTestPipe size={20} aria-hidden />}
        >
          {t('enviosGetran.homologacao.text')}
        </Alert>
      )}
      <EnviosFilters
        filtros={draft}
        escolas={escolas}
        escolasLoading={escolasQuery.isPending}
        artisanRunning={artisan.isPending}
        onChange={search.change}
        onConsultar={search.consultar}
        onLimpar={search.clear}
        onPesquisaGetran={() => setConsultaOpen(true)}
        onArtisan={askArtisan}
      />
      <DataTable
        label={t('enviosGetran.tableLabel')}
        columns={columns}
        query={applied === null ? cleared : envios}
        state={search.table}
        rowKey={(row) => `${row.schema}-${row.aulaPraticaId}`}
        rowActions={rowActions}
        filter={false}
        emptyMessage={
          applied === null ? t('enviosGetran.filters.empty') : t('enviosGetran.filters.noResults')
        }
        // Fits beside the menu at 1366 px (1068 px of content): the actions stay in view.
        minWidth={1040}
      />
      {seesContingencia && <ContingenciaEscolas mes={today.slice(0, 7)} />}

      <ResultadoEnvioModal
        outcome={outcome}
        correcting={ajustar.isPending}
        onCorrect={correct}
        onClose={() => setOutcome(null)}
      />
      <ModificarAulaModal alvo={modificar} onClose={() => setModificar(null)} />
      <AulasInstrutorModal alvo={instrutor} teste={teste} onClose={() => setInstrutor(null)} />
      <HistoricoAlunoModal alvo={historico} onClose={() => setHistorico(null)} />
      <ConsultaGetranModal
        opened={consultaOpen}
        escolas={escolas}
        escolaInicial={draft.schema}
        cpfInicial={draft.cpf}
        teste={teste}
        onClose={() => setConsultaOpen(false)}
      />
      <LoteArtisanModal
        loteId={lote?.id ?? null}
        escola={lote?.escola ?? ''}
        onDone={() => void reload()}
        onClose={() => setLote(null)}
      />
      <ConfirmDialog
        request={confirm}
        cancelLabel={t('enviosGetran.remover.cancel')}
        loading={remover.isPending}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

/** /suporte/envios-praticas and /monitoramento/praticas/envios-praticas: the production environment. */
export function EnvioAulasPraticasPage() {
  return <EnviosGetranScreen ambiente="producao" />;
}

/** /suporte/envios-praticas-teste: the authority's homologação environment. */
export function EnvioAulasPraticasTestePage() {
  return <EnviosGetranScreen ambiente="homologacao" />;
}
