import type { SalaMonitorada } from '@cfc/contract';
import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { type Alcance, useSalasCameras } from './api.ts';
import { SalaCameras } from './components/SalaCameras.tsx';

const maxPathOf = (sala: SalaMonitorada) => `${buildPath('monitorar-sala-max')}?sala=${sala.id_sala}`;

/** The rooms of a query, each with its cameras; a message when there is none. */
function Salas({
  salas,
  alcance,
  vazio,
  colunas = 2,
  altura,
  comMax = false,
}: {
  readonly salas: ReturnType<typeof useSalasCameras>;
  readonly alcance: Alcance;
  readonly vazio: string;
  readonly colunas?: number;
  readonly altura?: number;
  readonly comMax?: boolean;
}) {
  if (salas.isPending) return <PageLoader />;
  if (!salas.data || salas.data.length === 0) return <Alert color="info">{vazio}</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, lg: colunas }} spacing="md">
      {salas.data.map((sala) => (
        <SalaCameras
          key={`${sala.id_autoescola}-${sala.id_sala}`}
          sala={sala}
          alcance={alcance}
          altura={altura}
          maxPath={comMax ? maxPathOf(sala) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}

/** SalaPresencial (/monitoramento/salapresenciais/:schema/:id): one room of any school monitoring sees. */
export function SalaPresencialPage() {
  const { t } = useTranslation();
  const { schema, id } = useParams();
  const sala = idFrom(id);
  const salas = useSalasCameras('todas', {
    ...(schema ? { autoescola: schema } : {}),
    ...(sala ? { sala } : {}),
  });
  const title = t('monitoramento.salas.title');
  return (
    <>
      <PageHeader
        title={salas.data?.[0]?.nome ?? title}
        description={salas.data?.[0]?.autoescola_nome ?? schema}
        crumbs={[{ label: t('monitoramento.listas.salas.title'), route: 'ListarSalas' }, { label: title }]}
      />
      <Salas
        salas={salas}
        alcance="todas"
        vazio={t('monitoramento.salas.naoEncontrada')}
        colunas={1}
        altura={360}
      />
    </>
  );
}

/** monitorar-sala (/admin/monitoramento/monitorar/sala): the grid of the school's rooms. */
export function MonitorarSalaPage() {
  const { t } = useTranslation();
  const salas = useSalasCameras('escola', {});
  const title = t('monitoramento.salas.grade');
  return (
    <>
      <PageHeader
        title={title}
        description={t('monitoramento.salas.gradeIntro')}
        crumbs={[{ label: title }]}
      />
      <Salas salas={salas} alcance="escola" vazio={t('monitoramento.salas.naoEncontrada')} comMax />
    </>
  );
}

/** monitorar-sala-max (/admin/monitoramento/monitorar/sala/max?sala=<id>): one room, full screen. */
export function MonitorarSalaMaxPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const todas = useSalasCameras('escola', {});
  const escolhida = idFrom(search.get('sala')) ?? todas.data?.[0]?.id_sala;
  const sala = todas.data?.find((found) => found.id_sala === escolhida);
  const title = t('monitoramento.salas.max');
  return (
    <>
      <PageHeader
        title={sala?.nome ?? title}
        crumbs={[{ label: t('monitoramento.salas.grade'), route: 'monitorar-sala' }, { label: title }]}
        action={
          <Select
            aria-label={t('monitoramento.salas.escolha')}
            data={(todas.data ?? []).map((found) => ({ value: String(found.id_sala), label: found.nome }))}
            value={escolhida === undefined ? null : String(escolhida)}
            onChange={(value) => value && setSearch({ sala: value })}
            allowDeselect={false}
            w={260}
          />
        }
      />
      {todas.isPending ? (
        <PageLoader />
      ) : sala ? (
        <SalaCameras sala={sala} alcance="escola" altura={520} />
      ) : (
        <Alert color="info">{t('monitoramento.salas.naoEncontrada')}</Alert>
      )}
    </>
  );
}

/** monitorar-sala-teorica (/admin/monitoramento/monitorar/sala/teorica): the rooms with a session now. */
export function MonitorarSalaTeoricaPage() {
  const { t } = useTranslation();
  const salas = useSalasCameras('escola', { em_aula: 'true' });
  const title = t('monitoramento.salas.teorica');
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        crumbs={[{ label: t('monitoramento.salas.grade'), route: 'monitorar-sala' }, { label: title }]}
      />
      <Salas
        salas={salas}
        alcance="escola"
        vazio={t('monitoramento.salas.teoricaVazia')}
        colunas={1}
        altura={420}
      />
    </Stack>
  );
}
