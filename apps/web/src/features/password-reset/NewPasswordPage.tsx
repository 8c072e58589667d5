import { PASSWORD_MIN_LENGTH } from '@cfc/contract';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLockPassword } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { buildPath } from '../../app/routes.ts';
import { notifyFailure, notifySuccess } from '../../ui/notify.ts';
import { PasswordField } from '../../ui/PasswordField.tsx';
import {
  isGoneLink,
  isUnusableLink,
  resetFailureMessages,
  useResetPassword,
  useResetTokenCheck,
} from './api.ts';
import { PasswordStrengthMeter, usePasswordStrength } from './PasswordStrength.tsx';
import { ResetCard } from './ResetCard.tsx';

interface FormErrors {
  password?: string;
  confirmation?: string;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const { strength, judge } = usePasswordStrength(password);
  const expiredPath = buildPath('link-expirado', { token });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FormErrors = {};
    if (password.length < PASSWORD_MIN_LENGTH) {
      found.password = t('passwordReset.newPassword.tooShort', { min: PASSWORD_MIN_LENGTH });
    } else if (judge(password)?.strong === false) {
      // The server refuses it too (with the person's name and e-mail also counted); no need to ask.
      found.password = t('passwordReset.newPassword.weak');
    }
    if (confirmation !== password) found.confirmation = t('passwordReset.newPassword.mismatch');
    setErrors(found);
    if (found.password || found.confirmation) return;

    reset.mutate(
      { token, password, password_confirmation: confirmation },
      {
        onSuccess: (mensagem) => {
          notifySuccess(mensagem || t('passwordReset.newPassword.success'));
          void navigate(buildPath('login'), { replace: true });
        },
        onError: (error) => {
          if (isGoneLink(error)) return void navigate(expiredPath, { replace: true });
          for (const message of resetFailureMessages(error, t('passwordReset.unknownError'))) {
            notifyFailure(message);
          }
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={reset.isPending}>
      <Stack gap="md">
        <PasswordField
          label={t('passwordReset.newPassword.password')}
          description={t('passwordReset.newPassword.rule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        <PasswordStrengthMeter strength={strength} />
        <PasswordField
          label={t('passwordReset.newPassword.confirmation')}
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={errors.confirmation}
          required
        />
        <Button type="submit" size="md" fullWidth disabled={reset.isPending}>
          {reset.isPending ? t('passwordReset.sending') : t('passwordReset.newPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** `nova-senha/:token`: checks the link first; an unusable one leads to the expired-link page. */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const check = useResetTokenCheck(token);

  if (check.isError && isUnusableLink(check.error)) {
    return <Navigate to={buildPath('link-expirado', { token })} replace />;
  }
  return (
    <ResetCard
      icon={IconLockPassword}
      title={t('passwordReset.newPassword.title')}
      intro={t('passwordReset.newPassword.intro')}
    >
      {check.isPending && (
        <Center role="status" py="md">
          <Stack align="center" gap="xs">
            <Loader color="brand" />
            <Text size="sm" c="dimmed">
              {t('passwordReset.newPassword.checking')}
            </Text>
          </Stack>
        </Center>
      )}
      {check.isError && (
        <Alert color="danger" icon={<IconAlertTriangle aria-hidden />}>
          {t('passwordReset.unknownError')}
        </Alert>
      )}
      {check.isSuccess && <NewPasswordForm token={token} />}
    </ResetCard>
  );
}
