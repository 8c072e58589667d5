import type { AulaEad } from '@cfc/contract';
import { Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../session/session.ts';

// hls.js comes with the player, only when a room shows a stream.
const HlsPlayer = lazy(() =>
  import('../../../ui/video/HlsPlayer.tsx').then((m) => ({ default: m.HlsPlayer })),
);

/** The token as the api client sends it now (it is renewed every 15 minutes). */
const tokenDaSessao = () => sessionStore.token();

/** The stream's playlists, read with the session's token like any call. */
const hlsPath = (id: number, arquivo: 'live.m3u8' | 'gravacao.m3u8') =>
  `/api/v1/ead/aulas/${id}/hls/${arquivo}`;

function SemVideo({ texto }: { readonly texto: string }) {
  return (
    <Center h="100%" mih={240} bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" color="gray" variant="light">
          <IconVideoOff size={28} aria-hidden />
        </ThemeIcon>
        <Text c="gray.3" size="sm" ta="center" px="md">
          {texto}
        </Text>
      </Stack>
    </Center>
  );
}

/** The instructor's stream while live; its recording once ended (where kept); a notice otherwise. */
export function TransmissaoPlayer({ aula }: { readonly aula: AulaEad }) {
  const { t } = useTranslation();
  if (aula.transmissao === 'aguardando') {
    return <SemVideo texto={t('monitoramentoEad.sala.aguardandoTransmissao')} />;
  }
  if (aula.transmissao === 'encerrada' && !aula.gravacao) {
    return <SemVideo texto={t('monitoramentoEad.sala.semGravacao')} />;
  }
  const live = aula.transmissao === 'ao_vivo';
  return (
    <Suspense fallback={<Skeleton h={320} radius="md" aria-label={t('app.loading')} />}>
      <HlsPlayer
        src={hlsPath(aula.id_aula_teorica, live ? 'live.m3u8' : 'gravacao.m3u8')}
        authToken={tokenDaSessao}
        live={live}
        muted={live}
      />
    </Suspense>
  );
}
