import { type AulaDoAluno, FILTRO_PENDENTE } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { ActionIcon, Autocomplete, Group, Table, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { notifyFailure, notifySuccess } from '../../../ui/notify.ts';
import { type AlunoAlvo, useAtualizarStatusAula, useAulasAluno } from '../api.ts';
import { statusFilterOptions } from '../status.ts';
import { AulaCell, AulaRow, AulasModal } from './AulasModal.tsx';
import { EnvioStatusBadge } from './EnvioStatusBadge.tsx';

interface HistoricoAlunoModalProps {
  readonly alvo: AlunoAlvo | null;
  readonly onClose: () => void;
}

/** What staff may type as a status: the authority's answers; empty is pending again. */
const STATUS_SUGESTOES = statusFilterOptions().filter((option) => option !== FILTRO_PENDENTE);

/** The times a lesson was given when it was, the planned ones otherwise. */
function horarios(aula: AulaDoAluno) {
  const inicio = aula.anotacao?.begin_time ?? aula.inicio;
  const fim = aula.anotacao?.finish_time ?? aula.fim;
  return { inicio, fim, quando: `${displayDate(aula.data_aula)} ${timeInSaoPaulo(inicio)}` };
}

/** 'Histórico de Aulas do Aluno' (SPEC §2.6): the student's lessons with their status edited inline. */
export function HistoricoAlunoModal({ alvo, onClose }: HistoricoAlunoModalProps) {
  const { t } = useTranslation();
  const aulas = useAulasAluno(alvo);
  const rows = aulas.data ?? [];
  const selecionada = rows.find((aula) => aula.id_aulas_praticas === alvo?.aulaId);

  return (
    <AulasModal
      opened={alvo !== null}
      onClose={onClose}
      title={t('enviosGetran.historico.title')}
      size="xl"
      summary={{
        title: t('enviosGetran.historico.resumo'),
        items: [
          [t('enviosGetran.historico.aluno'), alvo?.alunoNome ?? '-'],
          [t('enviosGetran.historico.total'), aulas.isPending ? '…' : rows.length],
          [t('enviosGetran.historico.selecionada'), selecionada ? horarios(selecionada).quando : '-'],
        ],
      }}
      loading={aulas.isPending}
      loadingText={t('enviosGetran.historico.carregando')}
      error={aulas.isError && t('enviosGetran.historico.erroCarregar')}
      empty={rows.length === 0 && t('enviosGetran.historico.vazio')}
      table={{
        label: t('enviosGetran.historico.tableLabel'),
        columns: (['inicio', 'fim', 'instrutor', 'status'] as const).map((column) =>
          t(`enviosGetran.historico.columns.${column}`),
        ),
        minWidth: 640,
      }}
      closeLabel={t('enviosGetran.historico.fechar')}
    >
      {rows.map((aula) => (
        <HistoricoRow
          key={aula.id_aulas_praticas}
          aula={aula}
          schema={alvo?.schema ?? ''}
          selected={aula.id_aulas_praticas === alvo?.aulaId}
        />
      ))}
    </AulasModal>
  );
}

interface HistoricoRowProps {
  readonly aula: AulaDoAluno;
  readonly schema: string;
  readonly selected: boolean;
}

function HistoricoRow({ aula, schema, selected }: HistoricoRowProps) {
  const { t } = useTranslation();
  const { fim, quando } = horarios(aula);
  const [editing, setEditing] = useState<string | null>(null);
  const salvar = useAtualizarStatusAula();

  function save() {
    if (editing === null) return;
    salvar.mutate(
      { aulaId: aula.id_aulas_praticas, schema, status: editing.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('enviosGetran.toasts.statusOk'));
          setEditing(null);
        },
        onError: () => notifyFailure(t('enviosGetran.toasts.statusErro')),
      },
    );
  }

  return (
    <AulaRow selected={selected}>
      <AulaCell selected={selected} selectedLabel={t('enviosGetran.historico.selecionada')}>
        {quando}
      </AulaCell>
      <Table.Td>{`${displayDate(aula.data_aula)} ${timeInSaoPaulo(fim)}`}</Table.Td>
      <Table.Td>{aula.instrutor}</Table.Td>
      <Table.Td miw={260}>
        {editing === null ? (
          <Group gap={4} wrap="nowrap">
            <EnvioStatusBadge status={aula.getran_status} />
            <Tooltip label={t('enviosGetran.historico.editar', { quando })} withArrow openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('enviosGetran.historico.editar', { quando })}
                onClick={() => setEditing(aula.getran_status ?? '')}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <Autocomplete
              size="xs"
              w={240}
              data={STATUS_SUGESTOES}
              limit={50}
              value={editing}
              onChange={setEditing}
              aria-label={t('enviosGetran.historico.statusDe', { quando })}
              description={t('enviosGetran.historico.statusHint')}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
            <ActionIcon
              variant="light"
              color="brand"
              aria-label={t('enviosGetran.historico.salvar')}
              loading={salvar.isPending}
              onClick={save}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('enviosGetran.historico.cancelar')}
              disabled={salvar.isPending}
              onClick={() => setEditing(null)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Table.Td>
    </AulaRow>
  );
}
