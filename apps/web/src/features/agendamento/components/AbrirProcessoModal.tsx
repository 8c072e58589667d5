import type { Processo } from '@cfc/contract';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProcessoForm } from '../../processos/index.ts';

interface AbrirProcessoModalProps {
  /** The student whose process is opened; undefined keeps the dialog closed. */
  readonly alunoId: number | undefined;
  readonly onClose: () => void;
  readonly onOpened: (processo: Processo) => void;
}

/** Opens the chosen student's process from the booking screen, so booking goes on without leaving it. */
export function AbrirProcessoModal({ alunoId, onClose, onOpened }: AbrirProcessoModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={alunoId !== undefined} onClose={onClose} title={t('processos.form.title')} size="xl">
      {alunoId !== undefined && <ProcessoForm key={alunoId} alunoId={alunoId} onSaved={onOpened} />}
    </Modal>
  );
}
