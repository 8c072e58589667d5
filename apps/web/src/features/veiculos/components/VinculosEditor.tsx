import type { VeiculoBody, veiculoBody } from '@cfc/contract';
import { ActionIcon, Button, Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Bind } from '../../../ui/form/fields.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';

type VeiculoControl = Control<VeiculoBody, unknown, z.output<typeof veiculoBody>>;

/** A date of the form: 'YYYY-MM-DD', '' or a refused text (DateField). */
const dateOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The link periods of a vehicle (the form's `vinculos`): rows of start and optional end, added and
 * removed freely. Each row says what is wrong with it; what is wrong with the periods as a whole
 * (they overlap) shows under them.
 */
export function VinculosEditor({ control }: { readonly control: VeiculoControl }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'vinculos' });
  const { errors } = useFormState({ control, name: 'vinculos' });
  const error = errors.vinculos?.root?.message ?? errors.vinculos?.message;

  return (
    <Stack gap="sm">
      {fields.map((row, index) => (
        <VinculoRow
          key={row.id}
          control={control}
          index={index}
          onRemove={fields.length === 1 ? undefined : () => remove(index)}
        />
      ))}
      {error && <Input.Error role="alert">{error}</Input.Error>}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append({ inicio: '', fim: '' })}
        >
          {t('veiculos.form.addPeriod')}
        </Button>
      </Group>
    </Stack>
  );
}

interface VinculoRowProps {
  readonly control: VeiculoControl;
  readonly index: number;
  /** Absent for the only period: a vehicle has at least one. */
  readonly onRemove: (() => void) | undefined;
}

/** One period: its start, and its end, which cannot come before the start. */
function VinculoRow({ control, index, onRemove }: VinculoRowProps) {
  const { t } = useTranslation();
  const inicio = useWatch({ control, name: `vinculos.${index}.inicio` });
  const n = index + 1;
  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" m={0}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text component="legend" size="sm" fw={600} p={0}>
          {t('veiculos.form.period', { n })}
        </Text>
        <ActionIcon
          variant="subtle"
          color="danger"
          size="lg"
          aria-label={t('veiculos.form.removePeriod', { n })}
          disabled={onRemove === undefined}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Bind control={control} name={`vinculos.${index}.inicio`} label={t('veiculos.form.inicio')}>
          {(field) => (
            <DateField
              label={t('veiculos.form.inicio')}
              required
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={field.error}
            />
          )}
        </Bind>
        <Bind control={control} name={`vinculos.${index}.fim`}>
          {(field) => (
            <DateField
              label={t('veiculos.form.fim')}
              ref={field.ref}
              value={dateOf(field.value)}
              minDate={inicio || undefined}
              onChange={field.onChange}
              error={field.error}
            />
          )}
        </Bind>
      </SimpleGrid>
    </Paper>
  );
}
