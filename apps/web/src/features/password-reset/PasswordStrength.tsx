import { Progress, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type StrengthModule = typeof import('@cfc/domain/password-strength');
type Strength = ReturnType<StrengthModule['judgePassword']>;

/** Typing pauses this long before the password is judged again (a check takes tens of milliseconds). */
const JUDGE_DEBOUNCE_MS = 200;
const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
const COLORS = ['danger', 'danger', 'warning', 'brand', 'brand'] as const;

/**
 * The server's rule for a new password (packages/domain), judged as the user types: `strength` of
 * the password as typed a moment ago, `judge` for the one being sent. Its dictionaries are large,
 * so they load only on the screens that choose a password; until then both answer undefined.
 */
export function usePasswordStrength(password: string): {
  strength: Strength | undefined;
  judge: (candidate: string) => Strength | undefined;
} {
  const [rules, setRules] = useState<StrengthModule>();
  const [debounced] = useDebouncedValue(password, JUDGE_DEBOUNCE_MS);
  useEffect(() => {
    let current = true;
    void import('@cfc/domain/password-strength').then((loaded) => {
      if (current) setRules(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  const strength = useMemo(
    () => (rules && debounced ? rules.judgePassword(debounced) : undefined),
    [rules, debounced],
  );
  return { strength, judge: (candidate) => rules?.judgePassword(candidate) };
}

/** A bar from very weak to very strong, with zxcvbn's advice while the password is weak. */
export function PasswordStrengthMeter({ strength }: { readonly strength: Strength | undefined }) {
  const { t } = useTranslation();
  if (!strength) return null;
  const level = t(`passwordReset.strength.levels.${LEVELS[strength.score]}`);
  const advice = [strength.warning, ...strength.suggestions].filter(Boolean).join(' ');
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={(strength.score + 1) * 20}
        color={COLORS[strength.score]}
        size="sm"
        aria-label={t('passwordReset.strength.label', { level })}
      />
      <Text size="xs" fw={600}>
        {t('passwordReset.strength.label', { level })}
      </Text>
      <Text size="xs" c="dimmed">
        {strength.strong ? t('passwordReset.strength.hint') : advice || t('passwordReset.strength.hint')}
      </Text>
    </Stack>
  );
}
