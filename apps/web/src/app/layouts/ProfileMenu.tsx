import { isRoleId, ROLE_LABELS, Role, roleName } from '@cfc/contract';
import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconCamera,
  IconChevronDown,
  IconDoor,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../features/login/use-logout.ts';
import type { Messages } from '../../i18n/pt-BR.ts';
import { buildPath, type RouteName, routeByName } from '../../routing/routes.ts';
import { atOperator } from '../../session/permissions.ts';
import type { Session } from '../../session/session-store.ts';
import { canOpen, viewerOf } from '../guards.ts';

type ProfileLabel = keyof Messages['layout']['profileMenu'];
interface ProfileLink {
  readonly route: RouteName;
  readonly label: ProfileLabel;
  readonly icon: typeof IconUser;
}

/**
 * SPEC §2.5: student Perfil; instructor nothing but Sair; others Salas, Câmeras, Configurações, and
 * the account's security (second factor).
 */
function profileLinks(session: Session): ProfileLink[] {
  if (session.id_role === Role.ALUNO) return [{ route: 'perfil-aluno', label: 'profile', icon: IconUser }];
  if (session.id_role === Role.INSTRUTOR) return [];
  const links: ProfileLink[] = [
    { route: 'seguranca-conta', label: 'security', icon: IconShieldLock },
    { route: 'listagem-salas', label: 'rooms', icon: IconDoor },
    { route: 'listagem-cameras', label: 'cameras', icon: IconCamera },
  ];
  if (atOperator(session)) links.push({ route: 'permissoes', label: 'settings', icon: IconSettings });
  const viewer = viewerOf(session);
  return links.filter((link) => canOpen(routeByName(link.route), viewer));
}

/** The profile label of SPEC §3 (second mapping); an unknown role shows 'Desconhecido'. */
function roleLabel(roleId: number): string {
  return isRoleId(roleId) ? ROLE_LABELS[roleId] : roleName(roleId);
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((word) => word?.charAt(0).toUpperCase() ?? '')
    .join('');
}

/** Name and role in the top bar; its menu holds the user's shortcuts and 'Sair'. */
export function ProfileMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { nome } = session.usuario;

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      {/* Named by its content, so the name and role shown are part of its accessible name (WCAG 2.5.3). */}
      <Menu.Target>
        <UnstyledButton p={4}>
          <VisuallyHidden>{t('layout.profileMenu.open')}</VisuallyHidden>
          <VisuallyHidden hiddenFrom="sm">{nome}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={36} aria-hidden>
              {initials(nome)}
            </Avatar>
            <Box visibleFrom="sm" maw={220}>
              <Text size="sm" fw={600} lh={1.2} truncate>
                {nome}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleLabel(session.id_role)}
              </Text>
            </Box>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm">
          {nome} · {roleLabel(session.id_role)}
        </Menu.Label>
        {profileLinks(session).map(({ route, label, icon: Icon }) => (
          <Menu.Item
            key={route}
            component={Link}
            to={buildPath(route)}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {t(`layout.profileMenu.${label}`)}
          </Menu.Item>
        ))}
        <Menu.Item
          color="danger"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout()}
        >
          {t('layout.profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
