import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bind, TextField } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { Actions, ChallengeStep, type LoginFormProps, useChallenge, useSignIn } from './sign-in.tsx';

/**
 * School and operator staff: e-mail and password, checked by the login's contract schema; 'Aguarde...'
 * while the call runs; then the second factor when the account has one.
 */
export function EmailLoginForm({ autoescola, kind }: LoginFormProps) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useChallenge();
  const { signIn, pending } = useSignIn(kind, setChallenge);
  const form = useContractForm(() => import('./endpoints.ts').then((module) => module.loginBody), {
    email: '',
    password: '',
    autoescola,
  });
  const { control } = form;
  if (challenge) {
    const back = () => {
      setChallenge(undefined);
      form.setValue('password', '');
    };
    return <ChallengeStep kind={kind} challenge={challenge} onCancel={back} />;
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
