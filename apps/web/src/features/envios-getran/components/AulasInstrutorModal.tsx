import type { InstrutorAula } from '@cfc/contract';
import { atSaoPaulo, timeInSaoPaulo } from '@cfc/domain';
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { notifyFailure, notifySuccess } from '../../../ui/notify.ts';
import { type InstrutorAlvo, useAtualizarHorario, useAulasInstrutor, useEnviarAulas } from '../api.ts';
import {
  editHorario,
  type Horario,
  type HorarioEdits,
  horarioProblem,
  horarioShown,
  isPending,
  revertHorario,
} from '../horario-edit.ts';
import { reasonsOf } from '../reasons.ts';
import { AulaCell, AulaRow, AulasModal } from './AulasModal.tsx';

interface AulasInstrutorModalProps {
  readonly alvo: InstrutorAlvo | null;
  readonly teste: boolean;
  readonly onClose: () => void;
}

const STATUS_COLORS: Record<InstrutorAula['status'], string> = {
  agendada: 'info',
  em_andamento: 'warning',
  realizada: 'brand',
  cancelada: 'danger',
};

/**
 * 'Aulas do Instrutor' (SPEC §2.6, §4): the instructor's lessons on the day of the chosen one, with
 * the given start and end editable; a pending edit offers update and revert, and an update sends
 * the lesson to the authority again.
 */
export function AulasInstrutorModal({ alvo, teste, onClose }: AulasInstrutorModalProps) {
  const { t } = useTranslation();
  const aulas = useAulasInstrutor(alvo);
  const [edits, setEdits] = useState<HorarioEdits>({});
  const atualizar = useAtualizarHorario();
  const enviar = useEnviarAulas(teste);
  const [saving, setSaving] = useState<number | null>(null);

  // A failed load empties the list (SPEC §8).
  const failedAt = aulas.isError ? aulas.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt > 0) notifyFailure(t('enviosGetran.toasts.instrutorErro'));
  }, [failedAt, t]);

  // Each opening starts without edits.
  const alvoKey = alvo ? `${alvo.schema}-${alvo.instrutorId}-${alvo.data}` : '';
  useEffect(() => {
    if (alvoKey !== '') setEdits({});
  }, [alvoKey]);

  const rows = aulas.isError ? [] : (aulas.data ?? []);

  function update(aula: InstrutorAula) {
    const edit = edits[aula.id_aulas_praticas];
    const anotacao = aula.anotacao;
    if (!alvo || !anotacao || !isPending(edit)) return;
    const problem = horarioProblem(edit);
    if (problem) return notifyFailure(t(`enviosGetran.instrutor.${problem}`));
    setSaving(aula.id_aulas_praticas);
    atualizar.mutate(
      {
        anotacaoId: anotacao.idAnotacaoPratica,
        aulaId: aula.aulaId,
        schema: alvo.schema,
        inicio: atSaoPaulo(aula.data_aula, edit.atual.inicio).toISOString(),
        fim: atSaoPaulo(aula.data_aula, edit.atual.fim).toISOString(),
      },
      {
        onSuccess: ({ aulaId, schema }) => {
          notifySuccess(t('enviosGetran.toasts.horarioOk'));
          setEdits((current) => revertHorario(current, aula.id_aulas_praticas));
          enviar.mutate(
            { aulaId: [aulaId], schema },
            { onError: () => notifyFailure(t('enviosGetran.toasts.reenvioErro')) },
          );
        },
        // The edit stays, so the times can be fixed or reverted.
        onError: (error) =>
          notifyFailure(reasonsOf(error).join(' ') || t('enviosGetran.toasts.horarioErro'), {
            title: t('enviosGetran.toasts.horarioErro'),
          }),
        onSettled: () => setSaving(null),
      },
    );
  }

  const columns = [
    'aluno',
    'hodometro',
    'data',
    'inicioPrevisto',
    'fimPrevisto',
    'inicioReal',
    'fimReal',
    'dupla',
    'status',
    'acoes',
  ] as const;

  return (
    <AulasModal
      opened={alvo !== null}
      onClose={onClose}
      title={t('enviosGetran.instrutor.title')}
      size="min(1200px, 96vw)"
      summary={{
        title: t('enviosGetran.instrutor.info'),
        items: [
          [t('enviosGetran.instrutor.instrutor'), alvo?.instrutorNome ?? '-'],
          [t('enviosGetran.instrutor.data'), alvo ? displayDate(alvo.data) : '-'],
          [t('enviosGetran.instrutor.total'), aulas.isPending ? '…' : rows.length],
        ],
      }}
      loading={aulas.isPending}
      loadingText={t('enviosGetran.instrutor.carregando')}
      empty={rows.length === 0 && t('enviosGetran.instrutor.vazio')}
      table={{
        label: t('enviosGetran.instrutor.tableLabel'),
        columns: columns.map((column) => t(`enviosGetran.instrutor.columns.${column}`)),
        minWidth: 1050,
      }}
      closeLabel={t('enviosGetran.instrutor.fechar')}
    >
      {rows.map((aula) => (
        <InstrutorAulaRow
          key={aula.id_aulas_praticas}
          aula={aula}
          selected={aula.id_aulas_praticas === alvo?.aulaId}
          edits={edits}
          saving={saving === aula.id_aulas_praticas}
          onEdit={(original, patch) =>
            setEdits((current) => editHorario(current, aula.id_aulas_praticas, original, patch))
          }
          onRevert={() => setEdits((current) => revertHorario(current, aula.id_aulas_praticas))}
          onUpdate={() => update(aula)}
        />
      ))}
    </AulasModal>
  );
}

