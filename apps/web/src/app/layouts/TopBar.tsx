import { Role } from '@cfc/contract';
import { Burger, type BurgerProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { homeOf } from '../../routing/landing.ts';
import { buildPath } from '../../routing/routes.ts';
import type { Session } from '../../session/session-store.ts';
import { Brand } from '../../ui/Brand.tsx';
import { LanguageMenu } from '../../ui/LanguageMenu.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

/** The bell is for the school's own staff, who can open the notifications centre (SPEC §2.5). */
const BELL_ROLES: readonly number[] = [Role.ADMIN, Role.GESTOR];

interface TopBarProps {
  readonly session: Session;
  /** The sidebar toggle; absent where there is no sidebar (the instructor's layout). */
  readonly menuToggle?: ReactNode;
}

/** Menu toggle and brand on the left; bell, language and profile on the right. */
export function TopBar({ session, menuToggle }: TopBarProps) {
  return (
    <Group justify="space-between" h="100%" px="md" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        {menuToggle}
        <Brand to={buildPath(homeOf(session.id_role))} compact />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {BELL_ROLES.includes(session.id_role) && <NotificationBell />}
        <LanguageMenu />
        <ProfileMenu session={session} />
      </Group>
    </Group>
  );
}

type MenuToggleProps = Pick<BurgerProps, 'hiddenFrom' | 'visibleFrom'> & {
  readonly opened: boolean;
  readonly onClick: () => void;
  readonly label: string;
};

/** Opens and closes the sidebar. */
export function MenuToggle({ opened, onClick, label, ...visibility }: MenuToggleProps) {
  return (
    <Burger
      opened={opened}
      onClick={onClick}
      size="sm"
      aria-label={label}
      aria-expanded={opened}
      {...visibility}
    />
  );
}
