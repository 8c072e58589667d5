import { ROLE_NAMES, Role, type RoleId } from '@cfc/contract';
import { Alert, Badge, Button, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { atOperator } from '../../session/permissions.ts';
import { useSession } from '../../session/session.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { isUnprocessable } from '../../ui/form/field-errors.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import {
  useConfirmEnrolment,
  useDisableSegundoFator,
  useExigencia,
  useSaveExigencia,
  useSegundoFator,
  useStartEnrolment,
} from './api.ts';
import { RecoveryCodes } from './components/RecoveryCodes.tsx';
import { TotpSetup } from './components/TotpSetup.tsx';

/** The first message the server gave for a field of a 422. */
function fieldMessage(error: unknown, field: string): string | undefined {
  return isUnprocessable(error) ? error.body?.errors?.[field]?.[0] : undefined;
}

/** Turning the second factor on: QR code, then the first code; the section shows the recovery codes. */
function Enrolment({ onEnabled }: { readonly onEnabled: (codes: readonly string[]) => void }) {
  const { t } = useTranslation();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();

  if (!start.data) {
    return (
      <Group>
        <Button
          onClick={() =>
            start.mutate(undefined, { onError: (error) => notifyError(error, t('segurancaConta.saveError')) })
          }
          loading={start.isPending}
        >
          {t('segurancaConta.twoFactor.enable')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <TotpSetup
        enrolment={start.data}
        pending={confirm.isPending}
        serverError={fieldMessage(confirm.error, 'codigo')}
        onConfirm={(codigo) =>
          confirm.mutate(codigo, {
            onSuccess: (dados) => {
              notifySuccess(t('segurancaConta.twoFactor.enabled'));
              onEnabled(dados.codigos_recuperacao);
            },
            onError: (error) => {
              if (!isUnprocessable(error)) notifyError(error, t('segurancaConta.saveError'));
            },
          })
        }
      />
      <Group>
        <Button variant="subtle" onClick={() => start.reset()}>
          {t('segurancaConta.twoFactor.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Turning it off needs a current code (or a recovery code) or the password. */
function Disable() {
  const { t } = useTranslation();
  const disable = useDisableSegundoFator();
  const [codigo, setCodigo] = useState('');
  const [senha, setSenha] = useState('');
  const [missing, setMissing] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const proof = { codigo: codigo.trim() || undefined, senha: senha || undefined };
    setMissing(!proof.codigo && !proof.senha);
    if (!proof.codigo && !proof.senha) return;
    disable.mutate(proof, {
      onSuccess: (mensagem) => notifySuccess(mensagem),
      onError: (error) => {
        if (!isUnprocessable(error)) notifyError(error, t('segurancaConta.saveError'));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={disable.isPending}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('segurancaConta.twoFactor.disableHint')}
        </Text>
        <Group grow align="flex-start">
          <TextInput
            label={t('segurancaConta.twoFactor.code')}
            autoComplete="one-time-code"
            value={codigo}
            onChange={(event) => setCodigo(event.currentTarget.value)}
            error={
              missing ? t('segurancaConta.twoFactor.proofRequired') : fieldMessage(disable.error, 'codigo')
            }
          />
          <PasswordField
            label={t('segurancaConta.twoFactor.password')}
            autoComplete="current-password"
            value={senha}
            onChange={(event) => setSenha(event.currentTarget.value)}
            error={fieldMessage(disable.error, 'senha')}
          />
        </Group>
        <Group>
          <Button type="submit" color="danger" variant="light" loading={disable.isPending}>
            {t('segurancaConta.twoFactor.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SegundoFatorSection() {
  const { t } = useTranslation();
  const situacao = useSegundoFator();
  // Shown once, right after the second factor is turned on.
  const [codes, setCodes] = useState<readonly string[]>();
  const dados = situacao.data;

  return (
    <FormSection
      title={t('segurancaConta.twoFactor.title')}
      hint={t('segurancaConta.twoFactor.hint')}
      columns={1}
    >
      {situacao.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {situacao.isError && (
        <Alert color="danger" icon={<IconAlertTriangle aria-hidden />}>
          {t('segurancaConta.loadError')}
        </Alert>
      )}
      {dados && (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('segurancaConta.twoFactor.status')}:
            </Text>
            <Badge color={dados.ativo ? 'brand' : 'gray'} variant="light">
              {dados.ativo ? t('segurancaConta.twoFactor.active') : t('segurancaConta.twoFactor.inactive')}
            </Badge>
            {dados.ativo && (
              <Text size="sm" c="dimmed">
                {t('segurancaConta.twoFactor.recoveryLeft', { count: dados.codigos_restantes })}
              </Text>
            )}
          </Group>
          {dados.exigido && (
            <Alert color="info" icon={<IconInfoCircle aria-hidden />}>
              {t('segurancaConta.twoFactor.required')}
            </Alert>
          )}
          {codes ? (
            <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
          ) : dados.ativo ? (
            !dados.exigido && <Disable />
          ) : (
            <Enrolment onEnabled={setCodes} />
          )}
        </Stack>
      )}
    </FormSection>
  );
}

/** Roles a school may require the second factor of: its own staff, and the operator's at the operator. */
function requirableRoles(operator: boolean): RoleId[] {
  const school: RoleId[] = [Role.ADMIN, Role.GESTOR];
  return operator ? [...school, Role.MONITOR, Role.FINANCEIRO, Role.SUPORTE, Role.COMERCIAL] : school;
}

/** The school administrator's choice of the roles that must use the second factor. */
function ExigenciaSection() {
  const { t } = useTranslation();
  const session = useSession();
  const exigencia = useExigencia(true);
  const save = useSaveExigencia();
  const [roles, setRoles] = useState<string[]>();
  const chosen = roles ?? exigencia.data?.roles.map(String) ?? [];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      { roles: chosen.map(Number) },
      {
        onSuccess: (reply) => notifySuccess(reply.mensagem),
        onError: (error) => notifyError(error, t('segurancaConta.saveError')),
      },
    );
  }

  return (
    <FormSection title={t('segurancaConta.school.title')} hint={t('segurancaConta.school.hint')} columns={1}>
      {exigencia.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {exigencia.isError && (
        <Alert color="danger" icon={<IconAlertTriangle aria-hidden />}>
          {t('segurancaConta.loadError')}
        </Alert>
      )}
      {exigencia.data && (
        <form onSubmit={handleSubmit} aria-busy={save.isPending}>
          <Stack gap="md">
            <Checkbox.Group label={t('segurancaConta.school.roles')} value={chosen} onChange={setRoles}>
              <Stack gap="xs" mt="xs">
                {requirableRoles(atOperator(session)).map((role) => (
                  <Checkbox key={role} value={String(role)} label={ROLE_NAMES[role]} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('segurancaConta.school.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormSection>
  );
}

/** `seguranca-conta`: the logged-in staff member's second factor; for a school's administrator, the school's requirement. */
export function SegurancaContaPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <PageHeader title={t('segurancaConta.title')} crumbs={[{ label: t('segurancaConta.title') }]} />
      <Stack gap="lg">
        <SegundoFatorSection />
        {session?.id_role === Role.ADMIN && <ExigenciaSection />}
      </Stack>
    </>
  );
}
