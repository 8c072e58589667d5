import type { PermissionFlag } from '@cfc/contract';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS, toggleFlag } from '../permission-groups.ts';

interface PermissionsFieldsetProps {
  readonly value: readonly PermissionFlag[];
  readonly onChange: (value: PermissionFlag[]) => void;
  readonly error?: string;
  readonly disabled?: boolean;
}

/** The permission flags as checkboxes, one group of the menu per fieldset. */
export function PermissionsFieldset({ value, onChange, error, disabled }: PermissionsFieldsetProps) {
  const { t } = useTranslation();
  const checked = new Set(value);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
        {PERMISSION_GROUPS.map((group) => (
          <Fieldset key={group.id} legend={t(`usuarios.groups.${group.id}`)} variant="filled" p="sm">
            <Stack gap="xs">
              {group.flags.map((flag) => (
                <Checkbox
                  key={flag}
                  label={t(`usuarios.flags.${flag}`)}
                  checked={checked.has(flag)}
                  disabled={disabled}
                  onChange={(event) => onChange(toggleFlag(value, flag, event.currentTarget.checked))}
                />
              ))}
            </Stack>
          </Fieldset>
        ))}
      </SimpleGrid>
      {error && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
