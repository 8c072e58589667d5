import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RelatorioMonitoramento } from './components/RelatorioMonitoramento.tsx';

function Relatorio({ alcance }: { readonly alcance: 'escola' | 'todas' }) {
  const { t } = useTranslation();
  const title = t('monitoramento.relatorio.title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('monitoramento.relatorio.intro')}
        crumbs={[{ label: title }]}
      />
      <RelatorioMonitoramento alcance={alcance} />
    </>
  );
}

/** relatorio-monitoramento (/admin/monitoramento/relatorio-monitoramento): the current school's. */
export const RelatorioMonitoramentoEscolaPage = () => <Relatorio alcance="escola" />;

/** ListarRelatorios (/monitoramento/relatorios) and RelatorioMonitoramento (/comercial/relatorios/monitoramento). */
export const RelatorioMonitoramentoTodasPage = () => <Relatorio alcance="todas" />;
