import { Badge } from '@mantine/core';

interface AtivoBadgeProps {
  readonly ativo: boolean;
  /** The words of the record's gender ('Ativa', 'Ativo'). */
  readonly labels: { readonly active: string; readonly inactive: string };
}

/** Whether a record is active: green or red, and the word says it too. */
export function AtivoBadge({ ativo, labels }: AtivoBadgeProps) {
  return (
    <Badge color={ativo ? 'brand' : 'danger'} variant="light">
      {ativo ? labels.active : labels.inactive}
    </Badge>
  );
}
