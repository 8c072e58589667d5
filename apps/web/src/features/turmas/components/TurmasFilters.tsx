import { CURSOS_TURMA, STATUS_TURMA } from '@cfc/contract';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable.tsx';
import { FilterSelect } from '../../../ui/data-table/FilterFields.tsx';
import { cursosDoRegime, useCursos } from '../api.ts';

/** The list's own filters, as the address bar keeps them. */
export function turmasFiltrosOf(table: TableState) {
  return { status: table.filter('status'), curso: table.filter('curso') };
}

/** The course names of the regime, by id (the id itself while they load). */
export function useCursoNomes(): (curso: string) => string {
  const cursos = cursosDoRegime(useCursos().data);
  return (curso) => cursos.find((item) => item.id === curso)?.nome ?? curso;
}

/** The course of the class (key `curso`): the class list's filter and the theory hours report's. */
export function CursoFilter({ table, label }: { readonly table: TableState; readonly label: string }) {
  const { t } = useTranslation();
  const cursoNome = useCursoNomes();
  return (
    <FilterSelect
      table={table}
      name="curso"
      label={label}
      allLabel={t('turmas.all')}
      options={CURSOS_TURMA.map((value) => ({ value, label: cursoNome(value) }))}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

/** Status and course, kept in the address bar with the table. */
export function TurmasFilters({ table }: { readonly table: TableState }) {
  const { t } = useTranslation();
  return (
    <>
      <FilterSelect
        table={table}
        name="status"
        label={t('turmas.list.status')}
        allLabel={t('turmas.all')}
        options={STATUS_TURMA.map((value) => ({ value, label: t(`turmas.status.${value}`) }))}
      />
      <CursoFilter table={table} label={t('turmas.list.curso')} />
    </>
  );
}
