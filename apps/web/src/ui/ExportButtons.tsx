import { type ExportJob, type ExportReply, listExports } from '@cfc/contract';
import { Button, Group, Menu, Stack } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, serverMessage } from '../api/client.ts';
import { ExportJobProgress } from './ExportJobProgress.tsx';
import {
  type ExportFormat,
  type ExportRequest,
  exportBlob,
  exportFilterParam,
  saveFile,
} from './export-file.ts';
import { notifyFailure } from './notify.ts';

export type ExportButtonsProps = ExportRequest;

/** 'PDF' and 'Planilha' (XLSX or CSV) of a list: the server builds the file, the browser saves it. */
export function ExportButtons({ modulo, filtro, todos }: ExportButtonsProps) {
  return <ExportButtonsFor exportFile={(formato) => exportList({ modulo, filtro, todos }, formato)} />;
}

/** A list's export (contract `listExports`): the current school ('-'), its filter, inactive records or not. */
function exportList({ modulo, filtro, todos }: ExportRequest, formato: ExportFormat): Promise<ExportReply> {
  const exports = listExports(`/${modulo}`);
  const params = { id: '-', param: exportFilterParam(filtro) };
  if (formato === 'pdf') {
    return todos
      ? api.call(exports.exportPdfTodos, { params: { ...params, todos: 'true' } })
      : api.call(exports.exportPdf, { params });
  }
  return todos
    ? api.call(exports.exportXlsxTodos, { params: { ...params, todos: 'true' }, query: { formato } })
    : api.call(exports.exportXlsx, { params, query: { formato } });
}

/**
 * The same buttons for any export (a report sends its period and selects too). A large export comes
 * back as a job: its progress bar shows under the buttons, then the file to download.
 */
export function ExportButtonsFor({
  exportFile,
}: {
  exportFile: (formato: ExportFormat) => Promise<ExportReply>;
}) {
  const { t } = useTranslation();
  const [job, setJob] = useState<ExportJob | null>(null);
  const download = useMutation({
    mutationFn: async (formato: ExportFormat) => {
      const reply = await exportFile(formato);
      if (reply.job) setJob(reply.job);
      else saveFile(exportBlob(reply), reply.arquivo);
    },
    onError: (error) => {
      // 'Erro ao gerar o arquivo', with the server's reason beneath when it gave one.
      const reason = serverMessage(error);
      const text = t('widgets.export.error');
      if (reason) notifyFailure(reason, { title: text });
      else notifyFailure(text);
    },
  });
  const busy = (formato: ExportFormat) => download.isPending && download.variables === formato;
  const sheetBusy = busy('xlsx') || busy('csv');

  const buttons = (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        loading={busy('pdf')}
        disabled={download.isPending && !busy('pdf')}
        onClick={() => download.mutate('pdf')}
      >
        {t('widgets.export.pdf')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={sheetBusy}
            disabled={download.isPending && !sheetBusy}
          >
            {t('widgets.export.sheet')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => download.mutate('xlsx')}>{t('widgets.export.xlsx')}</Menu.Item>
          <Menu.Item onClick={() => download.mutate('csv')}>{t('widgets.export.csv')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
  if (!job) return buttons;
  // A large export's progress, then its file, under the buttons.
  return (
    <Stack gap={6} align="flex-end">
      {buttons}
      <ExportJobProgress key={job.id} job={job} onClose={() => setJob(null)} />
    </Stack>
  );
}
