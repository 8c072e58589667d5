import type { Evidencia } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { Alert, Badge, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCameraOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { useEvidenciaImagem, useEvidencias } from '../api.ts';

function Foto({ aulaId, evidencia }: { readonly aulaId: number; readonly evidencia: Evidencia }) {
  const { t } = useTranslation();
  const imagem = useEvidenciaImagem(aulaId, evidencia.id_evidencia);
  const url = useObjectUrl(imagem.data);
  const legenda =
    evidencia.tipo === 'aluno'
      ? t('presencaTeorica.evidencias.aluno', { nome: evidencia.aluno_nome ?? '' })
      : t(`presencaTeorica.evidencias.tipo.${evidencia.tipo}`);
  return (
    <Paper withBorder radius="md" p={6} component="figure" m={0}>
      {url ? (
        <Image src={url} alt={legenda} h={120} fit="cover" radius="sm" />
      ) : (
        <Skeleton h={120} radius="sm" aria-label={t('app.loading')} />
      )}
      <Text component="figcaption" size="xs" mt={4}>
        <b>{timeInSaoPaulo(evidencia.capturada_em)}</b> · {legenda}
        {evidencia.camera_nome ? ` · ${evidencia.camera_nome}` : ''}
      </Text>
    </Paper>
  );
}

/** The session's photos: the camera's at the start, at random moments and at the end, and students' at entry. */
export function Evidencias({ aulaId }: { readonly aulaId: number }) {
  const { t } = useTranslation();
  const evidencias = useEvidencias(aulaId);
  const lista = evidencias.data ?? [];
  const fotos = lista.filter((evidencia) => evidencia.tem_arquivo);
  const falhas = lista.filter((evidencia) => !evidencia.tem_arquivo);
  return (
    <Stack gap="sm" component="section" aria-labelledby="evidencias-titulo">
      <Title order={2} size="h4" id="evidencias-titulo">
        {t('presencaTeorica.evidencias.title')}
      </Title>
      {evidencias.isPending && <Skeleton h={140} radius="md" aria-label={t('app.loading')} />}
      {evidencias.isError && (
        <Alert color="danger" icon={<IconAlertCircle aria-hidden />}>
          {serverMessage(evidencias.error) || t('presencaTeorica.evidencias.erro')}
        </Alert>
      )}
      {evidencias.data && lista.length === 0 && (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed" size="sm">
            {t('presencaTeorica.evidencias.vazio')}
          </Text>
        </Paper>
      )}
      {fotos.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {fotos.map((evidencia) => (
            <Foto key={evidencia.id_evidencia} aulaId={aulaId} evidencia={evidencia} />
          ))}
        </SimpleGrid>
      )}
      {falhas.map((falha) => (
        <Alert
          key={falha.id_evidencia}
          color="warning"
          variant="light"
          icon={<IconCameraOff aria-hidden />}
          title={`${timeInSaoPaulo(falha.capturada_em)} · ${t(`presencaTeorica.evidencias.tipo.${falha.tipo}`)}`}
        >
          <Text size="sm">
            {falha.erro}
            {falha.camera_nome ? ` (${falha.camera_nome})` : ''}
          </Text>
          <Badge color="warning" variant="outline" mt={4}>
            {t('presencaTeorica.evidencias.falhou')}
          </Badge>
        </Alert>
      ))}
    </Stack>
  );
}
