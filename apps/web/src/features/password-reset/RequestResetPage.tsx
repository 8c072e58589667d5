import { resetRequestBody } from '@cfc/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { notifyFailure } from '../../ui/notify.ts';
import { resetFailureMessages, useRequestReset } from './api.ts';
import { ResetCard } from './ResetCard.tsx';

/** `redefinir-senha`: asks for the e-mail that receives the reset link. */
export function RequestResetPage() {
  const { t } = useTranslation();
  const request = useRequestReset();
  const form = useContractForm(resetRequestBody, { email: '' });

  function send({ email }: { email: string }) {
    request.mutate(email, {
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
        <form onSubmit={form.handleSubmit(send)} noValidate aria-busy={request.isPending}>
          <Stack gap="md">
            <TextField
              control={form.control}
              name="email"
              label={t('login.email')}
              type="email"
              autoComplete="email"
              placeholder={t('login.emailPlaceholder')}
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
