import { type ExportJob, exportacoesApi } from '@cfc/contract';
import { ActionIcon, Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { useEndpointQuery } from '../api/queries.ts';
import { saveFile } from './export-file.ts';
import { notifyFailure } from './notify.ts';

const POLL_MS = 1000;
const ended = (job: ExportJob | undefined) => job?.status === 'concluida' || job?.status === 'falhou';

/**
 * A large export the server builds in the background (docs/architecture.md §12): its progress bar
 * while the job runs, then the file to download (also attached to the notification the user gets).
 */
export function ExportJobProgress({ job, onClose }: { job: ExportJob; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useEndpointQuery(
    exportacoesApi.getExportacao,
    { params: { id: job.id } },
    { refetchInterval: (state) => (ended(state.state.data) ? false : POLL_MS) },
  );
  const current = query.data ?? job;
  const download = useMutation({
    mutationFn: async () => {
      const blob = await api.call(exportacoesApi.downloadExportacao, { params: { id: job.id } });
      saveFile(blob, current.arquivo);
    },
    onError: () => notifyFailure(t('widgets.export.error')),
  });

  return (
    <Group gap="xs" wrap="nowrap" data-testid="export-job">
      {current.status === 'concluida' ? (
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('widgets.export.download', { arquivo: current.arquivo })}
        </Button>
      ) : current.status === 'falhou' ? (
        <Text size="sm" c="red">
          {current.erro ?? t('widgets.export.error')}
        </Text>
      ) : (
        <div style={{ minWidth: 160 }}>
          <Text size="xs" c="dimmed">
            {t('widgets.export.building', { linhas: current.linhas.toLocaleString() })}
          </Text>
          <Progress
            value={current.progresso}
            animated
            aria-label={t('widgets.export.progress', { progresso: current.progresso })}
          />
        </div>
      )}
      <ActionIcon variant="subtle" color="gray" aria-label={t('widgets.export.dismiss')} onClick={onClose}>
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
