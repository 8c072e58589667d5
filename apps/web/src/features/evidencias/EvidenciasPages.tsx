import type { AulaMonitorada } from '@cfc/contract';
import { Role } from '@cfc/contract';
import { Button } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath, type RouteName } from '../../routing/routes.ts';
import { useSession } from '../../session/session.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useEvidencia } from './api.ts';
import { AulasMonitoradasTable } from './components/AulasMonitoradasTable.tsx';
import { EvidenciaAula } from './components/EvidenciaAula.tsx';

const relatorioPath = (aula: { autoescola: string; id_aula_pratica: number }) =>
  buildPath('relatorio-contestacao', { autoescola: aula.autoescola, aula: aula.id_aula_pratica });

/** A lesson's evidence in place of the list (`?aula=<id>`), with the way back and, for monitoring, the report. */
function EvidenciaDaLista({
  aulaId,
  lista,
  route,
}: {
  readonly aulaId: number;
  readonly lista: string;
  readonly route: RouteName;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const evidencia = useEvidencia(aulaId);
  const aula = evidencia.data?.aula;
  const action =
    aula && session?.id_role === Role.MONITOR ? (
      <Button
        component={Link}
        to={relatorioPath(aula)}
        leftSection={<IconFileCertificate size={16} aria-hidden />}
      >
        {t('evidencias.relatorio.title')}
      </Button>
    ) : undefined;
  return (
    <>
      <PageHeader
        title={t('evidencias.title')}
        crumbs={[{ label: lista, route }, { label: aula?.aluno_nome ?? t('evidencias.title') }]}
        action={action}
      />
      <EvidenciaAula aulaId={aulaId} />
    </>
  );
}

function ListaComEvidencia({ route, escolas }: { readonly route: RouteName; readonly escolas: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const aulaId = idFrom(useSearchParams()[0].get('aula'));
  const lista = t(escolas ? 'evidencias.lista.titleEscolas' : 'evidencias.lista.title');
  if (aulaId !== undefined) return <EvidenciaDaLista aulaId={aulaId} lista={lista} route={route} />;
  const abrirPath = (aula: AulaMonitorada) => `${buildPath(route)}?aula=${aula.id_aula_pratica}`;
  return (
    <>
      <PageHeader title={lista} description={t('evidencias.lista.intro')} crumbs={[{ label: lista }]} />
      <AulasMonitoradasTable
        escolas={escolas}
        abrirPath={abrirPath}
        {...(session?.id_role === Role.MONITOR ? { relatorioPath } : {})}
        label={t('evidencias.lista.label')}
        empty={t('evidencias.lista.empty')}
      />
    </>
  );
}

/** /admin/monitoramento/pratica — the school's given lessons with their evidence; `?aula=<id>` opens one. */
export function MonitoramentoPraticaPage() {
  return <ListaComEvidencia route="monitoramento-pratica" escolas={false} />;
}

/** /monitoramento/praticas/aulas-praticas — the lessons of every school seen (roles 2 and 8). */
export function ListarAulasPraticasPage() {
  return <ListaComEvidencia route="ListarAulasPraticas" escolas />;
}
