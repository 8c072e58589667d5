import type { EvidenciaAula } from '@cfc/contract';
import { Accordion, Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { EnvioStatusBadge } from '../../envios-getran/index.ts';

const OPERACOES = ['enviar', 'corrigir', 'verificar'] as const;

const json = (value: unknown) =>
  value === null || value === undefined ? '–' : JSON.stringify(value, null, 2);

/** Every request sent to the authority about the lesson, with its payload and answer. */
export function EnviosAula({ envios }: { readonly envios: EvidenciaAula['envios'] }) {
  const { t } = useTranslation();
  const operacao = (op: string): string =>
    OPERACOES.includes(op as (typeof OPERACOES)[number])
      ? t(`evidencias.envios.operacoes.${op as (typeof OPERACOES)[number]}`)
      : op;
  return (
    <Stack gap="sm" component="section" aria-label={t('evidencias.envios.title')}>
      <Title order={3} size="h5">
        {t('evidencias.envios.title')}
      </Title>
      {envios.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('evidencias.envios.vazio')}
        </Text>
      ) : (
        <Accordion variant="separated" multiple>
          {envios.map((envio) => (
            <Accordion.Item key={envio.id_envio} value={String(envio.id_envio)}>
              <Accordion.Control>
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('evidencias.envios.resumo', {
                      quando: displayDate(envio.quando),
                      operacao: operacao(envio.operacao),
                      http: envio.http_status ?? '–',
                    })}
                  </Text>
                  <EnvioStatusBadge status={envio.status ?? envio.erro} />
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                  <Stack gap={4}>
                    <Text size="xs" c="dimmed">
                      {t('evidencias.envios.payload')}
                    </Text>
                    <Code block>{json(envio.payload)}</Code>
                  </Stack>
                  <Stack gap={4}>
                    <Text size="xs" c="dimmed">
                      {t('evidencias.envios.resposta')}
                    </Text>
                    <Code block>{json(envio.resposta)}</Code>
                  </Stack>
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
