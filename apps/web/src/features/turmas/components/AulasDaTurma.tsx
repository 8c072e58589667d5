import type { AulaTeorica, Turma } from '@cfc/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDeviceTv, IconLink, IconPencil, IconPlus, IconTrash, IconWifi } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../routing/routes.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import type { DataTableColumn, DataTableRowAction } from '../../../ui/DataTable.tsx';
import { displayDate } from '../../../ui/format.ts';
import { notifyFailure, notifySuccess } from '../../../ui/notify.ts';
import { useConfirmedChange } from '../../../ui/useConfirmedChange.ts';
import { useDeleteAula } from '../api.ts';
import { AulaFormModal } from './AulaFormModal.tsx';
import { type ListaDaTurma, SecaoDaTurma, TabelaDaTurma } from './SecaoDaTurma.tsx';
import { AulaStatusBadge } from './StatusBadges.tsx';

interface AulasDaTurmaProps {
  readonly turma: Turma;
  readonly aulas: ListaDaTurma<AulaTeorica>;
  readonly canEdit: boolean;
}

const hora = (value: string) => value.slice(0, 5);

/** The address students open (SPEC §2.1): the session's link in base64 twice under /ead/. */
export function linkDosAlunos(linkEad: string, origin = window.location.origin): string {
  return `${origin}/ead/${btoa(btoa(linkEad))}`;
}

/** The instructor's console of a remote session. */
const consolePath = (aula: AulaTeorica) => `${buildPath('ead-instrutor')}?aula=${aula.id_aula_teorica}`;

/** The class's calendar: its sessions in order, scheduled, changed and removed while not yet opened. */
export function AulasDaTurma({ turma, aulas, canEdit }: AulasDaTurmaProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AulaTeorica | 'new' | null>(null);
  const remove = useDeleteAula();
  const { ask, dialog } = useConfirmedChange();

  const columns: DataTableColumn<AulaTeorica>[] = [
    { key: 'data', header: t('turmas.aulas.data'), render: (aula) => displayDate(aula.data, true) },
    { key: 'inicio', header: t('turmas.aulas.inicio'), render: (aula) => hora(aula.hora_inicio) },
    { key: 'fim', header: t('turmas.aulas.fim'), render: (aula) => hora(aula.hora_fim) },
    {
      key: 'disciplina',
      header: t('turmas.aulas.disciplina'),
      render: (aula) =>
        aula.modalidade === 'remota_ao_vivo' ? (
          <Group gap={6} wrap="nowrap">
            {aula.disciplina_nome}
            <Badge
              color="info"
              variant="light"
              leftSection={<IconWifi size={12} aria-hidden />}
              title={t('turmas.aulas.remotaDica')}
              style={{ flexShrink: 0 }}
            >
              {t('turmas.aulas.remota')}
            </Badge>
          </Group>
        ) : (
          aula.disciplina_nome
        ),
    },
    { key: 'instrutor', header: t('turmas.aulas.instrutor'), render: (aula) => aula.instrutor_nome },
    {
      key: 'status',
      header: t('turmas.aulas.status'),
      render: (aula) => <AulaStatusBadge status={aula.status} />,
    },
    {
      key: 'presentes',
      header: t('turmas.aulas.presentes'),
      align: 'right',
      render: (aula) => t('turmas.aulas.presentesValor', { presentes: aula.presentes, alunos: aula.alunos }),
    },
  ];

  const copiarLink = (linkEad: string) => {
    const link = linkDosAlunos(linkEad);
    navigator.clipboard.writeText(link).then(
      () => notifySuccess(t('turmas.aulas.linkCopiado')),
      () => notifyFailure(t('turmas.aulas.linkNaoCopiado', { link }), { autoClose: false }),
    );
  };

  // A remote session's link and console, for whoever sees the class.
  const remoteActions = (aula: AulaTeorica): DataTableRowAction[] => {
    const { link_ead: linkEad } = aula;
    if (aula.modalidade !== 'remota_ao_vivo' || linkEad === null) return [];
    const data = displayDate(aula.data, true);
    return [
      {
        key: 'link',
        label: t('turmas.aulas.copiarLink', { data }),
        icon: <IconLink size={18} aria-hidden />,
        onClick: () => copiarLink(linkEad),
      },
      {
        key: 'console',
        label: t('turmas.aulas.abrirConsole', { data }),
        icon: <IconDeviceTv size={18} aria-hidden />,
        to: consolePath(aula),
      },
    ];
  };

  // Only a session not yet opened may be changed or removed.
  const rowActions = (aula: AulaTeorica): DataTableRowAction[] => {
    const data = displayDate(aula.data, true);
    const locked = aula.status !== 'agendada';
    return [
      ...remoteActions(aula),
      {
        key: 'edit',
        label: t('turmas.aulas.edit', { data }),
        icon: <IconPencil size={18} aria-hidden />,
        disabled: locked,
        onClick: () => setEditing(aula),
      },
      {
        key: 'delete',
        label: t('turmas.aulas.delete', { data }),
        icon: <IconTrash size={18} aria-hidden />,
        color: 'danger',
        disabled: locked,
        onClick: () =>
          ask({
            title: t('turmas.aulas.deleteTitle'),
            text: t('turmas.aulas.deleteText', {
              disciplina: aula.disciplina_nome,
              data,
              inicio: hora(aula.hora_inicio),
              fim: hora(aula.hora_fim),
            }),
            confirmLabel: t('turmas.aulas.deleteConfirm'),
            color: 'danger',
            run: () => remove.mutateAsync(aula.id_aula_teorica),
            failureMessage: t('turmas.aulas.deleteError'),
          }),
      },
    ];
  };

  return (
    <SecaoDaTurma
      title={t('turmas.aulas.title')}
      intro={t('turmas.aulas.intro')}
      action={
        canEdit && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('turmas.aulas.new')}
          </Button>
        )
      }
    >
      <TabelaDaTurma
        query={aulas}
        columns={columns}
        rowKey={(aula) => aula.id_aula_teorica}
        rowActions={canEdit ? rowActions : remoteActions}
        name="aulas"
        minWidth={760}
        loadingHeight={160}
      />
      {canEdit && aulas.data?.some((aula) => aula.status !== 'agendada') && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('turmas.aulas.bloqueada')}
        </Text>
      )}
      {editing !== null && (
        <AulaFormModal
          turma={turma}
          aula={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog {...dialog} cancelLabel={t('turmas.aulas.cancel')} />
    </SecaoDaTurma>
  );
}
