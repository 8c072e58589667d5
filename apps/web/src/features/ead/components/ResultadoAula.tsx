import type { SalaAluno, Verificacao } from '@cfc/contract';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../routing/routes.ts';
import { clockTime } from '../../../ui/format.ts';

const COR_RESULTADO = { pendente: 'yellow', aprovada: 'green', reprovada: 'red', expirada: 'gray' } as const;

/** A face check's result as a badge (the colours of the monitoring screens). */
export function ResultadoBadge({ verificacao }: { readonly verificacao: Pick<Verificacao, 'resultado'> }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COR_RESULTADO[verificacao.resultado]}>
      {t(`ead.resultadoVerificacao.${verificacao.resultado}`)}
    </Badge>
  );
}

function Verificacoes({ verificacoes }: { readonly verificacoes: readonly Verificacao[] }) {
  const { t, i18n } = useTranslation();
  if (verificacoes.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('ead.resultado.verificacoes')}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Tbody>
            {verificacoes.map((verificacao) => (
              <Table.Tr key={verificacao.id_verificacao}>
                <Table.Td>{t(`ead.momento.${verificacao.momento}`)}</Table.Td>
                <Table.Td>{clockTime(new Date(verificacao.pedida_em), i18n.language, 'short')}</Table.Td>
                <Table.Td>
                  <ResultadoBadge verificacao={verificacao} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {verificacao.motivo_texto}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** After the lesson: whether it counted, the h/a, or the reason of the absence, and the checks. */
export function ResultadoAula({ sala }: { readonly sala: SalaAluno }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('ead.resultado.title')}
          </Title>
          <Text c="dimmed">
            {sala.disciplina_nome} · {sala.instrutor_nome}
          </Text>
        </div>
        {sala.presente === null ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('ead.resultado.apurando')}</Text>
          </Group>
        ) : sala.presente ? (
          <Alert
            color="green"
            icon={<IconCircleCheck aria-hidden />}
            title={t('ead.resultado.presente')}
            role="status"
          >
            {t('ead.resultado.presenteTexto', { count: sala.horas_aula ?? 0 })}
          </Alert>
        ) : (
          <Alert
            color="red"
            icon={<IconCircleX aria-hidden />}
            title={t('ead.resultado.ausente')}
            role="status"
          >
            {sala.motivo_ausencia}
          </Alert>
        )}
        <Verificacoes verificacoes={sala.verificacoes} />
        <Group>
          <Button component={Link} to={buildPath('aulas-teoricas')} variant="default">
            {t('ead.resultado.voltar')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
