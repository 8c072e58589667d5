import type { InstrutorAula, MomentoFoto } from '@cfc/contract';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { serverMessage } from '../../api/client.ts';
import { buildPath } from '../../routing/routes.ts';
import { notifyFailure } from '../../ui/notify.ts';
import { TeoricasDoInstrutor } from '../presenca-teorica/index.ts';
import { useAulasDoDia, useInstrutorDaSessao } from './api.ts';
import { AulaCard } from './components/AulaCard.tsx';
import { DayNavigator } from './components/DayNavigator.tsx';
import { RegistroModal } from './components/RegistroModal.tsx';
import { StatusFilter } from './components/StatusFilter.tsx';
import type { Fix } from './geolocation.ts';
import { proximaMudanca } from './janela.ts';
import { pendentes } from './posicoes-queue.ts';
import {
  FILTROS,
  isStatusFiltro,
  STATUS_FILTROS,
  type StatusFiltro,
  statusDoFiltro,
} from './status-filter.ts';
import { useTrilha } from './useTrilha.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WAKE_MARGIN_MS = 250;

/** The lessons under way, whatever day is shown: yesterday's too, for a lesson that crossed midnight. */
function useEmAndamento(hoje: string): readonly number[] | undefined {
  const ontem = useAulasDoDia(addDays(hoje, -1));
  const deHoje = useAulasDoDia(hoje);
  return useMemo(() => {
    if (!ontem.data || !deHoje.data) return undefined;
    return [...ontem.data, ...deHoje.data]
      .filter((aula) => aula.status === 'em_andamento')
      .map((aula) => aula.aulaId);
  }, [ontem.data, deHoje.data]);
}

/**
 * The phone's clock, read again when a lesson's start window opens or closes (and on every render):
 * the start button turns on without a reload.
 */
function useAgora(aulas: readonly InstrutorAula[]): number {
  const [, wake] = useReducer((count: number) => count + 1, 0);
  const agora = Date.now();
  const proxima = proximaMudanca(aulas, agora);
  useEffect(() => {
    if (proxima === undefined) return;
    // A little past the edge, so the render that follows is surely on the other side of it.
    const timer = setTimeout(wake, Math.max(0, proxima - Date.now()) + WAKE_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [proxima]);
  return agora;
}

interface Registro {
  readonly aula: InstrutorAula;
  readonly momento: MomentoFoto;
}

function AulasDoInstrutor({ usuarioId, filtro }: { usuarioId: number; filtro: StatusFiltro | undefined }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const hoje = todayInSaoPaulo();
  const pedido = search.get('dia') ?? '';
  const dia = ISO_DATE.test(pedido) ? pedido : hoje;
  const aulas = useAulasDoDia(dia);
  const emAndamento = useEmAndamento(hoje);
  const trilha = useTrilha(usuarioId, emAndamento);
  const [registro, setRegistro] = useState<Registro | null>(null);

  useEffect(() => {
    if (aulas.isError) notifyFailure(t('instrutorAulas.loadError'));
  }, [aulas.isError, t]);

  const setDia = (next: string) =>
    setSearch(next === hoje ? {} : { dia: next }, { replace: true, preventScrollReset: true });

  const lista = aulas.data ?? [];
  const agora = useAgora(lista);
  const counts = useMemo(() => {
    const base = { todas: lista.length } as Record<StatusFiltro | 'todas', number>;
    for (const option of FILTROS)
      base[option] = lista.filter((aula) => aula.status === STATUS_FILTROS[option]).length;
    return base;
  }, [lista]);
  const visiveis = filtro ? lista.filter((aula) => aula.status === STATUS_FILTROS[filtro]) : lista;
  const query = search.toString();
  const waitingAll = pendentes(trilha.fila);

  function registrado(aula: InstrutorAula, fix: Fix) {
    trilha.registrar(aula.aulaId, fix);
    setRegistro(null);
  }

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={1} size="h2">
        {t('instrutorAulas.title')}
      </Title>

      {(!trilha.online || waitingAll > 0) && (
        <Alert
          color={trilha.online ? 'warning' : 'danger'}
          variant="light"
          icon={<IconCloudOff aria-hidden />}
          title={trilha.online ? undefined : t('instrutorAulas.trilha.offline')}
          role="status"
        >
          <Text size="sm">
            {waitingAll > 0 && `${t('instrutorAulas.trilha.pendentesGerais', { count: waitingAll })} `}
            {!trilha.online && t('instrutorAulas.trilha.offlineHint')}
          </Text>
        </Alert>
      )}

      <TeoricasDoInstrutor />

      <DayNavigator dia={dia} hoje={hoje} onChange={setDia} />

      <StatusFilter
        route="aulasInstrutor"
        current={filtro}
        counts={aulas.data ? counts : undefined}
        search={query ? `?${query}` : ''}
      />

      {aulas.isPending && (
        <Stack gap="md" aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton height={150} radius="md" />
          <Skeleton height={150} radius="md" />
        </Stack>
      )}

      {aulas.isError && (
        <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={t('instrutorAulas.loadError')}>
          <Stack gap="sm" align="flex-start">
            {serverMessage(aulas.error)}
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void aulas.refetch()}
            >
              {t('instrutorAulas.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      {aulas.data && visiveis.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <IconCalendarOff size={36} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text c="dimmed" ta="center">
              {filtro ? t('instrutorAulas.vazioFiltro') : t('instrutorAulas.vazio')}
            </Text>
          </Stack>
        </Paper>
      )}

      {visiveis.map((aula) => (
        <AulaCard
          key={aula.aulaId}
          aula={aula}
          deHoje={aula.data_aula === hoje}
          agora={agora}
          trilha={trilha}
          onIniciar={(chosen) => setRegistro({ aula: chosen, momento: 'inicio' })}
          onFinalizar={(chosen) => setRegistro({ aula: chosen, momento: 'fim' })}
        />
      ))}

      <RegistroModal
        aula={registro?.aula ?? null}
        momento={registro?.momento ?? 'inicio'}
        onClose={() => setRegistro(null)}
        onRegistrado={registrado}
      />
    </Stack>
  );
}

/**
 * /instrutor-cfc/aulas/:status? — the instructor's phone: the lessons of a day (today unless
 * `?dia=YYYY-MM-DD`), filtered by `agendadas`, `em-andamento`, `realizadas` or `canceladas`;
 * start and finish a lesson, and the GPS track while it runs.
 */
export function InstrutorAulasPage() {
  const { t } = useTranslation();
  const { status } = useParams();
  const [search] = useSearchParams();
  const instrutor = useInstrutorDaSessao();
  const chosen = statusDoFiltro(status);
  if (chosen === undefined) {
    const query = search.toString();
    return <Navigate to={`${buildPath('aulasInstrutor')}${query ? `?${query}` : ''}`} replace />;
  }
  if (!instrutor) {
    return (
      <Alert color="warning" icon={<IconAlertCircle aria-hidden />} maw={640} mx="auto">
        {t('instrutorAulas.semInstrutor')}
      </Alert>
    );
  }
  const filtro = status !== undefined && isStatusFiltro(status) ? status : undefined;
  return <AulasDoInstrutor usuarioId={instrutor.usuarioId} filtro={filtro} />;
}
