import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { buildPath } from '../../app/routes.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePapeis, useUsuario } from './api.ts';
import { UsuarioForm } from './components/UsuarioForm.tsx';
import { EMPTY_USUARIO, valuesFromUsuario } from './form-values.ts';
import { useUsuarioSubmit } from './useUsuarioSubmit.ts';

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('usuarios.title'), route: 'listagem-usuarios' as const }, { label: current }];
}

/** usuarios/novo */
export function UsuarioNovoPage() {
  const { t } = useTranslation();
  const papeis = usePapeis();
  const { submit, submitting, serverErrors } = useUsuarioSubmit(undefined);
  return (
    <>
      <PageHeader title={t('usuarios.new')} crumbs={useCrumbs(t('usuarios.new'))} />
      <UsuarioForm
        initial={EMPTY_USUARIO}
        papeis={papeis.data ?? []}
        papeisLoading={papeis.isPending}
        isNew
        submitting={submitting}
        serverErrors={serverErrors}
        onSubmit={submit}
      />
    </>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <Skeleton height={220} radius="md" />
      <Skeleton height={160} radius="md" />
      <Skeleton height={280} radius="md" />
    </Stack>
  );
}

/** usuarios/editar/:idUsuario */
export function UsuarioEditarPage() {
  const { t } = useTranslation();
  const id = Number(useParams().idUsuario);
  const usuario = useUsuario(id);
  const papeis = usePapeis();
  const { submit, submitting, serverErrors } = useUsuarioSubmit(id);
  const crumbs = useCrumbs(t('usuarios.edit'));

  let content: ReactNode;
  if (usuario.isError || !Number.isInteger(id)) {
    const message = usuario.error instanceof ApiError ? usuario.error.mensagem : undefined;
    content = (
      <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={t('usuarios.form.loadError')}>
        <Stack gap="sm" align="flex-start">
          {message}
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void usuario.refetch()}
            >
              {t('dataTable.retry')}
            </Button>
            <Button variant="subtle" component={Link} to={buildPath('listagem-usuarios')}>
              {t('usuarios.form.back')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  } else if (usuario.data === undefined) {
    content = <FormSkeleton />;
  } else {
    content = (
      <UsuarioForm
        key={usuario.data.id_usuario}
        initial={valuesFromUsuario(usuario.data)}
        papeis={papeis.data ?? []}
        papeisLoading={papeis.isPending}
        isNew={false}
        submitting={submitting}
        serverErrors={serverErrors}
        onSubmit={submit}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('usuarios.edit')} description={usuario.data?.nome} crumbs={crumbs} />
      {content}
    </>
  );
}
