import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The rules a refused lesson breaks (a 422's `errors.aula`, with their norms), listed in its form. */
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
