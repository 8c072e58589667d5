import { Button, Group, type MantineColor, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface ConfirmRequest {
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly color: MantineColor;
  readonly onConfirm: () => void;
}

interface ConfirmDialogProps {
  /** What to ask; null closes the dialog. */
  readonly request: ConfirmRequest | null;
  readonly cancelLabel: string;
  readonly loading: boolean;
  readonly onClose: () => void;
}

/** A real dialog that asks before a change to a record (activate, deactivate, delete). */
export function ConfirmDialog({ request, cancelLabel, loading, onClose }: ConfirmDialogProps) {
  // Keeps the text while the dialog fades out after `request` went back to null.
  const [shown, setShown] = useState(request);
  if (request !== null && request !== shown) setShown(request);

  return (
    <Modal opened={request !== null} onClose={onClose} title={shown?.title} centered>
      <Stack gap="lg">
        <Text>{shown?.text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button color={shown?.color} loading={loading} onClick={() => shown?.onConfirm()}>
            {shown?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
