import type { MomentoFoto } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { Alert, Anchor, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { LatLngTuple } from 'leaflet';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../routing/routes.ts';
import { usePermission } from '../../../session/useAccess.ts';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { swapAxes } from '../../perimetros/index.ts';
import { useAulaFoto, useAulaPosicoes, usePerimetrosAtivos } from '../api.ts';

const AulaTrajetoMap = lazy(() => import('./AulaTrajetoMap.tsx'));

const MOMENTOS: readonly MomentoFoto[] = ['inicio', 'fim'];

function FotoAula({
  aulaId,
  momento,
  aluno,
}: {
  readonly aulaId: number;
  readonly momento: MomentoFoto;
  readonly aluno: string;
}) {
  const { t } = useTranslation();
  const foto = useAulaFoto(aulaId, momento, true);
  const url = useObjectUrl(foto.data);
  const title = t(`agendamento.evidencias.fotos.${momento}`);
  let body: React.ReactNode;
  if (foto.isPending) body = <Skeleton h={180} radius="sm" />;
  else if (url)
    body = (
      <Image
        src={url}
        alt={t('agendamento.evidencias.fotoAlt', { aluno, momento: title })}
        h={180}
        fit="contain"
        radius="sm"
        bg="gray.1"
      />
    );
  else
    body = (
      <Stack h={180} align="center" justify="center" gap={4} bg="gray.0" style={{ borderRadius: 4 }}>
        <IconPhotoOff size={28} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('agendamento.evidencias.semFoto')}
        </Text>
      </Stack>
    );
  return (
    <Paper withBorder radius="md" p="xs" component="figure" m={0}>
      {body}
      <Text component="figcaption" size="xs" c="dimmed" ta="center" mt={6}>
        {title}
      </Text>
    </Paper>
  );
}

/** What the instructor's phone recorded of a lesson given: the two photos and the GPS track on a map. */
export function AulaEvidencias({ aulaId, aluno }: { readonly aulaId: number; readonly aluno: string }) {
  const { t } = useTranslation();
  const canSeePerimetros = usePermission('agendamento');
  const posicoes = useAulaPosicoes(aulaId, true);
  const perimetros = usePerimetrosAtivos(canSeePerimetros);
  const pontos = useMemo<LatLngTuple[]>(
    () => (posicoes.data ?? []).map((posicao) => [posicao.latitude, posicao.longitude]),
    [posicoes.data],
  );
  const areas = useMemo(
    () =>
      (perimetros.data ?? []).map((perimetro) => ({
        id: perimetro.id_perimetro,
        nome: perimetro.nome,
        pontos: swapAxes(perimetro.pontos) as LatLngTuple[],
      })),
    [perimetros.data],
  );
  const first = posicoes.data?.[0];
  const last = posicoes.data?.at(-1);

  return (
    <Stack gap="sm" component="section" aria-label={t('agendamento.evidencias.title')}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t('agendamento.evidencias.title')}
        </Title>
        <Anchor component={Link} to={`${buildPath('monitoramento-pratica')}?aula=${aulaId}`} size="sm">
          {t('agendamento.evidencias.todas')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {MOMENTOS.map((momento) => (
          <FotoAula key={momento} aulaId={aulaId} momento={momento} aluno={aluno} />
        ))}
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t('agendamento.evidencias.trajeto')}
        </Text>
        {first && last && (
          <Text size="xs" c="dimmed">
            {t('agendamento.evidencias.pontos', {
              count: posicoes.data?.length ?? 0,
              de: timeInSaoPaulo(first.registrado_em),
              ate: timeInSaoPaulo(last.registrado_em),
            })}
          </Text>
        )}
      </Group>
      {posicoes.isPending && <Skeleton h={300} radius="md" />}
      {posicoes.isError && <Alert color="danger">{t('agendamento.evidencias.trajetoErro')}</Alert>}
      {posicoes.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('agendamento.evidencias.semTrajeto')}
        </Text>
      )}
      {pontos.length > 0 && (
        <Suspense fallback={<Skeleton h={300} radius="md" />}>
          <AulaTrajetoMap
            pontos={pontos}
            perimetros={areas}
            labels={{
              map: t('agendamento.evidencias.mapa', { aluno }),
              tilesDown: t('agendamento.evidencias.semMapa'),
              inicio: t('agendamento.evidencias.inicioTrajeto'),
              fim: t('agendamento.evidencias.fimTrajeto'),
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
