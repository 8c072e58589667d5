import type { PermissionFlag, UsuarioResumo } from '@cfc/contract';
import { Alert, Badge, Checkbox, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../session/useAccess.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usuariosAccess } from './access.ts';
import { useSetPermissoes, useUsuarios } from './api.ts';
import { PERMISSION_GROUPS, sameFlags, toggleFlag } from './permission-groups.ts';

type Edits = Readonly<Record<number, readonly PermissionFlag[]>>;

/** usuarios/permissoes: users × permission flags, each user's row saved on its own (operator only). */
export function PermissoesPage() {
  const { t } = useTranslation();
  const access = useAccess(usuariosAccess);
  return (
    <>
      <PageHeader
        title={t('usuarios.matrix.title')}
        description={t('usuarios.matrix.intro')}
        crumbs={[
          { label: t('usuarios.title'), route: 'listagem-usuarios' },
          { label: t('usuarios.matrix.title') },
        ]}
      />
      {access.permissions ? (
        <PermissionsMatrix />
      ) : (
        <Alert color="info" icon={<IconLock aria-hidden />} title={t('usuarios.matrix.operatorOnlyTitle')}>
          {t('usuarios.matrix.operatorOnly')}
        </Alert>
      )}
    </>
  );
}

function PermissionsMatrix() {
  const { t } = useTranslation();
  const table = useTableParams('nome');
  const query = useUsuarios(table.params, 'true');
  const setPermissoes = useSetPermissoes();
  const [edits, setEdits] = useState<Edits>({});
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());

  const flagsOf = (usuario: UsuarioResumo) => edits[usuario.id_usuario] ?? usuario.permissoes;
  const isDirty = (usuario: UsuarioResumo) => {
    const edited = edits[usuario.id_usuario];
    return edited !== undefined && !sameFlags(edited, usuario.permissoes);
  };
  const forget = (id: number) => setEdits(({ [id]: _dropped, ...rest }) => rest);
  const markSaving = (id: number, on: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  function save(usuario: UsuarioResumo) {
    const id = usuario.id_usuario;
    markSaving(id, true);
    setPermissoes.mutate(
      { id, permissoes: flagsOf(usuario) },
      {
        onSuccess: (reply) => {
          forget(id);
          notifySuccess(reply.mensagem);
        },
        onError: (error) => notifyError(error, t('usuarios.saveError')),
        onSettled: () => markSaving(id, false),
      },
    );
  }

  const nameColumn: DataTableColumn<UsuarioResumo> = {
    key: 'nome',
    header: t('usuarios.columns.nome'),
    sortField: 'nome',
    sticky: true,
    render: (usuario) => (
      <Stack gap={2} miw={{ base: 110, sm: 160 }}>
        <Text fw={500} size="sm">
          {usuario.nome}
        </Text>
        {isDirty(usuario) && (
          <Badge color="warning" variant="light" size="xs">
            {t('usuarios.matrix.unsaved')}
          </Badge>
        )}
      </Stack>
    ),
  };
  const flagColumns = PERMISSION_GROUPS.flatMap((group) =>
    group.flags.map(
      (flag): DataTableColumn<UsuarioResumo> => ({
        key: flag,
        header: t(`usuarios.flagsShort.${flag}`),
        group: t(`usuarios.groups.${group.id}`),
        align: 'center',
        render: (usuario) => (
          <Checkbox
            styles={{ body: { justifyContent: 'center' } }}
            aria-label={t('usuarios.matrix.checkbox', {
              flag: t(`usuarios.flags.${flag}`),
              nome: usuario.nome,
            })}
            checked={flagsOf(usuario).includes(flag)}
            disabled={saving.has(usuario.id_usuario)}
            onChange={(event) => {
              const next = toggleFlag(flagsOf(usuario), flag, event.currentTarget.checked);
              setEdits((current) => ({ ...current, [usuario.id_usuario]: next }));
            }}
          />
        ),
      }),
    ),
  );

  const rowActions = (usuario: UsuarioResumo): DataTableRowAction[] => {
    const dirty = isDirty(usuario);
    const busy = saving.has(usuario.id_usuario);
    return [
      {
        key: 'save',
        label: t('usuarios.matrix.save', { nome: usuario.nome }),
        icon: <IconDeviceFloppy size={18} aria-hidden />,
        color: 'brand',
        disabled: !dirty && !busy,
        loading: busy,
        onClick: () => save(usuario),
      },
      {
        key: 'revert',
        label: t('usuarios.matrix.revert', { nome: usuario.nome }),
        icon: <IconArrowBackUp size={18} aria-hidden />,
        disabled: !dirty || busy,
        onClick: () => forget(usuario.id_usuario),
      },
    ];
  };

  return (
    <DataTable
      label={t('usuarios.matrix.label')}
      columns={[nameColumn, ...flagColumns]}
      query={query}
      state={table}
      rowKey={(usuario) => usuario.id_usuario}
      rowActions={rowActions}
      filter={{ label: t('usuarios.list.filter'), placeholder: t('usuarios.list.filterPlaceholder') }}
      emptyMessage={t('usuarios.list.empty')}
      minWidth={1500}
    />
  );
}
