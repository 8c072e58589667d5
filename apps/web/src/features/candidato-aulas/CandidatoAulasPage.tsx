import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { serverMessage } from '../../api/client.ts';
import { buildPath } from '../../routing/routes.ts';
import { notifyFailure } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { isStatusFiltro, STATUS_FILTROS, StatusFilter, type StatusFiltro } from '../instrutor-aulas/index.ts';
import { useCandidatoAulas } from './api.ts';
import { AulaItem } from './components/AulaItem.tsx';
import { HorasProcessos } from './components/HorasProcessos.tsx';
import { ProximaAula } from './components/ProximaAula.tsx';
import { ordenarAulas } from './ordem.ts';

function AulasDoCandidato({ filtro }: { readonly filtro: StatusFiltro | undefined }) {
  const { t } = useTranslation();
  const aulas = useCandidatoAulas(filtro ? STATUS_FILTROS[filtro] : undefined);

  useEffect(() => {
    if (aulas.isError) notifyFailure(t('candidatoAulas.loadError'));
  }, [aulas.isError, t]);

  const dados = aulas.data;
  const { proximas, anteriores } = ordenarAulas(dados?.aulas ?? []);
  const grupos = [
    { key: 'proximas', title: t('candidatoAulas.lista.proximas'), items: proximas },
    { key: 'anteriores', title: t('candidatoAulas.lista.anteriores'), items: anteriores },
  ].filter((grupo) => grupo.items.length > 0);

  return (
    <>
      <PageHeader
        title={t('candidatoAulas.title')}
        description={t('candidatoAulas.intro')}
        crumbs={[{ label: t('candidatoAulas.title') }]}
      />
      <Stack gap="xl">
        {aulas.isPending && (
          <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton height={170} radius="md" />
            <Skeleton height={170} radius="md" />
          </SimpleGrid>
        )}
        {aulas.isError && (
          <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={t('candidatoAulas.loadError')}>
            <Stack gap="sm" align="flex-start">
              {serverMessage(aulas.error)}
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => void aulas.refetch()}
              >
                {t('candidatoAulas.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {dados && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ProximaAula aula={dados.proxima_aula} />
            <HorasProcessos processos={dados.processos} />
          </SimpleGrid>
        )}

        <Stack gap="md" component="section" aria-labelledby="suas-aulas">
          <Title order={2} size="h3" id="suas-aulas">
            {t('candidatoAulas.lista.title')}
          </Title>
          <StatusFilter route="aulas-praticas" current={filtro} />
          {dados && grupos.length === 0 && (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center">
                {t('candidatoAulas.lista.vazio')}
              </Text>
            </Paper>
          )}
          {grupos.map((grupo) => (
            <Stack key={grupo.key} gap="sm">
              <Title order={3} size="h5" c="dimmed" tt="uppercase">
                {grupo.title}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {grupo.items.map((aula) => (
                  <AulaItem key={aula.id_aulas_praticas} aula={aula} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </>
  );
}

/**
 * /candidato/aulas-praticas/:status? — the student's practical lessons: the next one, the hours
 * done against those required per process, and the lessons filtered by `agendadas`,
 * `em-andamento`, `realizadas` or `canceladas` (none: all).
 */
export function CandidatoAulasPage() {
  const { status } = useParams();
  if (status !== undefined && !isStatusFiltro(status))
    return <Navigate to={buildPath('aulas-praticas')} replace />;
  return <AulasDoCandidato filtro={status} />;
}
