import { AppShell, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useCurrentRouteName } from '../../routing/current-route.ts';
import { buildPath } from '../../routing/routes.ts';
import type { Session } from '../../session/session-store.ts';
import { Footer } from '../../ui/Footer.tsx';
import { INSTRUCTOR_MENU } from '../menu/menus.ts';
import { useChromeHidden } from './chrome.ts';
import classes from './layouts.module.css';
import { TopBar } from './TopBar.tsx';

/** The instructor's screens, made for a phone: no sidebar, two large tabs under the top bar. */
function InstructorTabs() {
  const { t } = useTranslation();
  const current = useCurrentRouteName();
  return (
    <Group component="nav" aria-label={t('layout.mainMenu')} gap="xs" grow className={classes.tabs}>
      {INSTRUCTOR_MENU.map(({ route, label, icon: Icon }) => {
        const active = route === current;
        return (
          <Button
            key={route}
            component={Link}
            to={buildPath(route)}
            h={48}
            px="xs"
            variant={active ? 'filled' : 'default'}
            leftSection={Icon ? <Icon size={20} aria-hidden /> : undefined}
            aria-current={active ? 'page' : undefined}
          >
            {t(`menu.labels.${label}`)}
          </Button>
        );
      })}
    </Group>
  );
}

/** Presence and e-learning screens take the whole phone: the top bar and tabs hide (SPEC §2.5). */
export function InstructorLayout({ session }: { session: Session }) {
  const { t } = useTranslation();
  const hidden = useChromeHidden();
  return (
    <AppShell header={{ height: 60, collapsed: hidden }} padding="md" className={classes.appShell}>
      <a href="#content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <TopBar session={session} />
      </AppShell.Header>
      <AppShell.Main id="content" tabIndex={-1} className={classes.appMain}>
        {!hidden && <InstructorTabs />}
        <div className={classes.main}>
          <Outlet />
        </div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
