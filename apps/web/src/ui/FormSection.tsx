import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  readonly title: string;
  readonly hint?: string;
  readonly children: ReactNode;
  /** Two columns from tablet width up; one when the content brings its own grid. */
  readonly columns?: 1 | 2;
}

/** A titled card of a form: two columns on a desktop, one on a phone (STYLE: look and feel). */
export function FormSection({ title, hint, children, columns = 2 }: FormSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap={2} mb="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
      {columns === 2 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {children}
        </SimpleGrid>
      ) : (
        children
      )}
    </Paper>
  );
}
