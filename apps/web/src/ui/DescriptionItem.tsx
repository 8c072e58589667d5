import { Text } from '@mantine/core';

/** A label over a value, in a description list (`<dl>`). */
export function DescriptionItem({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}
