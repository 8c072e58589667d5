import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';

interface FormActionsProps {
  /** The way out without saving, beside the save button; absent on forms that have none. */
  readonly cancel?: { readonly to: string; readonly label: string };
  readonly saveLabel: string;
  readonly submitting: boolean;
}

/** The buttons under a form, on the right: cancel (a link) and the submit button. */
export function FormActions({ cancel, saveLabel, submitting }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      {cancel && (
        <Button variant="default" component={Link} to={cancel.to}>
          {cancel.label}
        </Button>
      )}
      <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
        {saveLabel}
      </Button>
    </Group>
  );
}
