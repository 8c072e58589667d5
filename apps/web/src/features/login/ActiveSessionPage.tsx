import { isLoginChallenge, isSessaoAtiva, type LoginChallenge } from '@cfc/contract';
import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDevicesPc } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { typeCpf } from '../../ui/masks.ts';
import { notifyFailure } from '../../ui/notify.ts';
import { useLogin } from './api.ts';
import { showLoginFailure } from './login-toast.ts';
import { type PendingLogin, pendingLogin } from './pending-login.ts';
import { ChallengeStep } from './sign-in.tsx';
import { useFinishLogin } from './use-finish-login.ts';

function accountOf({ credentials }: PendingLogin): string {
  return 'email' in credentials ? credentials.email : typeCpf(credentials.cpf);
}

/** The account is signed in elsewhere: end that session and continue here, or go back. */
function ActiveSessionChoice({ pending }: { pending: PendingLogin }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin(pending.kind);
  const finishLogin = useFinishLogin();
  // The account has a second factor: its code comes before the other session is ended.
  const [challenge, setChallenge] = useState<LoginChallenge>();

  function continueHere() {
    login.mutate(
      { ...pending.credentials, encerrar_outra_sessao: true },
      {
        onSuccess: (result) => {
          // Asked to end the other session, the server does not ask again; its words, should it ever.
          if (isSessaoAtiva(result)) notifyFailure(result.mensagem, { position: 'top-left' });
          else if (isLoginChallenge(result)) setChallenge(result);
          else void finishLogin(result);
        },
        onError: (error) => showLoginFailure(pending.kind, error, t('login.genericError')),
      },
    );
  }

  function goBack() {
    pendingLogin.clear();
    void navigate(pending.returnTo, { replace: true });
  }

  if (challenge) {
    return (
      <Container size={480} py={{ base: 'lg', sm: 64 }}>
        <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }}>
          <ChallengeStep kind={pending.kind} challenge={challenge} onCancel={goBack} />
        </Paper>
      </Container>
    );
  }
  return (
    <Container size={480} py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="md" aria-busy={login.isPending}>
          <ThemeIcon size={56} radius="xl" color="warning" variant="light">
            <IconDevicesPc size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('activeSession.title')}
          </Title>
          <Text>{t('activeSession.description', { account: accountOf(pending) })}</Text>
          <Text size="sm" c="dimmed">
            {t('activeSession.hint')}
          </Text>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={goBack} disabled={login.isPending}>
              {t('activeSession.back')}
            </Button>
            <Button onClick={continueHere} disabled={login.isPending}>
              {login.isPending ? t('login.submitting') : t('activeSession.continue')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

/** `sessao-ativa`: without a pending login (e.g. after a reload) there is nothing to decide. */
export function ActiveSessionPage() {
  const [pending] = useState(pendingLogin.get);
  if (!pending) return <Navigate to={buildPath('login')} replace />;
  return <ActiveSessionChoice pending={pending} />;
}
