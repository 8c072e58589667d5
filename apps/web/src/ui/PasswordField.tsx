import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The one password input: show/hide toggle with a name, and its error tied to the input. */
export function PasswordField({ error, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <PasswordInput
      {...props}
      error={error}
      // Mantine does not tie the error to the inner input of a PasswordInput by itself.
      errorProps={{ id: errorId }}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      // Mantine takes the toggle out of the tab order; keyboard users need it too (aria-pressed says its state).
      visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword'), tabIndex: 0 }}
    />
  );
}
