import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '../../ui/masks.ts';
import { notifyFailure } from '../../ui/notify.ts';
import { resetFailureMessages, useRequestReset } from './api.ts';
import { ResetCard } from './ResetCard.tsx';

/** `redefinir-senha`: asks for the e-mail that receives the reset link. */
export function RequestResetPage() {
  const { t } = useTranslation();
  const request = useRequestReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t('login.errors.emailRequired'));
    if (!isEmail(address)) return setError(t('login.errors.emailInvalid'));
    setError(undefined);
    request.mutate(address, {
      onError: (failure) => {
        for (const message of resetFailureMessages(failure, t('passwordReset.unknownError'))) {
          notifyFailure(message);
        }
      },
    });
  }

  return (
    <ResetCard
      icon={IconMailForward}
      title={t('passwordReset.request.title')}
      intro={t('passwordReset.request.intro')}
    >
      {request.isSuccess ? (
        <Alert
          color="brand"
          icon={<IconCircleCheck aria-hidden />}
          title={t('passwordReset.request.sentTitle')}
        >
          {request.data || t('passwordReset.request.sent')}
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-busy={request.isPending}>
          <Stack gap="md">
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="email"
              placeholder={t('login.emailPlaceholder')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error}
              required
            />
            <Button type="submit" size="md" fullWidth disabled={request.isPending}>
              {request.isPending ? t('passwordReset.sending') : t('passwordReset.request.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </ResetCard>
  );
}
