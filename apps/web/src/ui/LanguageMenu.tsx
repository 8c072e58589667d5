import { Box, Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageByCode } from '../i18n/languages.ts';
import { Flag } from './Flag.tsx';

/** Switches the interface language; the choice is remembered in this browser. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = languageByCode(i18n.resolvedLanguage ?? i18n.language);

  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<Flag code={current.flag} />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`${t('language.menu')}: ${current.label}`}
        >
          <Box component="span" visibleFrom="xs">
            {current.label}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.menu')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            leftSection={<Flag code={language.flag} />}
            rightSection={language.code === current.code ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={language.code === current.code ? 'true' : undefined}
            onClick={() => void i18n.changeLanguage(language.code)}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
