import { IconCircleCheck, IconCircleOff, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { DataTableRowAction } from './types.ts';

/** The pencil of a row: a link to the record's edit screen. */
export function editAction(label: string, to: string): DataTableRowAction {
  return { key: 'edit', label, icon: <IconPencil size={18} aria-hidden />, to };
}

const ATIVO_ICONS = {
  record: { on: IconCircleCheck, off: IconCircleOff },
  person: { on: IconUserCheck, off: IconUserOff },
} as const;

interface AtivoActionOptions {
  /** Whether the record is active now: the action switches it off. */
  readonly ativo: boolean;
  readonly label: string;
  readonly onClick: () => void;
  /** People (users, instructors) get the user icons. */
  readonly kind?: keyof typeof ATIVO_ICONS;
}

/** Activates or deactivates a row's record: red to switch off, green to switch on. */
export function ativoAction({
  ativo,
  label,
  onClick,
  kind = 'record',
}: AtivoActionOptions): DataTableRowAction {
  const Icon = ativo ? ATIVO_ICONS[kind].off : ATIVO_ICONS[kind].on;
  return {
    key: 'ativo',
    label,
    icon: <Icon size={18} aria-hidden />,
    color: ativo ? 'danger' : 'brand',
    onClick,
  };
}
