import { Badge } from '@mantine/core';

export interface CountBadgeProps {
  /** Shown before the text when given, e.g. '3 Pendentes'. */
  readonly count?: number;
  readonly text: string;
  /** A theme colour ('brand', 'danger', 'info', 'warning', 'gray') or any CSS colour. */
  readonly color: string;
}

/** The badge widget (SPEC §3): a count, a text and a colour; the text never relies on colour alone. */
export function CountBadge({ count, text, color }: CountBadgeProps) {
  return (
    <Badge color={color} variant="light" radius="sm" tt="none" fw={600}>
      {count === undefined ? text : `${count} ${text}`}
    </Badge>
  );
}
