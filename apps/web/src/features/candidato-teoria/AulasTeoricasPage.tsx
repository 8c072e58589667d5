import { SITUACOES_AULA_CANDIDATO } from '@cfc/contract';
import {
  Alert,
  Button,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { serverMessage } from '../../api/client.ts';
import { buildPath } from '../../routing/routes.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { capitalize, diaPorExtenso } from '../instrutor-aulas/index.ts';
import { isSituacaoFiltro, type SituacaoFiltro, useCandidatoTeoria } from './api.ts';
import { AulaTeoricaItem } from './components/AulaTeoricaItem.tsx';
import { ProgressoTeorico } from './components/ProgressoTeorico.tsx';
import { ordenarAulas } from './ordem.ts';

function Filtro({ current }: { readonly current: SituacaoFiltro | undefined }) {
  const { t } = useTranslation();
  const options = ['todas', ...SITUACOES_AULA_CANDIDATO] as const;
  return (
    <nav aria-label={t('candidatoTeoria.filtro.label')}>
      <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x">
        <Group gap={8} wrap="nowrap">
          {options.map((option) => {
            const status = option === 'todas' ? undefined : option;
            const chosen = current === status;
            return (
              <Button
                key={option}
                component={Link}
                to={buildPath('aulas-teoricas', { status })}
                replace
                radius="xl"
                h={40}
                style={{ flexShrink: 0 }}
                variant={chosen ? 'filled' : 'default'}
                aria-current={chosen ? 'page' : undefined}
              >
                {t(`candidatoTeoria.filtro.${option}`)}
              </Button>
            );
          })}
        </Group>
      </ScrollArea>
    </nav>
  );
}

function AulasTeoricas({ filtro }: { readonly filtro: SituacaoFiltro | undefined }) {
  const { t, i18n } = useTranslation();
  const consulta = useCandidatoTeoria(filtro);
  const dados = consulta.data;
  const proxima = dados?.proxima_aula;
  return (
    <>
      <PageHeader
        title={t('candidatoTeoria.title')}
        description={t('candidatoTeoria.intro')}
        crumbs={[{ label: t('candidatoTeoria.title') }]}
      />
      <Stack gap="xl">
        {consulta.isPending && (
          <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton height={170} radius="md" />
            <Skeleton height={170} radius="md" />
          </SimpleGrid>
        )}
        {consulta.isError && (
          <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={t('candidatoTeoria.loadError')}>
            <Stack gap="sm" align="flex-start">
              {serverMessage(consulta.error)}
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => void consulta.refetch()}
              >
                {t('candidatoTeoria.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {dados && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper component="section" aria-labelledby="proxima-teorica" radius="md" p="lg" withBorder>
              <Group gap="xs" mb="sm">
                <IconCalendarEvent size={22} aria-hidden />
                <Title order={2} size="h4" id="proxima-teorica">
                  {t('candidatoTeoria.proxima.title')}
                </Title>
              </Group>
              {proxima ? (
                <Stack gap={4}>
                  <Text fw={700} size="lg">
                    {capitalize(diaPorExtenso(proxima.data, i18n.language))}
                  </Text>
                  <Text
                    fw={600}
                  >{`${proxima.hora_inicio}–${proxima.hora_fim} · ${proxima.disciplina_nome}`}</Text>
                  <Text size="sm">{`${proxima.sala_nome} · ${proxima.instrutor_nome}`}</Text>
                  <Text size="sm" c="dimmed">
                    {`${proxima.turma_nome} · ${t('candidatoTeoria.aula.horas', { count: proxima.horas_aula })}`}
                  </Text>
                </Stack>
              ) : (
                <Text c="dimmed">{t('candidatoTeoria.proxima.nenhuma')}</Text>
              )}
            </Paper>
            <ProgressoTeorico progresso={dados.progresso} />
          </SimpleGrid>
        )}
        <Stack gap="md" component="section" aria-labelledby="suas-teoricas">
          <Title order={2} size="h3" id="suas-teoricas">
            {t('candidatoTeoria.lista.title')}
          </Title>
          <Filtro current={filtro} />
          {dados && dados.aulas.length === 0 && (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center">
                {filtro ? t(`candidatoTeoria.lista.vazio.${filtro}`) : t('candidatoTeoria.lista.vazio.todas')}
              </Text>
            </Paper>
          )}
          {dados && dados.aulas.length > 0 && (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {ordenarAulas(dados.aulas).map((aula) => (
                <AulaTeoricaItem key={aula.id_aula_teorica} aula={aula} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </>
  );
}

/**
 * /candidato/aulas-teoricas/:status? — the student's landing screen: the next theory session, the
 * hours against the regime's minimum per subject and what is missing, and the sessions filtered by
 * `proximas`, `realizadas` or `faltas` (none: all).
 */
export function AulasTeoricasPage() {
  const { status } = useParams();
  if (status !== undefined && !isSituacaoFiltro(status))
    return <Navigate to={buildPath('aulas-teoricas')} replace />;
  return <AulasTeoricas filtro={status} />;
}
