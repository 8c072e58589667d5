import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { Session } from '../../session/session-store.ts';
import { Footer } from '../../ui/Footer.tsx';
import { useChromeHidden } from './chrome.ts';
import classes from './layouts.module.css';
import { Sidebar } from './Sidebar.tsx';
import { MenuToggle, TopBar } from './TopBar.tsx';

const SIDEBAR_WIDTH = 264;

/**
 * Staff and students: top bar, the role's sidebar and the content (SPEC §2.5). Below the `sm`
 * breakpoint the sidebar covers the screen, so it closes once a link is followed.
 */
export function SidebarLayout({ session }: { session: Session }) {
  const { t } = useTranslation();
  const hidden = useChromeHidden();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const toggleLabel = (opened: boolean) => (opened ? t('layout.closeMenu') : t('layout.openMenu'));

  const toggles = (
    <>
      <MenuToggle
        opened={mobileOpened}
        onClick={mobile.toggle}
        label={toggleLabel(mobileOpened)}
        hiddenFrom="sm"
      />
      <MenuToggle
        opened={desktopOpened}
        onClick={desktop.toggle}
        label={toggleLabel(desktopOpened)}
        visibleFrom="sm"
      />
    </>
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="md"
      disabled={hidden}
      className={classes.appShell}
    >
      <a href="#content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <TopBar session={session} menuToggle={toggles} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar session={session} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id="content" tabIndex={-1} className={classes.appMain}>
        <div className={classes.main}>
          <Outlet />
        </div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
