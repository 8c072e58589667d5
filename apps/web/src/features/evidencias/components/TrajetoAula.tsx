import type { EvidenciaAula } from '@cfc/contract';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { LatLngTuple } from 'leaflet';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AulaTrajetoMap } from '../../agendamento/index.ts';

/** The GPS track on a map (loaded only here), with the start, the end and where each photo was taken. */
export function TrajetoAula({ evidencia }: { readonly evidencia: EvidenciaAula }) {
  const { t } = useTranslation();
  const pontos = useMemo<LatLngTuple[]>(
    () => evidencia.trajeto.map((p) => [p.latitude, p.longitude]),
    [evidencia.trajeto],
  );
  const marcadores = useMemo(
    () =>
      evidencia.fotos.flatMap((foto) =>
        foto.latitude === null || foto.longitude === null
          ? []
          : [
              {
                id: `foto-${foto.id_foto}`,
                ponto: [foto.latitude, foto.longitude] as LatLngTuple,
                rotulo: t(`evidencias.fotos.momento.${foto.momento}`),
              },
            ],
      ),
    [evidencia.fotos, t],
  );
  return (
    <Stack gap="sm" component="section" aria-label={t('evidencias.trajeto.title')}>
      <Title order={3} size="h5">
        {t('evidencias.trajeto.title')}
      </Title>
      {pontos.length === 0 && marcadores.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('evidencias.trajeto.vazio')}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('evidencias.trajeto.pontos', { count: pontos.length })}
          </Text>
          <Suspense fallback={<Skeleton h={360} radius="md" />}>
            <AulaTrajetoMap
              pontos={pontos}
              perimetros={[]}
              marcadores={marcadores}
              height={360}
              labels={{
                map: t('evidencias.trajeto.mapa', { aluno: evidencia.aula.aluno_nome }),
                tilesDown: t('evidencias.trajeto.semMapa'),
                inicio: t('evidencias.trajeto.inicio'),
                fim: t('evidencias.trajeto.fim'),
              }}
            />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
