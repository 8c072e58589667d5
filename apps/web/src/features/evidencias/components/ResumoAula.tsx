import type { EvidenciaAula } from '@cfc/contract';
import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DescriptionItem } from '../../../ui/DescriptionItem.tsx';
import { displayDate } from '../../../ui/format.ts';
import { AulaStatusBadge } from '../../agendamento/index.ts';
import { EnvioStatusBadge } from '../../envios-getran/index.ts';

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Who, what and when of the lesson, planned and given. */
export function ResumoAula({ aula }: { readonly aula: EvidenciaAula['aula'] }) {
  const { t } = useTranslation();
  const periodo = (de: string | null, ate: string | null) =>
    de ? t('evidencias.aula.periodo', { de: displayDate(de), ate: ate ? displayDate(ate) : '–' }) : '–';
  return (
    <Card withBorder radius="md" component="section" aria-label={t('evidencias.aula.title')}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2} size="h4">
              {aula.aluno_nome}
            </Title>
            <Text
              size="sm"
              c="dimmed"
            >{`${aula.autoescola_nome} · CPF ${aula.aluno_cpf} · RENACH ${aula.renach}`}</Text>
          </Stack>
          <Group gap="xs">
            <AulaStatusBadge status={aula.status} />
            <EnvioStatusBadge status={aula.getran_status} />
            {aula.contingencia && (
              <Badge color="warning" variant="light" radius="sm" tt="none">
                {t('evidencias.aula.contingencia')}
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="dl" m={0} spacing="sm">
          <DescriptionItem label={t('evidencias.aula.instrutor')} value={aula.instrutor_nome} />
          <DescriptionItem
            label={t('evidencias.aula.veiculo')}
            value={`${aula.veiculo_placa} · ${aula.categoria}`}
          />
          <DescriptionItem
            label={t('evidencias.aula.previsto')}
            value={periodo(aula.inicio_previsto, aula.fim_previsto)}
          />
          <DescriptionItem
            label={t('evidencias.aula.realizado')}
            value={periodo(aula.inicio_real, aula.fim_real)}
          />
        </SimpleGrid>
        {aula.contingencia && <Alert color="warning">{t('evidencias.aula.contingenciaTexto')}</Alert>}
      </Stack>
    </Card>
  );
}

/** Start, end and distance by the odometer, and the distance along the GPS track beside it. */
export function HodometroAula({ hodometro }: { readonly hodometro: EvidenciaAula['hodometro'] }) {
  const { t } = useTranslation();
  const km = (valor: number | null) =>
    valor === null ? '–' : t('evidencias.hodometro.valor', { valor: numero.format(valor) });
  return (
    <Stack gap="sm" component="section" aria-label={t('evidencias.hodometro.title')}>
      <Title order={3} size="h5">
        {t('evidencias.hodometro.title')}
      </Title>
      <SimpleGrid cols={2} component="dl" m={0} spacing="sm">
        <DescriptionItem label={t('evidencias.hodometro.inicio')} value={km(hodometro.inicio)} />
        <DescriptionItem label={t('evidencias.hodometro.fim')} value={km(hodometro.fim)} />
        <DescriptionItem label={t('evidencias.hodometro.km')} value={km(hodometro.km)} />
        <DescriptionItem label={t('evidencias.hodometro.kmGps')} value={km(hodometro.km_gps)} />
      </SimpleGrid>
    </Stack>
  );
}
