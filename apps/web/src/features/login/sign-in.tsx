import { isLoginChallenge, isSessaoAtiva, type LoginChallenge } from '@cfc/contract';
import { Anchor, Button, Center, Group, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loadFeatureTexts } from '../../i18n/feature-texts.ts';
import { buildPath } from '../../routing/routes.ts';
import { type Credentials, isActiveSessionConflict, type LoginKind, useLogin } from './api.ts';
import { showLoginFailure } from './login-toast.ts';
import { pendingLogin } from './pending-login.ts';
import { useFinishLogin } from './use-finish-login.ts';

export interface LoginFormProps {
  readonly kind: LoginKind;
  /** The school of the login path (`/:autoescola`), '' for none. */
  readonly autoescola: string;
}

/**
 * Sends the credentials: the session, the second factor's challenge (`onChallenge`), or the
 * question about the account's session open elsewhere (the `sessao-ativa` screen).
 */
export function useSignIn(kind: LoginKind, onChallenge: (challenge: LoginChallenge) => void) {
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

export function Actions({ pending }: { readonly pending: boolean }) {
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
export function useChallenge() {
  return useState<LoginChallenge>();
}

/**
 * The second factor's step loads only for the accounts that have one (most do not), with the texts of
 * the account's security screens it shares.
 */
const SecondFactorStep = lazy(() =>
  Promise.all([import('./SecondFactorStep.tsx'), loadFeatureTexts()]).then(([module]) => ({
    default: module.SecondFactorStep,
  })),
);

/** The second factor after the password: `onCancel` goes back to the password. */
export function ChallengeStep(props: {
  readonly kind: LoginKind;
  readonly challenge: LoginChallenge;
  readonly onCancel: () => void;
}) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <SecondFactorStep {...props} />
    </Suspense>
  );
}
