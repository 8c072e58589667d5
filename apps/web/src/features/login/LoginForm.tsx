import { isLoginChallenge, isSessaoAtiva, type LoginChallenge, loginBody, loginCpfBody } from '@cfc/contract';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { Bind, TextField } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { CpfInput } from '../../ui/inputs/MaskedInputs.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { type Credentials, isActiveSessionConflict, type LoginKind, useLogin } from './api.ts';
import { showLoginFailure } from './login-toast.ts';
import { pendingLogin } from './pending-login.ts';
import { SecondFactorStep } from './SecondFactorStep.tsx';
import { useFinishLogin } from './use-finish-login.ts';

interface LoginFormProps {
  readonly kind: LoginKind;
  /** The school of the login path (`/:autoescola`), '' for none. */
  readonly autoescola: string;
}

/**
 * Sends the credentials: the session, the second factor's challenge (`onChallenge`), or the
 * question about the account's session open elsewhere (the `sessao-ativa` screen).
 */
function useSignIn(kind: LoginKind, onChallenge: (challenge: LoginChallenge) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const login = useLogin(kind);
  const finishLogin = useFinishLogin();

  function signIn(credentials: Credentials) {
    // The account open elsewhere is a question (an answer of its own, or a 409 when two logins race).
    const askAboutOtherSession = () => {
      pendingLogin.set({ kind, credentials, returnTo: pathname });
      void navigate(buildPath('sessao-ativa'));
    };
    login.mutate(credentials, {
      onSuccess: (result) => {
        if (isSessaoAtiva(result)) askAboutOtherSession();
        else if (isLoginChallenge(result)) onChallenge(result);
        else finishLogin(result);
      },
      onError: (error) => {
        if (isActiveSessionConflict(error)) askAboutOtherSession();
        else showLoginFailure(kind, error, t('login.genericError'));
      },
    });
  }
  return { signIn, pending: login.isPending };
}

function Actions({ pending }: { readonly pending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="flex-end" mt={-6}>
        <Anchor component={Link} to={buildPath('redefinir-senha')} size="sm">
          {t('login.forgotPassword')}
        </Anchor>
      </Group>
      <Button type="submit" size="md" fullWidth disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </>
  );
}

/** The second factor after the password; back from it, the password is asked again. */
function useChallenge() {
  return useState<LoginChallenge>();
}

/** School and operator staff: e-mail and password. */
function EmailForm({ autoescola, kind }: LoginFormProps) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useChallenge();
  const { signIn, pending } = useSignIn(kind, setChallenge);
  const form = useContractForm(loginBody, { email: '', password: '', autoescola });
  const { control } = form;
  if (challenge) {
    const back = () => {
      setChallenge(undefined);
      form.setValue('password', '');
    };
    return <SecondFactorStep kind={kind} challenge={challenge} onCancel={back} />;
  }
  return (
    <form onSubmit={form.handleSubmit((credentials) => signIn(credentials))} noValidate aria-busy={pending}>
      <Stack gap="md">
        <TextField
          control={control}
          name="email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          required
        />
        <Bind control={control} name="password" label={t('login.password')}>
          {(field) => (
            <PasswordField
              {...field}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              label={t('login.password')}
              autoComplete="current-password"
              required
            />
          )}
        </Bind>
        <Actions pending={pending} />
      </Stack>
    </form>
  );
}

/** Students and instructors: CPF (masked as typed) and password. */
function CpfForm({ autoescola, kind }: LoginFormProps) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useChallenge();
  const { signIn, pending } = useSignIn(kind, setChallenge);
  const form = useContractForm(loginCpfBody, { cpf: '', password: '', autoescola });
  const { control } = form;
  if (challenge) {
    const back = () => {
      setChallenge(undefined);
      form.setValue('password', '');
    };
    return <SecondFactorStep kind={kind} challenge={challenge} onCancel={back} />;
  }
  return (
    <form onSubmit={form.handleSubmit((credentials) => signIn(credentials))} noValidate aria-busy={pending}>
      <Stack gap="md">
        <Bind control={control} name="cpf" label={t('login.cpf')}>
          {({ ref: _focus, ...field }) => (
            <CpfInput {...field} label={t('login.cpf')} autoComplete="username" required />
          )}
        </Bind>
        <Bind control={control} name="password" label={t('login.password')}>
          {(field) => (
            <PasswordField
              {...field}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              label={t('login.password')}
              autoComplete="current-password"
              required
            />
          )}
        </Bind>
        <Actions pending={pending} />
      </Stack>
    </form>
  );
}

/**
 * E-mail (staff) or CPF (students, instructors) and password, checked by the login's contract
 * schemas; 'Aguarde...' while the call runs; then the second factor when the account has one.
 */
export function LoginForm({ kind, autoescola }: LoginFormProps) {
  return kind === 'main' ? (
    <EmailForm kind={kind} autoescola={autoescola} />
  ) : (
    <CpfForm kind={kind} autoescola={autoescola} />
  );
}
