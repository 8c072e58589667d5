import { isLoginChallenge, isSessaoAtiva, type LoginChallenge } from '@cfc/contract';
import { cpfDigits } from '@cfc/domain';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath } from '../../app/routes.ts';
import type { Messages } from '../../i18n/pt-BR.ts';
import { CpfInput } from '../../ui/inputs/MaskedInputs.tsx';
import { isCompleteCpf, isEmail } from '../../ui/masks.ts';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { type Credentials, isActiveSessionConflict, type LoginKind, useLogin } from './api.ts';
import { showLoginFailure } from './login-toast.ts';
import { pendingLogin } from './pending-login.ts';
import { SecondFactorStep } from './SecondFactorStep.tsx';
import { useFinishLogin } from './use-finish-login.ts';

type ErrorKey = keyof Messages['login']['errors'];
interface FormErrors {
  identifier?: ErrorKey;
  password?: ErrorKey;
}

function validate(usesCpf: boolean, identifier: string, password: string): FormErrors {
  const errors: FormErrors = {};
  if (usesCpf && !isCompleteCpf(identifier)) errors.identifier = 'cpfLength';
  if (!usesCpf && !identifier.trim()) errors.identifier = 'emailRequired';
  else if (!usesCpf && !isEmail(identifier)) errors.identifier = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}

/** E-mail (staff) or CPF (students, instructors) and password; 'Aguarde...' while the call runs. */
export function LoginForm({ kind, autoescola }: { kind: LoginKind; autoescola: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const login = useLogin(kind);
  const finishLogin = useFinishLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  // The password was right; the account's second factor comes next.
  const [challenge, setChallenge] = useState<LoginChallenge>();
  const usesCpf = kind !== 'main';
  const errorText = (key: ErrorKey | undefined) => (key ? t(`login.errors.${key}`) : undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(usesCpf, identifier, password);
    setErrors(found);
    if (found.identifier || found.password) return;

    const credentials: Credentials = usesCpf
      ? { cpf: cpfDigits(identifier), password, autoescola }
      : { email: identifier.trim(), password, autoescola };
    // The account open elsewhere is a question (an answer of its own, or a 409 when two logins race).
    const askAboutOtherSession = () => {
      pendingLogin.set({ kind, credentials, returnTo: pathname });
      void navigate(buildPath('sessao-ativa'));
    };
    login.mutate(credentials, {
      onSuccess: (result) => {
        if (isSessaoAtiva(result)) askAboutOtherSession();
        else if (isLoginChallenge(result)) setChallenge(result);
        else finishLogin(result);
      },
      onError: (error) => {
        if (isActiveSessionConflict(error)) askAboutOtherSession();
        else showLoginFailure(kind, error, t('login.genericError'));
      },
    });
  }

  if (challenge) {
    return (
      <SecondFactorStep
        kind={kind}
        challenge={challenge}
        onCancel={() => {
          setChallenge(undefined);
          setPassword('');
        }}
      />
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={login.isPending}>
      <Stack gap="md">
        {usesCpf ? (
          <CpfInput
            label={t('login.cpf')}
            autoComplete="username"
            value={identifier}
            onChange={setIdentifier}
            error={errorText(errors.identifier)}
            required
          />
        ) : (
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            placeholder={t('login.emailPlaceholder')}
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
            error={errorText(errors.identifier)}
            required
          />
        )}
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errorText(errors.password)}
          required
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={buildPath('redefinir-senha')} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
