import type { MantineColor } from '@mantine/core';
import { useState } from 'react';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import { notifyError, notifySuccess } from './notify.ts';

export interface ChangeToConfirm {
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly color: MantineColor;
  /** The call; its `mensagem` is the success toast. */
  readonly run: () => Promise<{ readonly mensagem?: string }>;
  /** The toast of a failure the server did not explain (a 409 carries its own message). */
  readonly failureMessage: string;
}

/** A row action that asks first: activate, deactivate or delete a record. */
export function useConfirmedChange() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [loading, setLoading] = useState(false);
  const close = () => setRequest(null);

  function ask({ run, failureMessage, ...texts }: ChangeToConfirm) {
    setRequest({
      ...texts,
      onConfirm: () => {
        setLoading(true);
        run()
          .then((reply) => {
            notifySuccess(reply.mensagem);
            close();
          })
          .catch((error: unknown) => {
            notifyError(error, failureMessage);
            close();
          })
          .finally(() => setLoading(false));
      },
    });
  }

  return { ask, dialog: { request, loading, onClose: close } };
}
