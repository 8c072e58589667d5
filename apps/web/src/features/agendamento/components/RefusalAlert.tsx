import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isUnprocessable } from '../../../ui/form/field-errors.ts';

/** Every reason of a refused lesson (422 `errors.aula`, or any field's messages). */
export function refusalReasons(error: unknown): string[] {
  if (!isUnprocessable(error)) return [];
  return Object.values(error.body?.errors ?? {}).flat();
}

export function RefusalAlert({
  title,
  reasons,
}: {
  readonly title: string;
  readonly reasons: readonly string[];
}) {
  if (reasons.length === 0) return null;
  return (
    <Alert color="danger" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <List size="sm">
        {reasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
