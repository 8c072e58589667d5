import { Alert, Button, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useDashboard } from './api.ts';
import { DashboardCards } from './components/DashboardCards.tsx';
import { DashboardCharts } from './components/DashboardCharts.tsx';
import { AulasEmAndamento, CamerasOffline, PorEscola } from './components/DashboardTables.tsx';

/**
 * DashboardMonitoramento (/monitoramento/dashboard, roles 2 and 8; the monitoring role's home):
 * what is happening now across the user's schools. It reads itself again when a lesson starts or
 * finishes or an alert changes (realtime), and every minute.
 */
export function DashboardMonitoramentoPage() {
  const { t, i18n } = useTranslation();
  const query = useDashboard();
  const title = t('monitoramento.dashboard.title');
  const dados = query.data;
  return (
    <>
      <PageHeader
        title={title}
        description={
          dados
            ? `${t('monitoramento.dashboard.intro')} ${t('monitoramento.dashboard.atualizadoEm', {
                hora: clockTime(new Date(dados.gerado_em), i18n.language),
              })}`
            : t('monitoramento.dashboard.intro')
        }
        crumbs={[{ label: title }]}
      />
      {query.isError && !dados && (
        <Alert color="danger" title={t('monitoramento.dashboard.loadError')}>
          <Button variant="light" color="danger" onClick={() => void query.refetch()}>
            {t('monitoramento.dashboard.retry')}
          </Button>
        </Alert>
      )}
      {!dados && !query.isError && <PageLoader />}
      {dados && (
        <Stack gap="md">
          <DashboardCards dados={dados} />
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <AulasEmAndamento dados={dados} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <CamerasOffline dados={dados} />
            </Grid.Col>
          </Grid>
          <DashboardCharts dados={dados} />
          <PorEscola dados={dados} />
        </Stack>
      )}
    </>
  );
}
