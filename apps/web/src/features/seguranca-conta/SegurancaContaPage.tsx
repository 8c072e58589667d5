import {
  desativarSegundoFatorBody,
  ROLE_NAMES,
  Role,
  type RoleId,
  type SegundoFatorExigencia,
  segundoFatorExigenciaBody,
} from '@cfc/contract';
import { Alert, Badge, Button, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { atOperator } from '../../session/permissions.ts';
import { useSession } from '../../session/session.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { isUnprocessable } from '../../ui/form/field-errors.ts';
import { Bind } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../ui/form/useSaveForm.ts';
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
        failure={confirm.error}
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
  const form = useContractForm(desativarSegundoFatorBody, { codigo: '', senha: '' });
  const { submit, submitting } = useSaveForm({
    save: useDisableSegundoFator(),
    form,
    failureMessage: t('segurancaConta.saveError'),
  });
  const { control } = form;

  return (
    <form onSubmit={form.handleSubmit((proof) => submit(proof))} noValidate aria-busy={submitting}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('segurancaConta.twoFactor.disableHint')}
        </Text>
        {/* Either one: the contract's message asks for a code or the password, not for both. */}
        <Group grow align="flex-start">
          <Bind control={control} name="codigo">
            {(field) => (
              <TextInput
                {...field}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                label={t('segurancaConta.twoFactor.code')}
                autoComplete="one-time-code"
              />
            )}
          </Bind>
          <Bind control={control} name="senha">
            {(field) => (
              <PasswordField
                {...field}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                label={t('segurancaConta.twoFactor.password')}
                autoComplete="current-password"
              />
            )}
          </Bind>
        </Group>
        <Group>
          <Button type="submit" color="danger" variant="light" loading={submitting}>
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

/** The roles chosen, saved with the contract's schema (the checkboxes hold them as text). */
function ExigenciaForm({ exigencia }: { readonly exigencia: SegundoFatorExigencia }) {
  const { t } = useTranslation();
  const session = useSession();
  const form = useContractForm(segundoFatorExigenciaBody, { roles: exigencia.roles });
  const { submit, submitting } = useSaveForm({
    save: useSaveExigencia(),
    form,
    failureMessage: t('segurancaConta.saveError'),
  });

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body))} aria-busy={submitting}>
      <Stack gap="md">
        <Bind control={form.control} name="roles">
          {(field) => (
            <Checkbox.Group
              label={t('segurancaConta.school.roles')}
              value={field.value.map(String)}
              onChange={(roles) => field.onChange(roles.map(Number))}
              error={field.error}
            >
              <Stack gap="xs" mt="xs">
                {requirableRoles(atOperator(session)).map((role) => (
                  <Checkbox key={role} value={String(role)} label={ROLE_NAMES[role]} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Bind>
        <Group>
          <Button type="submit" loading={submitting}>
            {t('segurancaConta.school.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The school administrator's choice of the roles that must use the second factor. */
function ExigenciaSection() {
  const { t } = useTranslation();
  const exigencia = useExigencia(true);

  return (
    <FormSection title={t('segurancaConta.school.title')} hint={t('segurancaConta.school.hint')} columns={1}>
      {exigencia.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {exigencia.isError && (
        <Alert color="danger" icon={<IconAlertTriangle aria-hidden />}>
          {t('segurancaConta.loadError')}
        </Alert>
      )}
      {exigencia.data && <ExigenciaForm exigencia={exigencia.data} />}
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
