import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bind } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { CpfInput } from '../../ui/inputs/MaskedInputs.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { Actions, ChallengeStep, type LoginFormProps, useChallenge, useSignIn } from './sign-in.tsx';

/**
 * Students and instructors: CPF (masked as typed) and password, as EmailLoginForm. Its own module:
 * the e-mail login does not load the masks.
 */
export function CpfLoginForm({ autoescola, kind }: LoginFormProps) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useChallenge();
  const { signIn, pending } = useSignIn(kind, setChallenge);
  const form = useContractForm(() => import('./endpoints.ts').then((module) => module.loginCpfBody), {
    cpf: '',
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
