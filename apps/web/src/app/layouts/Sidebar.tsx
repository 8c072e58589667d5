import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRouteName } from '../../routing/current-route.ts';
import { buildPath, type RouteName } from '../../routing/routes.ts';
import type { Session } from '../../session/session-store.ts';
import type { MenuLink } from '../menu/menu-types.ts';
import { menuOf } from '../menu/menus.ts';
import { activeGroupId, menuViewerOf, visibleMenu } from '../menu/visible-menu.ts';

interface SidebarProps {
  readonly session: Session;
  /** Called after a link is followed (the phone layout closes the sidebar). */
  readonly onNavigate: () => void;
}

function MenuLinkItem({
  entry,
  active,
  onNavigate,
}: {
  entry: MenuLink;
  active: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  return (
    <NavLink
      component={Link}
      to={buildPath(entry.route)}
      label={t(`menu.labels.${entry.label}`)}
      leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/** The role's menu (SPEC §2.4): groups open on click and close when none of their links is active. */
export function Sidebar({ session, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const current = useCurrentRouteName();
  const entries = useMemo(() => visibleMenu(menuOf(session.id_role), menuViewerOf(session)), [session]);
  const activeGroup = activeGroupId(entries, current);
  const [openGroup, setOpenGroup] = useState<string | null>(activeGroup);
  const [routeShown, setRouteShown] = useState(current);

  // A route change leaves open only the group of the active link. Only a route change: the session
  // refreshed after the login (user data) rebuilds the menu but must not close the group just opened.
  if (routeShown !== current) {
    setRouteShown(current);
    setOpenGroup(activeGroup);
  }

  const isActive = (route: RouteName) => route === current;

  return (
    <Stack gap={0} h="100%">
      <Stack gap={2} p="md" pb="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('layout.school')}
        </Text>
        <Text size="sm" fw={600} lh={1.3}>
          {session.nome_fantasia}
        </Text>
      </Stack>
      <ScrollArea flex={1} px="xs" pb="md" component="nav" aria-label={t('layout.mainMenu')}>
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            return (
              <MenuLinkItem
                key={entry.route}
                entry={entry}
                active={isActive(entry.route)}
                onNavigate={onNavigate}
              />
            );
          }
          const Icon = entry.icon;
          const opened = openGroup === entry.id;
          return (
            <NavLink
              key={entry.id}
              component="button"
              type="button"
              label={t(`menu.labels.${entry.label}`)}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              opened={opened}
              onChange={(open) => setOpenGroup(open ? entry.id : null)}
              aria-expanded={opened}
              active={entry.id === activeGroup && !opened}
              childrenOffset={32}
            >
              {entry.children.map((child) => (
                <MenuLinkItem
                  key={child.route}
                  entry={child}
                  active={isActive(child.route)}
                  onNavigate={onNavigate}
                />
              ))}
            </NavLink>
          );
        })}
      </ScrollArea>
    </Stack>
  );
}