interface InstrutorAulaRowProps {
  readonly aula: InstrutorAula;
  readonly selected: boolean;
  readonly edits: HorarioEdits;
  readonly saving: boolean;
  readonly onEdit: (original: Horario, patch: Partial<Horario>) => void;
  readonly onRevert: () => void;
  readonly onUpdate: () => void;
}

function InstrutorAulaRow({
  aula,
  selected,
  edits,
  saving,
  onEdit,
  onRevert,
  onUpdate,
}: InstrutorAulaRowProps) {
  const { t } = useTranslation();
  const anotacao = aula.anotacao;
  const original: Horario | null = anotacao
    ? { inicio: timeInSaoPaulo(anotacao.inicio), fim: anotacao.fim ? timeInSaoPaulo(anotacao.fim) : '' }
    : null;
  const shown = original ? horarioShown(edits, aula.id_aulas_praticas, original) : null;
  const pending = isPending(edits[aula.id_aulas_praticas]);
  const names = { aluno: aula.aluno };
  // Only a finished lesson has given times to correct.
  const editable = anotacao !== null && anotacao.fim !== null;

  return (
    <AulaRow selected={selected}>
      <AulaCell selected={selected} selectedLabel={t('enviosGetran.instrutor.selecionada')}>
        {aula.aluno}
      </AulaCell>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {anotacao ? `${anotacao.hodometro_inicio} → ${anotacao.hodometro_fim ?? '…'}` : '-'}
        </Text>
      </Table.Td>
      <Table.Td>{displayDate(aula.data_aula)}</Table.Td>
      <Table.Td>{timeInSaoPaulo(aula.inicio)}</Table.Td>
      <Table.Td>{timeInSaoPaulo(aula.fim)}</Table.Td>
      {original && shown && editable ? (
        <>
          <Table.Td>
            <TimeInput
              size="xs"
              w={96}
              aria-label={t('enviosGetran.instrutor.inicioRealDe', names)}
              value={shown.inicio}
              onChange={(event) => onEdit(original, { inicio: event.currentTarget.value.slice(0, 5) })}
            />
          </Table.Td>
          <Table.Td>
            <TimeInput
              size="xs"
              w={96}
              aria-label={t('enviosGetran.instrutor.fimRealDe', names)}
              value={shown.fim}
              onChange={(event) => onEdit(original, { fim: event.currentTarget.value.slice(0, 5) })}
            />
          </Table.Td>
        </>
      ) : (
        <>
          <Table.Td c="dimmed">{original?.inicio || t('enviosGetran.instrutor.semAnotacao')}</Table.Td>
          <Table.Td c="dimmed">{original?.fim || '-'}</Table.Td>
        </>
      )}
      <Table.Td>
        {aula.horas_aula === 2 ? t('enviosGetran.instrutor.sim') : t('enviosGetran.instrutor.nao')}
      </Table.Td>
      <Table.Td miw={120}>
        <Badge variant="light" radius="sm" tt="none" color={STATUS_COLORS[aula.status]}>
          {t(`enviosGetran.statusAula.${aula.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {pending && original && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('enviosGetran.instrutor.atualizar', names)} withArrow>
              <ActionIcon
                variant="light"
                color="brand"
                size="lg"
                aria-label={t('enviosGetran.instrutor.atualizar', names)}
                loading={saving}
                onClick={onUpdate}
              >
                <IconDeviceFloppy size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('enviosGetran.instrutor.reverter', names)} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('enviosGetran.instrutor.reverter', names)}
                disabled={saving}
                onClick={onRevert}
              >
                <IconArrowBackUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Table.Td>
    </AulaRow>
  );
}
