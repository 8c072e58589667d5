import type { AulaEad } from '@cfc/contract';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AulasEadList } from './components/AulasEadList.tsx';
import { SalaEad } from './components/SalaEad.tsx';

/** The room of a lesson from the school's list: /admin/monitoramento/virtual?aula=<id>. */
const salaDaEscola = (aula: AulaEad) => `${buildPath('monitoramento-virtual')}?aula=${aula.id_aula_teorica}`;

/** The room from monitoring's list: /monitoramento/salamonitoramento/:schema/:id. */
const salaDoMonitoramento = (aula: AulaEad) =>
  buildPath('SalaMonitoramento', { schema: aula.autoescola, id: aula.id_aula_teorica });

/**
 * /admin/monitoramento/virtual — the school's remote lessons; with `?aula=<id>`, that lesson's room.
 */
export function MonitoramentoVirtualPage() {
  const { t } = useTranslation();
  const aulaId = idFrom(useSearchParams()[0].get('aula'));
  const lista = t('monitoramentoEad.title');
  if (aulaId !== undefined) {
    return (
      <>
        <PageHeader
          title={t('monitoramentoEad.sala.title')}
          crumbs={[
            { label: lista, route: 'monitoramento-virtual' },
            { label: t('monitoramentoEad.sala.title') },
          ]}
        />
        <SalaEad aulaId={aulaId} alcance="escola" />
      </>
    );
  }
  return (
    <>
      <PageHeader title={lista} description={t('monitoramentoEad.intro')} crumbs={[{ label: lista }]} />
      <AulasEadList alcance="escola" salaPath={salaDaEscola} />
    </>
  );
}

/** /monitoramento/aulas-virtuais — every school's remote lessons (monitoring, roles 2 and 8). */
export function ListarAulasVirtuaisPage() {
  const { t } = useTranslation();
  const lista = t('monitoramentoEad.title');
  return (
    <>
      <PageHeader
        title={lista}
        description={t('monitoramentoEad.introMonitoramento')}
        crumbs={[{ label: lista }]}
      />
      <AulasEadList alcance="todas" salaPath={salaDoMonitoramento} />
    </>
  );
}

/** /monitoramento/salamonitoramento/:schema/:id — one lesson's room, as monitoring sees it. */
export function SalaMonitoramentoPage() {
  const { t } = useTranslation();
  const { schema, id } = useParams();
  const aulaId = idFrom(id);
  return (
    <>
      <PageHeader
        title={t('monitoramentoEad.sala.title')}
        description={schema}
        crumbs={[
          { label: t('monitoramentoEad.title'), route: 'ListarAulasVirtuais' },
          { label: t('monitoramentoEad.sala.title') },
        ]}
      />
      {aulaId === undefined ? (
        <Alert color="danger">{t('monitoramentoEad.sala.naoEncontrada')}</Alert>
      ) : (
        <SalaEad aulaId={aulaId} alcance="todas" />
      )}
    </>
  );
}
