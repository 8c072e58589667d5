import { type LoginChallenge, segundoFatorBody } from '@cfc/contract';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnprocessable } from '../../ui/form/field-errors.ts';
import { TextField } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { RecoveryCodes, TotpSetup } from '../seguranca-conta/index.ts';
import {
  type LoginKind,
  useConfirmRequiredEnrolment,
  useRequiredEnrolment,
  useSecondFactorLogin,
} from './api.ts';
import { showLoginFailure } from './login-toast.ts';
import { useFinishLogin } from './use-finish-login.ts';

interface StepProps {
  readonly kind: LoginKind;
  readonly challenge: LoginChallenge;
  /** Back to the password: a challenge that expired needs a new login. */
  readonly onCancel: () => void;
}

/** The code of the authenticator app, or one of the recovery codes. */
function CodeStep({ kind, challenge, onCancel }: StepProps) {
  const { t } = useTranslation();
  const login = useSecondFactorLogin();
  const finishLogin = useFinishLogin();
  const form = useContractForm(segundoFatorBody, { desafio: challenge.desafio, codigo: '' });
  const [recovery, setRecovery] = useState(false);

  function send(body: { desafio: string; codigo: string }) {
    login.mutate(body, {
      onSuccess: finishLogin,
      onError: (error) => {
        form.setValue('codigo', '');
        showLoginFailure(kind, error, t('login.genericError'));
      },
    });
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate aria-busy={login.isPending}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('login.secondFactor.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {recovery ? t('login.secondFactor.introRecovery') : t('login.secondFactor.intro')}
          </Text>
        </div>
        <TextField
          key={String(recovery)}
          control={form.control}
          name="codigo"
          label={recovery ? t('login.secondFactor.recoveryCode') : t('login.secondFactor.code')}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={recovery ? 20 : 7}
          data-autofocus
          required
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              form.reset({ desafio: challenge.desafio, codigo: '' });
            }}
          >
            {recovery ? t('login.secondFactor.useApp') : t('login.secondFactor.useRecovery')}
          </Anchor>
        </Group>
        <Group grow>
          <Button variant="default" onClick={onCancel} disabled={login.isPending}>
            {t('login.secondFactor.back')}
          </Button>
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? t('login.submitting') : t('login.secondFactor.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The school requires the second factor: set up the app, keep the recovery codes, then go in. */
function RequiredEnrolmentStep({ kind, challenge, onCancel }: StepProps) {
  const { t } = useTranslation();
  const start = useRequiredEnrolment();
  const confirm = useConfirmRequiredEnrolment();
  const finishLogin = useFinishLogin();
  const done = confirm.data;

  if (done) {
    return (
      <RecoveryCodes
        codes={done.codigos_recuperacao}
        onDone={() => void finishLogin(done.sessao)}
        doneLabel={t('login.secondFactor.continue')}
      />
    );
  }
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          {t('login.secondFactor.requiredTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('login.secondFactor.requiredIntro')}
        </Text>
      </div>
      {start.data ? (
        <TotpSetup
          enrolment={start.data}
          pending={confirm.isPending}
          failure={confirm.error}
          onConfirm={(codigo) =>
            confirm.mutate(
              { desafio: challenge.desafio, codigo },
              {
                onError: (error) => {
                  if (!isUnprocessable(error)) showLoginFailure(kind, error, t('login.genericError'));
                },
              },
            )
          }
        />
      ) : (
        <Button
          onClick={() =>
            start.mutate(challenge.desafio, {
              onError: (error) => showLoginFailure(kind, error, t('login.genericError')),
            })
          }
          loading={start.isPending}
        >
          {t('login.secondFactor.start')}
        </Button>
      )}
      <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
        {t('login.secondFactor.back')}
      </Button>
    </Stack>
  );
}

/** What a login asks after the password when the account has, or must enrol, a second factor. */
export function SecondFactorStep(props: StepProps) {
  return props.challenge.segundo_fator === 'totp' ? (
    <CodeStep {...props} />
  ) : (
    <RequiredEnrolmentStep {...props} />
  );
}
