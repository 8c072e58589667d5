import type { CandidatoAula } from '@cfc/contract';
import { timeRangeInSaoPaulo } from '@cfc/domain';
import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { capitalize, diaPorExtenso } from '../../instrutor-aulas/index.ts';

/** The next lesson, highlighted at the top of the student's screen. */
export function ProximaAula({ aula }: { readonly aula: CandidatoAula | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="proxima-aula"
      radius="md"
      p="lg"
      withBorder
      bg={aula ? 'brand.0' : undefined}
      style={aula ? { borderColor: 'var(--mantine-color-brand-5)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="proxima-aula">
          {t('candidatoAulas.proxima.title')}
        </Title>
        {aula?.status === 'em_andamento' && (
          <Badge color="warning" variant="filled" tt="none">
            {t('candidatoAulas.proxima.agora')}
          </Badge>
        )}
      </Group>
      {aula ? (
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={48} radius="md" variant="filled" aria-hidden>
            <IconCalendarEvent size={28} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" lh={1.25}>
              {capitalize(diaPorExtenso(aula.data_aula, i18n.language))}
            </Text>
            <Text fw={700} size="xl">
              {timeRangeInSaoPaulo(aula.inicio, aula.fim)}
            </Text>
            <Text size="sm">
              {t('candidatoAulas.proxima.instrutor')}: <strong>{aula.instrutor}</strong>
            </Text>
            <Text size="sm">
              {t('candidatoAulas.proxima.veiculo')}:{' '}
              <Text span ff="monospace" fw={600}>
                {aula.placa}
              </Text>{' '}
              ({aula.categoria})
            </Text>
          </Stack>
        </Group>
      ) : (
        <Group gap="sm" wrap="nowrap">
          <IconCalendarOff size={28} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text c="dimmed">{t('candidatoAulas.proxima.nenhuma')}</Text>
        </Group>
      )}
    </Paper>
  );
}
