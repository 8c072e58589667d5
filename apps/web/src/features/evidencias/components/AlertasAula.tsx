import type { EvidenciaAula } from '@cfc/contract';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../ui/export-file.ts';
import { displayDate } from '../../../ui/format.ts';
import { notifyError } from '../../../ui/notify.ts';
import { baixarManual } from '../api.ts';

const SEVERIDADE_COR = { baixa: 'info', media: 'warning', alta: 'danger' } as const;

/** The alerts found in the lesson's evidence and how each was handled. */
export function AlertasAula({ alertas }: { readonly alertas: EvidenciaAula['alertas'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={t('evidencias.alertas.title')}>
      <Title order={3} size="h5">
        {t('evidencias.alertas.title')}
      </Title>
      {alertas.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('evidencias.alertas.vazio')}
        </Text>
      )}
      {alertas.map((alerta) => (
        <Paper key={alerta.id_alerta} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs">
            <Text fw={600} size="sm">
              {alerta.titulo}
            </Text>
            <Group gap={4}>
              <Badge color={SEVERIDADE_COR[alerta.severidade]} variant="light" radius="sm" tt="none">
                {t(`evidencias.alertas.severidade.${alerta.severidade}`)}
              </Badge>
              <Badge color="gray" variant="outline" radius="sm" tt="none">
                {t(`evidencias.alertas.estado.${alerta.estado}`)}
              </Badge>
            </Group>
          </Group>
          <Text size="sm">{alerta.descricao}</Text>
          <Text size="xs" c="dimmed">
            {displayDate(alerta.detectado_em)}
          </Text>
          {alerta.historico.length > 0 && (
            <List size="xs" mt={4} aria-label={t('evidencias.alertas.tratamento')}>
              {alerta.historico.map((h) => (
                <List.Item key={`${h.quando}-${h.para}`}>
                  {[
                    displayDate(h.quando),
                    t(`evidencias.alertas.estado.${h.para}`, { defaultValue: h.para }),
                    h.usuario,
                    h.nota,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** The files the school sent for a lesson given in contingency. */
export function ManuaisAula({
  aula,
  manuais,
}: {
  readonly aula: number;
  readonly manuais: EvidenciaAula['manuais'];
}) {
  const { t } = useTranslation();
  const baixar = async (manual: EvidenciaAula['manuais'][number]) => {
    try {
      saveFile(await baixarManual(aula, manual.id_evidencia), manual.nome);
    } catch (error) {
      notifyError(error, t('evidencias.manuais.erro'));
    }
  };
  return (
    <Stack gap="sm" component="section" aria-label={t('evidencias.manuais.title')}>
      <Title order={3} size="h5">
        {t('evidencias.manuais.title')}
      </Title>
      {manuais.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('evidencias.manuais.vazio')}
        </Text>
      )}
      {manuais.map((manual) => (
        <Group key={manual.id_evidencia} justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {manual.descricao}
            </Text>
            <Text size="xs" c="dimmed">
              {manual.enviado_por
                ? t('evidencias.manuais.enviadoPor', {
                    quando: displayDate(manual.enviado_em),
                    nome: manual.enviado_por,
                  })
                : t('evidencias.manuais.enviado', { quando: displayDate(manual.enviado_em) })}
            </Text>
          </Stack>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t('evidencias.manuais.baixar', { nome: manual.nome })}
            onClick={() => void baixar(manual)}
          >
            {manual.nome}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
