import { cpfDigits } from '@cfc/domain';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOGIN_ERROR_TOAST_MS } from '../../app/constants.ts';
import { landingAfterLogin } from '../../app/landing.ts';
import { buildPath } from '../../app/routes.ts';
import type { Messages } from '../../i18n/pt-BR.ts';
import { CpfInput } from '../../ui/CpfInput.tsx';
import { isCompleteCpf } from '../../ui/masks.ts';
import { type Credentials, type LoginKind, loginErrorMessage, useLogin } from './api.ts';

type ErrorKey = keyof Messages['login']['errors'];
interface FormErrors {
  identifier?: ErrorKey;
  password?: ErrorKey;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(usesCpf: boolean, identifier: string, password: string): FormErrors {
  const errors: FormErrors = {};
  if (usesCpf && !isCompleteCpf(identifier)) errors.identifier = 'cpfLength';
  if (!usesCpf && !identifier.trim()) errors.identifier = 'emailRequired';
  else if (!usesCpf && !EMAIL_PATTERN.test(identifier.trim())) errors.identifier = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}

/** E-mail (staff) or CPF (students, instructors) and password; 'Aguarde...' while the call runs. */
export function LoginForm({ kind, autoescola }: { kind: LoginKind; autoescola: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin(kind);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const passwordErrorId = useId();
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
    login.mutate(credentials, {
      onSuccess: (user) => navigate(buildPath(landingAfterLogin(user.id_role))),
      onError: (error) =>
        notifications.show({
          color: 'danger',
          message: loginErrorMessage(kind, error) ?? t('login.genericError'),
          position: 'top-left',
          autoClose: LOGIN_ERROR_TOAST_MS,
        }),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={login.isPending}>
      <Stack gap="md">
        {usesCpf ? (
          <CpfInput
            label={t('login.cpf')}
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
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errorText(errors.password)}
          // Mantine does not tie the error to the inner input of a PasswordInput by itself.
          errorProps={{ id: passwordErrorId }}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? passwordErrorId : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
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
