import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableRowAction } from './types.ts';

/** The icon buttons (or links) at the end of a row, each named by its tooltip's text. */
export function RowActions({ actions }: { readonly actions: readonly DataTableRowAction[] }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map(({ key, label, icon, color, onClick, to, disabled, loading }) => {
        const common = {
          'aria-label': label,
          variant: 'subtle',
          color: color ?? 'gray',
          size: 'lg',
          disabled,
        } as const;
        return (
          <Tooltip key={key} label={label} withArrow openDelay={300}>
            {to !== undefined && !disabled ? (
              <ActionIcon {...common} component={Link} to={to}>
                {icon}
              </ActionIcon>
            ) : (
              <ActionIcon {...common} onClick={onClick} loading={loading}>
                {icon}
              </ActionIcon>
            )}
          </Tooltip>
        );
      })}
    </Group>
  );
}
