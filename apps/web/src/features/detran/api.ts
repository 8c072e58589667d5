import { detranApi } from '@cfc/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '../../api/queries.ts';
import type { TableState } from '../../ui/DataTable.tsx';
import { pageQueryOf } from '../../ui/data-table/table-params.ts';

/** The lists of the authority's area and the detail each opens (its endpoints). */
export const LISTAS = {
  alunos: { list: detranApi.listAlunos, get: detranApi.getAluno },
  'aulas-praticas': { list: detranApi.listAulasPraticas, get: detranApi.getAulaPratica },
  'turmas-teoricas': { list: detranApi.listTurmas, get: detranApi.getTurma },
  instrutores: { list: detranApi.listInstrutores, get: detranApi.getInstrutor },
  veiculos: { list: detranApi.listVeiculos, get: detranApi.getVeiculo },
} as const;
export type Lista = keyof typeof LISTAS;

/** The list's filters besides the text one, kept in the address bar with the table. */
export const FILTROS = ['autoescola_id', 'status', 'de', 'ate'] as const;

function filtrosOf(table: TableState) {
  return Object.fromEntries(
    FILTROS.flatMap((name) => {
      const value = table.filter(name);
      return value ? [[name, name === 'autoescola_id' ? Number(value) : value]] : [];
    }),
  );
}

export function useDetranList<L extends Lista>(lista: L, table: TableState) {
  return useEndpointQuery(
    LISTAS[lista].list,
    { query: { ...pageQueryOf(table.params), ...filtrosOf(table) } },
    { placeholderData: keepPreviousData },
  );
}

/** One record, whole (its CPF too): read only when its drawer opens. */
export function useDetranDetalhe<L extends Lista>(lista: L, id: number | null) {
  return useEndpointQuery(LISTAS[lista].get, { params: { id: id ?? 0 } }, { enabled: id !== null });
}
