import type { EvidenciaAula as Evidencia } from '@cfc/contract';
import { Alert, Card, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEvidencia } from '../api.ts';
import { AlertasAula, ManuaisAula } from './AlertasAula.tsx';
import { EnviosAula } from './EnviosAula.tsx';
import { FotosAula } from './FotosAula.tsx';
import { LinhaDoTempo } from './LinhaDoTempo.tsx';
import { HodometroAula, ResumoAula } from './ResumoAula.tsx';
import { TrajetoAula } from './TrajetoAula.tsx';

/**
 * A practical lesson's whole evidence: what the lesson was, the track on a map with its start, end
 * and photos, the odometer, the photos with their face check, the timeline, every send to the
 * authority and every alert with its handling, the manual evidence.
 */
export function EvidenciaAulaView({ evidencia }: { readonly evidencia: Evidencia }) {
  return (
    <Stack gap="md">
      <ResumoAula aula={evidencia.aula} />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        <Card withBorder radius="md" style={{ gridColumn: 'span 2' }}>
          <TrajetoAula evidencia={evidencia} />
        </Card>
        <Card withBorder radius="md">
          <HodometroAula hodometro={evidencia.hodometro} />
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md">
        <FotosAula evidencia={evidencia} />
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card withBorder radius="md">
          <LinhaDoTempo linhas={evidencia.linha_do_tempo} />
        </Card>
        <Stack gap="md">
          <Card withBorder radius="md">
            <AlertasAula alertas={evidencia.alertas} />
          </Card>
          <Card withBorder radius="md">
            <ManuaisAula aula={evidencia.aula.id_aula_pratica} manuais={evidencia.manuais} />
          </Card>
        </Stack>
      </SimpleGrid>
      <Card withBorder radius="md">
        <EnviosAula envios={evidencia.envios} />
      </Card>
    </Stack>
  );
}

/** The evidence of lesson `aulaId`, loaded. */
export function EvidenciaAula({ aulaId }: { readonly aulaId: number }) {
  const { t } = useTranslation();
  const query = useEvidencia(aulaId);
  if (query.isPending) return <Loader aria-label={t('evidencias.carregando')} />;
  if (query.isError) return <Alert color="danger">{t('evidencias.erro')}</Alert>;
  return <EvidenciaAulaView evidencia={query.data} />;
}
