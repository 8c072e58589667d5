import { PASSWORD_MIN_LENGTH, type ResetPasswordBody, resetPasswordBody } from '@cfc/contract';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLockPassword } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { Bind } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
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

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useContractForm(resetPasswordBody, { token, password: '', password_confirmation: '' });
  const { control } = form;
  const password = form.watch('password');
  const { strength, judge } = usePasswordStrength(password);
  const expiredPath = buildPath('link-expirado', { token });

  function send(body: ResetPasswordBody) {
    // The server refuses a weak one too (with the person's name and e-mail also counted); no need to ask.
    if (judge(body.password)?.strong === false) {
      form.setError(
        'password',
        { type: 'weak', message: t('passwordReset.newPassword.weak') },
        { shouldFocus: true },
      );
      return;
    }
    reset.mutate(body, {
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
    });
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate aria-busy={reset.isPending}>
      <Stack gap="md">
        <Bind control={control} name="password" label={t('passwordReset.newPassword.password')}>
          {(field) => (
            <PasswordField
              {...field}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              label={t('passwordReset.newPassword.password')}
              description={t('passwordReset.newPassword.rule', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
            />
          )}
        </Bind>
        <PasswordStrengthMeter strength={strength} />
        <Bind
          control={control}
          name="password_confirmation"
          label={t('passwordReset.newPassword.confirmation')}
        >
          {(field) => (
            <PasswordField
              {...field}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              label={t('passwordReset.newPassword.confirmation')}
              autoComplete="new-password"
              required
            />
          )}
        </Bind>
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
