import type { AulaTeorica } from '@cfc/contract';
import { Modal, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session.ts';
import { useSessoes } from '../api.ts';
import { FolhaPresenca } from './FolhaPresenca.tsx';
import { SessoesDoPeriodo } from './SessoesDoPeriodo.tsx';

/**
 * The instructor's phone: their own theory sessions of today, each opening its
 * attendance sheet full screen. Nothing shows on a day without theory.
 */
export function TeoricasDoInstrutor() {
  const { t } = useTranslation();
  const instrutorId = useSession()?.instrutor?.id_instrutor;
  const sessoes = useSessoes(0, instrutorId);
  const [aberta, setAberta] = useState<AulaTeorica | null>(null);
  if (!sessoes.isError && (sessoes.data?.length ?? 0) === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="teoricas-hoje">
      <Title order={2} size="h3" id="teoricas-hoje">
        {t('presencaTeorica.instrutor.title')}
      </Title>
      <SessoesDoPeriodo dias={0} colunas={1} instrutorId={instrutorId} onAbrirFolha={setAberta} />
      <Modal
        opened={aberta !== null}
        onClose={() => setAberta(null)}
        fullScreen
        title={
          <Title order={2} size="h4">
            {t('presencaTeorica.folha.title')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('presencaTeorica.instrutor.fechar') }}
      >
        {aberta && <FolhaPresenca aulaId={aberta.id_aula_teorica} />}
      </Modal>
    </Stack>
  );
}
