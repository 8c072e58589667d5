import { noPermissions, type PermissionFlag, Role } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from './menu-types.ts';
import { ADMIN_MENU, MONITORING_MENU, menuOf, SUPPORT_MENU } from './menus.ts';
import { activeGroupId, type MenuViewer, visibleMenu } from './visible-menu.ts';

function viewer(id_role: number, options: Partial<MenuViewer> = {}): MenuViewer {
  const { id_permissao: _, ...none } = noPermissions();
  const permissions = Object.fromEntries(Object.keys(none).map((flag) => [flag, true])) as Record<
    PermissionFlag,
    boolean
  >;
  return { id_role, id_funcao_usuario: id_role, schema: 'autoescolademo', permissions, ...options };
}

function routesOf(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.route] : entry.children.map((c) => c.route),
  );
}

describe('menus (SPEC §2.4)', () => {
  it('gives each role its menu, and the admin menu to any other role', () => {
    expect(menuOf(Role.ADMIN)).toBe(ADMIN_MENU);
    expect(menuOf(Role.GESTOR)).toBe(ADMIN_MENU);
    expect(menuOf(Role.MONITOR)).toBe(MONITORING_MENU);
    expect(menuOf(Role.SUPORTE)).toBe(SUPPORT_MENU);
    expect(menuOf(12)).toBe(ADMIN_MENU);
  });

  it('shows the CFC menu and the billing report only at the operator school', () => {
    const school = routesOf(visibleMenu(ADMIN_MENU, viewer(Role.ADMIN)));
    expect(school).not.toContain('cfc');
    expect(school).not.toContain('faturamento');
    expect(school).toContain('geral');

    const operator = routesOf(visibleMenu(ADMIN_MENU, viewer(Role.ADMIN, { schema: 'public' })));
    expect(operator).toEqual(expect.arrayContaining(['cfc', 'cfc-novo', 'faturamento', 'permissoes']));
  });

  it('drops the entries whose permission flag is off, and the groups left empty', () => {
    const permissions = { ...viewer(Role.GESTOR).permissions, alunos_list: false, alunos_edit: false };
    const menu = visibleMenu(ADMIN_MENU, viewer(Role.GESTOR, { permissions }));
    expect(menu.some((entry) => entry.kind === 'group' && entry.id === 'alunos')).toBe(false);
    expect(routesOf(menu)).toContain('listagem-veiculos');

    const { id_permissao: _, ...nothing } = noPermissions();
    expect(routesOf(visibleMenu(ADMIN_MENU, viewer(Role.GESTOR, { permissions: nothing })))).toEqual([
      'dashboard',
      'notifications',
    ]);
  });

  it('hides what the role cannot open: notices and the messaging panel by function', () => {
    const admin = routesOf(visibleMenu(ADMIN_MENU, viewer(Role.ADMIN, { id_funcao_usuario: 1 })));
    expect(admin).toContain('TelegramDashboard');
    expect(admin).not.toContain('Avisos');
    const gestor = routesOf(visibleMenu(ADMIN_MENU, viewer(Role.GESTOR, { id_funcao_usuario: null })));
    expect(gestor).not.toContain('TelegramDashboard');

    const monitor = routesOf(visibleMenu(MONITORING_MENU, viewer(Role.MONITOR, { id_funcao_usuario: 2 })));
    expect(monitor).toEqual(expect.arrayContaining(['MonEnvioAulasPraticas', 'Avisos', 'TelegramDashboard']));
  });

  it('leaves every entry of every role openable by that role', () => {
    for (const role of Object.values(Role)) {
      const entries = menuOf(role);
      const operator = viewer(role, { schema: 'public' });
      expect(routesOf(visibleMenu(entries, operator)).length, `role ${role}`).toBeGreaterThan(0);
    }
    expect(routesOf(visibleMenu(SUPPORT_MENU, viewer(Role.SUPORTE)))).toEqual([
      'EnvioAulasPraticas',
      'EnvioAulasPraticasTeste',
    ]);
  });

  it('keeps open the group of the active route only', () => {
    expect(activeGroupId(ADMIN_MENU, 'listagem-alunos')).toBe('alunos');
    expect(activeGroupId(ADMIN_MENU, 'dashboard')).toBeNull();
    expect(activeGroupId(ADMIN_MENU, undefined)).toBeNull();
  });
});
