import { SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The pieces of the authority's lists and drawers. */

export const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A CPF on one line, as a column narrows. */
export function Cpf({ value }: { readonly value: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  );
}

export function Dados({ children }: { readonly children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
      {children}
    </SimpleGrid>
  );
}

export function Secao({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <>
      <Title order={4} mt="sm">
        {title}
      </Title>
      {children}
    </>
  );
}

/** A status's label (the status itself when the texts do not know it), and the filter's options. */
export function labelsOf(labels: Readonly<Record<string, string>>) {
  return {
    label: (value: string) => labels[value] ?? value,
    options: Object.entries(labels).map(([value, label]) => ({ value, label })),
  };
}
