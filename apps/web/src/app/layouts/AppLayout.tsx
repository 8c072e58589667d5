import { AppShell, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '../../ui/Brand.tsx';
import { Footer } from '../../ui/Footer.tsx';
import { LanguageMenu } from '../../ui/LanguageMenu.tsx';
import classes from './layouts.module.css';

/** Screens of the logged-in areas. The sidebar, bell and profile menu come with the login issue. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 60 }} padding="md" className={classes.appShell}>
      <a href="#content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header px="md">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Brand />
          <LanguageMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Main id="content" tabIndex={-1} className={classes.appMain}>
        <div className={classes.main}>
          <Outlet />
        </div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
