import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageByCode } from '../i18n/languages.ts';
import { Flag } from './Flag.tsx';
import { LanguageButton } from './LanguageButton.tsx';

/** LanguageMenu's list of languages, under its button. */
export function LanguageMenuList({ defaultOpened }: { readonly defaultOpened: boolean }) {
  const { t, i18n } = useTranslation();
  const current = languageByCode(i18n.resolvedLanguage ?? i18n.language);

  return (
    <Menu position="bottom-end" shadow="md" width={180} defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton />
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
