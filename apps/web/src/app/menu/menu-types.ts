import type { PermissionFlag } from '@cfc/contract';
import type { TablerIcon } from '@tabler/icons-react';
import type { Messages } from '../../i18n/pt-BR.ts';
import type { RouteName } from '../../routing/routes.ts';

export type MenuLabel = keyof Messages['menu']['labels'];

/** A sidebar link (SPEC §2.4). The route's own guard also decides whether it shows. */
export interface MenuLink {
  readonly kind: 'link';
  readonly route: RouteName;
  readonly label: MenuLabel;
  readonly icon?: TablerIcon;
  /** Shown only with one of these permission flags. */
  readonly anyOf?: readonly PermissionFlag[];
  /** Shown only to users of the operator's own school (tenant public). */
  readonly operatorOnly?: boolean;
}

/** A sidebar group: expands to its links. */
export interface MenuGroup {
  readonly kind: 'group';
  readonly id: string;
  readonly label: MenuLabel;
  readonly icon: TablerIcon;
  readonly children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;
