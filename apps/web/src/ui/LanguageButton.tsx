import { Box, Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { languageByCode } from '../i18n/languages.ts';
import { Flag } from './Flag.tsx';

type LanguageButtonProps = ButtonProps & ElementProps<'button'> & { readonly ref?: Ref<HTMLButtonElement> };

/** The button of the language menu: the current language's flag and name (props from Menu.Target). */
export function LanguageButton(props: LanguageButtonProps) {
  const { t, i18n } = useTranslation();
  const current = languageByCode(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<Flag code={current.flag} />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={`${t('language.menu')}: ${current.label}`}
      aria-haspopup="menu"
      {...props}
    >
      <Box component="span" visibleFrom="xs">
        {current.label}
      </Box>
    </Button>
  );
}
