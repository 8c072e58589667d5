import { exportReply } from '@cfc/contract';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, serverMessage } from '../../../api/client.ts';
import { type ExportFormat, exportBlob, saveFile } from '../../../ui/export-file.ts';
import { notifyFailure } from '../../../ui/notify.ts';
import { relatorioExportPath } from '../export-path.ts';

interface RelatorioExportButtonsProps {
  /** The report's API path, e.g. '/relatorios/aulas-praticas-realizadas'. */
  readonly relatorio: string;
  readonly filtro: string;
  /** The report's other filters, exported as the table shows them. */
  readonly filtros: Readonly<Record<string, string | undefined>>;
}

/**
 * 'PDF' and 'Planilha' (XLSX or CSV) of a report, with the same look and texts as the lists'
 * ExportButtons; a report also sends its period and selects, not only the text filter.
 */
export function RelatorioExportButtons({ relatorio, filtro, filtros }: RelatorioExportButtonsProps) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async (formato: ExportFormat) => {
      const reply = exportReply.parse(
        await api.get<string>(relatorioExportPath(relatorio, formato, filtro, filtros)),
      );
      saveFile(exportBlob(reply), reply.arquivo);
    },
    onError: (error) => {
      const reason = serverMessage(error);
      const text = t('widgets.export.error');
      if (reason) notifyFailure(reason, { title: text });
      else notifyFailure(text);
    },
  });
  const busy = (formato: ExportFormat) => download.isPending && download.variables === formato;
  const sheetBusy = busy('xlsx') || busy('csv');

  return (
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
}
