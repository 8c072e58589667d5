import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { type Crumb, PageHeader } from '../../ui/PageHeader.tsx';
import { useAutoescola } from './api.ts';
import { AutoescolaForm } from './components/AutoescolaForm.tsx';
import { EMPTY_AUTOESCOLA, valuesFromAutoescola } from './form-values.ts';
import { listPath } from './paths.ts';
import { useAutoescolaSubmit } from './useAutoescolaSubmit.ts';

function useCrumbs(current: string): Crumb[] {
  const { t } = useTranslation();
  return [{ label: t('cfc.title'), route: 'cfc' }, { label: current }];
}

/** cfc-novo: a school and its first administrator. */
export function CfcNovoPage() {
  const { t } = useTranslation();
  const back = listPath(new URLSearchParams());
  const { submit, submitting, serverErrors } = useAutoescolaSubmit(undefined, back);
  return (
    <>
      <PageHeader title={t('cfc.new')} crumbs={useCrumbs(t('cfc.new'))} />
      <AutoescolaForm
        initial={EMPTY_AUTOESCOLA}
        submitting={submitting}
        serverErrors={serverErrors}
        onSubmit={submit}
        cancelTo={back}
      />
    </>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <Skeleton height={240} radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

/** cfc?editar=:id: the same form, without the administrator. */
export function CfcEditarPage({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const back = listPath(search);
  const autoescola = useAutoescola(id);
  const { submit, submitting, serverErrors } = useAutoescolaSubmit(id, back);
  const crumbs = useCrumbs(t('cfc.edit'));

  let content: ReactNode;
  if (autoescola.isError) {
    const message = autoescola.error instanceof ApiError ? autoescola.error.mensagem : undefined;
    content = (
      <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={t('cfc.form.loadError')}>
        <Stack gap="sm" align="flex-start">
          {message}
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void autoescola.refetch()}
            >
              {t('dataTable.retry')}
            </Button>
            <Button variant="subtle" component={Link} to={back}>
              {t('cfc.form.back')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  } else if (autoescola.data === undefined) {
    content = <FormSkeleton />;
  } else {
    content = (
      <AutoescolaForm
        key={autoescola.data.id}
        initial={valuesFromAutoescola(autoescola.data)}
        slug={autoescola.data.slug}
        submitting={submitting}
        serverErrors={serverErrors}
        onSubmit={submit}
        cancelTo={back}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('cfc.edit')} description={autoescola.data?.nome_fantasia} crumbs={crumbs} />
      {content}
    </>
  );
}
