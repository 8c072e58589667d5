import { type CargaHorariaTeoricaLinha, turmasApi } from '@cfc/contract';
import { Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  type TableState,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { FilterCheckbox, FilterSelect } from '../../ui/data-table/FilterFields.tsx';
import { displayCpf } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AptidaoBadge, consultaPath } from '../processos/index.ts';
import { ProgressoCarga, RelatorioExportButtons } from '../relatorios/index.ts';
import { useCargaHorariaTeorica, useTurmaOptions } from './api.ts';
import { CursoFilter } from './components/TurmasFilters.tsx';

/** The report's filters as the address bar keeps them; the server's schema checks them. */
function filtrosOf(table: TableState) {
  return { id_turma: table.filter('id_turma'), curso: table.filter('curso'), todas: table.filter('todas') };
}

/** Class, course and 'with cancelled enrolments', kept in the address bar with the table. */
function Filtros({ table }: { readonly table: TableState }) {
  const { t } = useTranslation();
  const turmas = useTurmaOptions();
  return (
    <>
      <FilterSelect
        table={table}
        name="id_turma"
        label={t('turmas.horas.turma')}
        allLabel={t('turmas.all')}
        options={(turmas.data ?? []).map((turma) => ({ value: String(turma.id_turma), label: turma.nome }))}
        w={{ base: '100%', xs: 220 }}
      />
      <CursoFilter table={table} label={t('turmas.horas.curso')} />
      <FilterCheckbox table={table} name="todas" label={t('turmas.horas.todas')} />
    </>
  );
}

/** admin/relatorios/carga-horaria-teorica: each enrolment's theory h/a per subject against the minimum. */
export function CargaHorariaTeoricaPage() {
  const { t } = useTranslation();
  const table = useTableParams('aluno');
  const filtros = filtrosOf(table);
  const query = useCargaHorariaTeorica(table.params, filtros);

  const columns: DataTableColumn<CargaHorariaTeoricaLinha>[] = [
    {
      key: 'aluno',
      header: t('turmas.horas.columns.aluno'),
      sortField: 'aluno',
      render: (linha) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {linha.aluno_nome}
          </Text>
          <Text
            size="xs"
            c="dimmed"
          >{`${displayCpf(linha.cpf)} · ${linha.renach} · ${linha.categoria}`}</Text>
        </Stack>
      ),
    },
    {
      key: 'turma',
      header: t('turmas.horas.columns.turma'),
      sortField: 'turma',
      render: (linha) => (
        <Stack gap={0}>
          <Text size="sm">{linha.turma_nome}</Text>
          <Text size="xs" c="dimmed">
            {linha.curso_nome}
          </Text>
          {linha.matricula_status === 'cancelada' && (
            <Text size="xs" c="danger.7" fw={600}>
              {t('turmas.horas.cancelada')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'requeridas',
      header: t('turmas.horas.columns.requeridas'),
      align: 'right',
      render: (linha) => linha.requeridas,
    },
    {
      key: 'realizadas',
      header: t('turmas.horas.columns.realizadas'),
      align: 'right',
      render: (linha) => linha.realizadas,
    },
    {
      key: 'faltam',
      header: t('turmas.horas.columns.faltam'),
      align: 'right',
      render: (linha) => (
        <Text size="sm" fw={linha.faltam > 0 ? 600 : undefined}>
          {linha.faltam}
        </Text>
      ),
    },
    {
      key: 'disciplinas',
      header: t('turmas.horas.columns.disciplinas'),
      render: (linha) => (
        <Stack gap={2} miw={260} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {linha.disciplinas.map((item) => (
            <Text
              key={item.disciplina}
              component="li"
              size="xs"
              c={item.requeridas > 0 && item.faltam > 0 ? 'warning.9' : undefined}
            >
              {t('turmas.horas.disciplina', {
                nome: item.nome,
                realizadas: item.realizadas,
                requeridas: item.requeridas,
              })}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'progresso',
      header: t('turmas.horas.columns.progresso'),
      render: (linha) => {
        // Eligibility for the theory exam, as the server works it out (none for a course without theory).
        const aptidao = linha.aptidao && (
          <AptidaoBadge
            apto={linha.aptidao.apto}
            pendencias={linha.aptidao.pendencias.map((pendencia) => pendencia.mensagem)}
          />
        );
        if (linha.requeridas === 0) {
          return (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('turmas.horas.semMinimo')}
              </Text>
              {aptidao}
            </Stack>
          );
        }
        const value = Math.min(100, Math.round((linha.realizadas / linha.requeridas) * 100));
        return (
          <ProgressoCarga
            percentual={value}
            completo={linha.completo}
            texts={{
              completo: t('turmas.horas.completo'),
              percentual: t('turmas.horas.percentual', { value }),
            }}
          >
            {aptidao}
          </ProgressoCarga>
        );
      },
    },
  ];

  const rowActions = (linha: CargaHorariaTeoricaLinha): DataTableRowAction[] => [
    {
      key: 'consult',
      label: t('turmas.horas.consult', { nome: linha.aluno_nome }),
      icon: <IconEye size={18} aria-hidden />,
      to: consultaPath(linha.id_processo),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('turmas.horas.title')}
        description={t('turmas.horas.intro')}
        crumbs={[{ label: t('turmas.horas.crumb') }, { label: t('turmas.horas.title') }]}
        action={
          <RelatorioExportButtons
            relatorio={turmasApi.reportCargaHoraria.path}
            filtro={table.params.filtro}
            filtros={filtros}
          />
        }
      />
      <DataTable
        label={t('turmas.horas.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(linha) => linha.id_matricula}
        rowActions={rowActions}
        filter={{ label: t('turmas.horas.filter'), placeholder: t('turmas.horas.filterPlaceholder') }}
        toolbar={<Filtros table={table} />}
        emptyMessage={t('turmas.horas.empty')}
        minWidth={1100}
      />
    </>
  );
}
