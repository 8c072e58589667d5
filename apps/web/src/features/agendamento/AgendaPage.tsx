import type { AulaPratica } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchPatch } from '../../routing/search-patch.ts';
import { atOperator } from '../../session/permissions.ts';
import { useSession } from '../../session/session.ts';
import { DateField } from '../../ui/inputs/DateField.tsx';
import { isFilterDate } from '../../ui/inputs/date-value.ts';
import { SearchSelect } from '../../ui/inputs/SearchSelect.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AULA_PARAM } from './agenda-link.ts';
import {
  type AgendaPor,
  useAgenda,
  useInstrutoresAtivos,
  useProcessosAbertos,
  useVeiculosAtivos,
} from './api.ts';
import { AgendaGrid } from './components/AgendaGrid.tsx';
import { AulaDetailModal, type DetailTarget } from './components/AulaDetailModal.tsx';
import { ContingenciaResumo } from './components/ContingenciaPanel.tsx';
import { type AgendaView, shiftDate, visibleDays } from './week.ts';

const PORES: readonly AgendaPor[] = ['instrutor', 'veiculo', 'aluno'];

function useWhoOptions(por: AgendaPor) {
  const instrutores = useInstrutoresAtivos();
  const veiculos = useVeiculosAtivos();
  const processos = useProcessosAbertos();
  if (por === 'instrutor')
    return (instrutores.data ?? []).map((item) => ({ value: String(item.id_instrutor), label: item.nome }));
  if (por === 'veiculo')
    return (veiculos.data ?? []).map((item) => ({ value: String(item.id_veiculo), label: item.placa }));
  const seen = new Set<string>();
  return (processos.data ?? [])
    .map((item) => ({ value: String(item.aluno_id), label: `${item.aluno_nome} · ${item.renach}` }))
    .filter((option) => !seen.has(option.value) && seen.add(option.value));
}

/** agendamento/agenda: one instructor's, vehicle's or student's lessons by day or week. */
export function AgendaPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [search, set] = useSearchPatch();
  const por = PORES.find((item) => item === search.get('por')) ?? 'instrutor';
  const view: AgendaView = search.get('visao') === 'dia' ? 'dia' : 'semana';
  const data = search.get('data') || todayInSaoPaulo();
  const id = Number(search.get('id')) || undefined;

  const days = visibleDays(data, view);
  const agenda = useAgenda(days[0] ?? data, days.at(-1) ?? data, por, id);
  const options = useWhoOptions(por);
  // A link to one lesson (after booking it) opens its detail at once.
  const [target, setTarget] = useState<DetailTarget | null>(() => {
    const linked = Number(search.get(AULA_PARAM)) || undefined;
    return linked === undefined ? null : { id: linked, mode: 'detalhe' };
  });
  const open = (aula: AulaPratica) => setTarget({ id: aula.id_aulas_praticas, mode: 'detalhe' });

  return (
    <>
      <PageHeader
        title={t('agendamento.agenda.title')}
        description={t('agendamento.agenda.intro')}
        crumbs={[{ label: t('agendamento.title') }, { label: t('agendamento.agenda.title') }]}
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="agenda-por">
              {t('agendamento.agenda.por')}
            </Text>
            <SegmentedControl
              aria-labelledby="agenda-por"
              data={PORES.map((value) => ({ value, label: t(`agendamento.agenda.porOptions.${value}`) }))}
              value={por}
              onChange={(value) => set({ por: value, id: '' })}
            />
          </Stack>
          <SearchSelect
            label={t(`agendamento.agenda.quem.${por}`)}
            data={options}
            value={id === undefined ? null : String(id)}
            onChange={(value) => set({ id: value ?? '' })}
            miw={240}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="agenda-visao">
              {t('agendamento.agenda.view')}
            </Text>
            <SegmentedControl
              aria-labelledby="agenda-visao"
              data={(['dia', 'semana'] as const).map((value) => ({
                value,
                label: t(`agendamento.agenda.views.${value}`),
              }))}
              value={view}
              onChange={(value) => set({ visao: value })}
            />
          </Stack>
          <DateField
            label={t('agendamento.agenda.data')}
            value={data}
            onChange={(value) => isFilterDate(value) && set({ data: value })}
          />
          <Group gap={4}>
            <Button
              variant="default"
              aria-label={t('agendamento.agenda.previous')}
              onClick={() => set({ data: shiftDate(data, view, -1) })}
            >
              <IconChevronLeft size={18} aria-hidden />
            </Button>
            <Button variant="default" onClick={() => set({ data: todayInSaoPaulo() })}>
              {t('agendamento.agenda.today')}
            </Button>
            <Button
              variant="default"
              aria-label={t('agendamento.agenda.next')}
              onClick={() => set({ data: shiftDate(data, view, 1) })}
            >
              <IconChevronRight size={18} aria-hidden />
            </Button>
          </Group>
        </Group>
        {session && !atOperator(session) && (
          <ContingenciaResumo mes={data.slice(0, 7)} schema={session.schema} />
        )}
        {id === undefined && <Text c="dimmed">{t('agendamento.agenda.chooseWho')}</Text>}
        {agenda.isError && <Alert color="danger">{t('agendamento.agenda.loadError')}</Alert>}
        {id !== undefined && agenda.data?.length === 0 && (
          <Text c="dimmed">{t('agendamento.agenda.empty')}</Text>
        )}
        <AgendaGrid days={days} aulas={id === undefined ? [] : (agenda.data ?? [])} onOpen={open} />
      </Stack>
      <AulaDetailModal
        target={target}
        onMode={(mode) => setTarget((current) => current && { ...current, mode })}
        onClose={() => {
          setTarget(null);
          if (search.has(AULA_PARAM)) set({ [AULA_PARAM]: '' });
        }}
      />
    </>
  );
}
