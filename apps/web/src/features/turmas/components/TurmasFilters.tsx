import { CURSOS_TURMA, STATUS_TURMA } from '@cfc/contract';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TableState } from '../../../ui/DataTable.tsx';
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

/** Status and course, kept in the address bar with the table. */
export function TurmasFilters({ table }: { readonly table: TableState }) {
  const { t } = useTranslation();
  const cursoNome = useCursoNomes();
  const set = (key: string, value: string | undefined) =>
    table.update({ filters: { [key]: value }, page: 1 });
  return (
    <>
      <NativeSelect
        label={t('turmas.list.status')}
        value={table.filter('status') ?? ''}
        onChange={(event) => set('status', event.currentTarget.value || undefined)}
        data={[
          { value: '', label: t('turmas.all') },
          ...STATUS_TURMA.map((value) => ({ value, label: t(`turmas.status.${value}`) })),
        ]}
        w={{ base: '100%', xs: 160 }}
      />
      <NativeSelect
        label={t('turmas.list.curso')}
        value={table.filter('curso') ?? ''}
        onChange={(event) => set('curso', event.currentTarget.value || undefined)}
        data={[
          { value: '', label: t('turmas.all') },
          ...CURSOS_TURMA.map((value) => ({ value, label: cursoNome(value) })),
        ]}
        w={{ base: '100%', xs: 240 }}
      />
    </>
  );
}
