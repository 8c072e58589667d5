import { type CargaHorariaTeoricaLinha, CURSOS_TURMA, reportExports, turmasApi } from '@cfc/contract';
import { Checkbox, Group, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  type TableState,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { ExportButtonsFor } from '../../ui/ExportButtons.tsx';
import { type ExportFormat, exportFilterParam } from '../../ui/export-file.ts';
import { displayCpf } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { consultaPath } from '../processos/index.ts';
import { useCargaHorariaTeorica, useTurmaOptions } from './api.ts';
import { useCursoNomes } from './components/TurmasFilters.tsx';

/** The report's filters as the address bar keeps them; the server's schema checks them. */
function filtrosOf(table: TableState) {
  return { id_turma: table.filter('id_turma'), curso: table.filter('curso'), todas: table.filter('todas') };
}

const exports = reportExports(turmasApi.reportCargaHoraria.path, z.looseObject({}));

function Filtros({ table }: { readonly table: TableState }) {
  const { t } = useTranslation();
  const turmas = useTurmaOptions();
  const cursoNome = useCursoNomes();
  const set = (key: string, value: string | undefined) =>
    table.update({ filters: { [key]: value }, page: 1 });
  return (
    <>
      <NativeSelect
        label={t('turmas.horas.turma')}
        value={table.filter('id_turma') ?? ''}
        onChange={(event) => set('id_turma', event.currentTarget.value || undefined)}
        data={[
          { value: '', label: t('turmas.all') },
          ...(turmas.data ?? []).map((turma) => ({ value: String(turma.id_turma), label: turma.nome })),
        ]}
        w={{ base: '100%', xs: 220 }}
      />
      <NativeSelect
        label={t('turmas.horas.curso')}
        value={table.filter('curso') ?? ''}
        onChange={(event) => set('curso', event.currentTarget.value || undefined)}
        data={[
          { value: '', label: t('turmas.all') },
          ...CURSOS_TURMA.map((value) => ({ value, label: cursoNome(value) })),
        ]}
        w={{ base: '100%', xs: 240 }}
      />
      <Checkbox
        label={t('turmas.horas.todas')}
        checked={table.filter('todas') === 'true'}
        onChange={(event) => set('todas', event.currentTarget.checked ? 'true' : undefined)}
        mb={8}
      />
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
        if (linha.requeridas === 0) {
          return (
            <Text size="xs" c="dimmed">
              {t('turmas.horas.semMinimo')}
            </Text>
          );
        }
        const value = Math.min(100, Math.round((linha.realizadas / linha.requeridas) * 100));
        return (
          <Stack gap={4} miw={110}>
            <Group justify="space-between" gap={4}>
              <Text size="xs" fw={600}>{`${value}%`}</Text>
              {linha.completo && (
                <Text size="xs" c="brand.8" fw={600}>
                  {t('turmas.horas.completo')}
                </Text>
              )}
            </Group>
            <Progress
              value={value}
              color={linha.completo ? 'brand' : 'info'}
              size="sm"
              aria-label={t('turmas.horas.percentual', { value })}
            />
          </Stack>
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

  const params = { id: '-', param: exportFilterParam(table.params.filtro) };
  const exportFile = (formato: ExportFormat) =>
    formato === 'pdf'
      ? api.call(exports.exportPdf, { params, query: filtros })
      : api.call(exports.exportXlsx, { params, query: { ...filtros, formato } });

  return (
    <>
      <PageHeader
        title={t('turmas.horas.title')}
        description={t('turmas.horas.intro')}
        crumbs={[{ label: t('turmas.horas.crumb') }, { label: t('turmas.horas.title') }]}
        action={<ExportButtonsFor exportFile={exportFile} />}
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
