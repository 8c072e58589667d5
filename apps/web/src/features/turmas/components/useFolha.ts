import { turmasApi } from '@cfc/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api, serverMessage } from '../../../api/client.ts';
import { exportBlob, saveFile } from '../../../ui/export-file.ts';
import { notifyFailure } from '../../../ui/notify.ts';

export type FolhaFormato = 'pdf' | 'xlsx';

interface FolhaRequest {
  readonly id: number;
  readonly formato: FolhaFormato;
}

/** What a refused sheet says: SPEC §8 shows the body's `dados`; the `mensagem` when it has none. */
export function folhaFailure(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const dados = (error.body as { dados?: unknown } | undefined)?.dados;
    if (typeof dados === 'string' && dados.trim() !== '') return dados;
  }
  return serverMessage(error);
}

/**
 * The attendance sheet of a class (SPEC §7 `GET {path}/pdf/{id}`): the server builds it, `dados` is
 * base64, the browser saves it under the name the server gives.
 */
export function useFolha() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async ({ id, formato }: FolhaRequest) => {
      const endpoint = formato === 'pdf' ? turmasApi.exportFolhaPdf : turmasApi.exportFolhaXlsx;
      const reply = await api.call(endpoint, { params: { id } });
      saveFile(exportBlob(reply), reply.arquivo);
    },
    onError: (error) => {
      const reason = folhaFailure(error);
      if (reason) notifyFailure(reason, { title: t('turmas.folha.error') });
      else notifyFailure(t('turmas.folha.error'));
    },
  });
  const busy = (id: number, formato: FolhaFormato) =>
    download.isPending && download.variables?.id === id && download.variables.formato === formato;
  return { download: (id: number, formato: FolhaFormato) => download.mutate({ id, formato }), busy };
}
