import { Alert, Button, Card, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { exportBlob, saveFile } from '../../ui/export-file.ts';
import { FileUpload } from '../../ui/FileUpload.tsx';
import { displayDate } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGerarPdf, useRelatorio, useVerificarRelatorio } from './api.ts';
import { EvidenciaAulaView } from './components/EvidenciaAula.tsx';

/** Baixar PDF: generates (and records) the report's PDF and saves it. */
function BaixarPdf({ autoescola, aula }: { readonly autoescola: string; readonly aula: number }) {
  const { t } = useTranslation();
  const gerar = useGerarPdf(autoescola, aula);
  const baixar = async () => {
    try {
      const reply = await gerar.mutateAsync();
      saveFile(exportBlob({ dados: reply.dados, formato: 'pdf' }), reply.arquivo);
      notifySuccess(t('evidencias.relatorio.gerado', { hash: reply.hash_arquivo.slice(0, 16) }));
    } catch (error) {
      notifyError(error, t('evidencias.relatorio.erroPdf'));
    }
  };
  return (
    <Button
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={gerar.isPending}
      onClick={() => void baixar()}
    >
      {t('evidencias.relatorio.baixar')}
    </Button>
  );
}

/** Checks a report PDF someone hands in against the reports the platform generated. */
function VerificarPdf() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const verificar = useVerificarRelatorio();
  const resultado = verificar.data?.dados;
  const file = files[0];
  return (
    <Card withBorder radius="md" component="section" aria-label={t('evidencias.relatorio.verificar.title')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('evidencias.relatorio.verificar.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('evidencias.relatorio.verificar.intro')}
        </Text>
        <FileUpload
          label={t('evidencias.relatorio.verificar.arquivo')}
          accept={['.pdf']}
          files={files}
          onChange={(chosen) => {
            setFiles(chosen);
            verificar.reset();
          }}
          maxSizeMb={10}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconShieldCheck size={18} aria-hidden />}
            disabled={!file}
            loading={verificar.isPending}
            onClick={() =>
              file &&
              verificar.mutate(file, {
                onError: (error) => notifyError(error, t('evidencias.relatorio.verificar.erro')),
              })
            }
          >
            {t('evidencias.relatorio.verificar.enviar')}
          </Button>
        </Group>
        {resultado && (
          <Alert color={resultado.confere ? 'brand' : 'danger'} role="status">
            {resultado.relatorio
              ? t('evidencias.relatorio.verificar.confere', {
                  aula: resultado.relatorio.id_aula_pratica,
                  aluno: resultado.relatorio.aluno_nome,
                  escola: resultado.relatorio.autoescola_nome,
                  quando: displayDate(resultado.relatorio.gerado_em),
                  nome: resultado.relatorio.gerado_por ?? '–',
                })
              : t('evidencias.relatorio.verificar.naoConfere')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** /monitoramento/relatorio-contestacao-aula-realizada/:autoescola/:aula (roles 2 and 9). */
export function RelatorioContestacaoPage() {
  const { t } = useTranslation();
  const params = useParams();
  const autoescola = params.autoescola ?? '';
  const aula = idFrom(params.aula) ?? 0;
  const relatorio = useRelatorio(autoescola, aula);
  const title = t('evidencias.relatorio.title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('evidencias.relatorio.intro')}
        crumbs={[{ label: title }]}
        action={relatorio.data && <BaixarPdf autoescola={autoescola} aula={aula} />}
      />
      <Stack gap="md">
        {relatorio.isPending && <Loader aria-label={t('evidencias.carregando')} />}
        {relatorio.isError && <Alert color="danger">{t('evidencias.erro')}</Alert>}
        {relatorio.data && (
          <>
            <Card withBorder radius="md">
              <Text size="xs" c="dimmed">
                {t('evidencias.relatorio.hash')}
              </Text>
              <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="hash-conteudo">
                {relatorio.data.hash_conteudo}
              </Code>
            </Card>
            <EvidenciaAulaView evidencia={relatorio.data.evidencia} />
          </>
        )}
        <VerificarPdf />
      </Stack>
    </>
  );
}
