import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CadastradosPanel } from './components/CadastradosPanel.tsx';
import { Contratos } from './components/Contratos.tsx';
import { FaturamentoMes } from './components/FaturamentoMes.tsx';
import { FaturasPanel } from './components/FaturasPanel.tsx';
import { ItensPanel } from './components/ItensPanel.tsx';

/**
 * financeiro/faturas/faturamento-autoescola (faturas_boletos, finance's landing screen): the invoices
 * and boletos, and the month's billing run, as two tabs (`?aba=faturamento`).
 */
export function FaturasBoletosPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const aba = search.get('aba') === 'faturamento' ? 'faturamento' : 'faturas';
  return (
    <>
      <PageHeader
        title={t('faturamento.title')}
        description={t('faturamento.intro')}
        crumbs={[{ label: t('faturamento.title') }]}
      />
      <Tabs
        value={aba}
        onChange={(value) =>
          setSearch(value === 'faturamento' ? { aba: 'faturamento' } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="faturas">{t('faturamento.tabs.faturas')}</Tabs.Tab>
          <Tabs.Tab value="faturamento">{t('faturamento.tabs.faturamento')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="faturas">
          <FaturasPanel financeiro />
        </Tabs.Panel>
        <Tabs.Panel value="faturamento">
          <FaturamentoMes />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** financeiro/faturas/alunos-faturados (faturas_cadastradas) */
export function AlunosFaturadosPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('faturamento.itens.title')}
        description={t('faturamento.itens.intro')}
        crumbs={[{ label: t('faturamento.itens.title') }]}
      />
      <ItensPanel variasEscolas />
    </>
  );
}

/** financeiro/faturas/alunos-cadastrados (Listar_alunos) */
export function AlunosCadastradosPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('faturamento.cadastrados.title')}
        description={t('faturamento.cadastrados.intro')}
        crumbs={[{ label: t('faturamento.cadastrados.title') }]}
      />
      <CadastradosPanel />
    </>
  );
}

/** financeiro/faturas/autoescolas: the contracts. */
export function ContratosPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('faturamento.contratos.title')}
        description={t('faturamento.contratos.intro')}
        crumbs={[{ label: t('faturamento.contratos.title') }]}
      />
      <Contratos />
    </>
  );
}

/** admin/faturas/index: the school's invoices, to pay. */
export function EscolaFaturasPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('faturamento.escola.title')}
        description={t('faturamento.escola.intro')}
        crumbs={[{ label: t('faturamento.escola.title') }]}
      />
      <FaturasPanel financeiro={false} />
    </>
  );
}

/** admin/faturas/relatorio: the school's invoices by period with totals. */
export function EscolaRelatorioPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('faturamento.escola.relatorioTitle')}
        description={t('faturamento.escola.relatorioIntro')}
        crumbs={[{ label: t('faturamento.escola.relatorioTitle') }]}
      />
      <FaturasPanel financeiro={false} periodo />
    </>
  );
}

/** admin/faturas/faturas-praticas (flag faturas_praticas) */
export function EscolaFaturasPraticasPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('faturamento.itens.praticasTitle')}
        description={t('faturamento.itens.praticasIntro')}
        crumbs={[{ label: t('faturamento.itens.praticasTitle') }]}
      />
      <ItensPanel tipo="aula_pratica" variasEscolas={false} />
    </>
  );
}

/** admin/faturas/faturas-teoricas (flag faturas_teoricas) */
export function EscolaFaturasTeoricasPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('faturamento.itens.teoricasTitle')}
        description={t('faturamento.itens.teoricasIntro')}
        crumbs={[{ label: t('faturamento.itens.teoricasTitle') }]}
      />
      <ItensPanel tipo="aula_teorica" variasEscolas={false} />
    </>
  );
}
