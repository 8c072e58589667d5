import { ActionIcon, Button, Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { type VinculoRow, vinculoRow, vinculoRowError } from '../form-values.ts';

interface VinculosEditorProps {
  readonly rows: readonly VinculoRow[];
  readonly onChange: (rows: readonly VinculoRow[]) => void;
  /** Each row says what is wrong with it once the form was submitted. */
  readonly showRowErrors: boolean;
  /** A message about the periods as a whole (none, overlapping), from the browser or the server. */
  readonly error: string | undefined;
}

/** The link periods of a vehicle: rows of start and optional end, added and removed freely. */
export function VinculosEditor({ rows, onChange, showRowErrors, error }: VinculosEditorProps) {
  const { t } = useTranslation();
  const update = (key: number, patch: Partial<Pick<VinculoRow, 'inicio' | 'fim'>>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const rowError = (row: VinculoRow, field: 'inicio' | 'fim') => {
    const code = showRowErrors ? vinculoRowError(row) : undefined;
    const owner = code === 'inicioRequired' ? 'inicio' : 'fim';
    return code === undefined || owner !== field ? undefined : t(`veiculos.form.errors.${code}`);
  };

  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Paper key={row.key} withBorder radius="md" p="sm" component="fieldset" m={0}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text component="legend" size="sm" fw={600} p={0}>
                {t('veiculos.form.period', { n })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="danger"
                size="lg"
                aria-label={t('veiculos.form.removePeriod', { n })}
                disabled={rows.length === 1}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <DateField
                label={t('veiculos.form.inicio')}
                required
                value={row.inicio}
                onChange={(inicio) => update(row.key, { inicio })}
                error={rowError(row, 'inicio')}
              />
              <DateField
                label={t('veiculos.form.fim')}
                value={row.fim}
                minDate={row.inicio || undefined}
                onChange={(fim) => update(row.key, { fim })}
                error={rowError(row, 'fim')}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      {error && <Input.Error role="alert">{error}</Input.Error>}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...rows, vinculoRow()])}
        >
          {t('veiculos.form.addPeriod')}
        </Button>
      </Group>
    </Stack>
  );
}
