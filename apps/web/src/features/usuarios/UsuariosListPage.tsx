import { roleName, type UsuarioResumo } from '@cfc/contract';
import { Button, NativeSelect, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { AtivoBadge } from '../../ui/AtivoBadge.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { ativoAction, editAction } from '../../ui/data-table/row-actions.tsx';
import { displayCpf } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usuariosAccess } from './access.ts';
import { type AtivoFilter, useUsuarios } from './api.ts';
import { ToggleAtivoDialog } from './components/ToggleAtivoDialog.tsx';

const ATIVO_PARAM = 'ativo';

function ativoFilter(value: string | undefined): AtivoFilter {
  return value === 'true' || value === 'false' ? value : undefined;
}

/** usuarios/list: the school's users, with filters and row actions (SPEC §2.3). */
export function UsuariosListPage() {
  const { t } = useTranslation();
  const access = useAccess(usuariosAccess);
  const table = useTableParams('nome');
  const ativo = ativoFilter(table.filter(ATIVO_PARAM));
  const query = useUsuarios(table.params, ativo);
  const [toggling, setToggling] = useState<UsuarioResumo | null>(null);

  const columns: DataTableColumn<UsuarioResumo>[] = [
    {
      key: 'nome',
      header: t('usuarios.columns.nome'),
      sortField: 'nome',
      render: (usuario) => (
        <Text fw={500} size="sm">
          {usuario.nome}
        </Text>
      ),
    },
    { key: 'email', header: t('usuarios.columns.email'), sortField: 'email', render: (u) => u.email ?? '-' },
    { key: 'cpf', header: t('usuarios.columns.cpf'), render: (u) => displayCpf(u.cpf) },
    {
      key: 'perfil',
      header: t('usuarios.columns.perfil'),
      sortField: 'id_role',
      render: (u) => roleName(u.id_role),
    },
    {
      key: 'situacao',
      header: t('usuarios.columns.situacao'),
      render: (u) => <AtivoBadge ativo={u.ativo} labels={t('usuarios.status', { returnObjects: true })} />,
    },
  ];

  const rowActions = (usuario: UsuarioResumo): DataTableRowAction[] => [
    editAction(
      t('usuarios.actions.edit', { nome: usuario.nome }),
      buildPath('editar-usuario', { idUsuario: usuario.id_usuario }),
    ),
    ativoAction({
      ativo: usuario.ativo,
      label: t(usuario.ativo ? 'usuarios.actions.deactivate' : 'usuarios.actions.activate', {
        nome: usuario.nome,
      }),
      onClick: () => setToggling(usuario),
      kind: 'person',
    }),
  ];

  const statusFilter = (
    <NativeSelect
      label={t('usuarios.list.status')}
      value={ativo ?? ''}
      onChange={(event) => table.update({ filters: { [ATIVO_PARAM]: event.currentTarget.value } })}
      data={[
        { value: '', label: t('usuarios.list.statusAll') },
        { value: 'true', label: t('usuarios.list.statusActive') },
        { value: 'false', label: t('usuarios.list.statusInactive') },
      ]}
      w={{ base: '100%', xs: 160 }}
    />
  );

  return (
    <>
      <PageHeader
        title={t('usuarios.title')}
        description={t('usuarios.intro')}
        crumbs={[{ label: t('usuarios.title') }]}
        action={
          access.edit && (
            <Button
              component={Link}
              to={buildPath('novo-usuario')}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('usuarios.new')}
            </Button>
          )
        }
      />
      <DataTable
        label={t('usuarios.list.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(usuario) => usuario.id_usuario}
        rowActions={access.edit ? rowActions : undefined}
        filter={{ label: t('usuarios.list.filter'), placeholder: t('usuarios.list.filterPlaceholder') }}
        toolbar={statusFilter}
        emptyMessage={t('usuarios.list.empty')}
        minWidth={760}
      />
      <ToggleAtivoDialog usuario={toggling} onClose={() => setToggling(null)} />
    </>
  );
}
