import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../ui/constants.ts';
import type { TableState } from '../../ui/DataTable.tsx';
import type { TableParamsPatch } from '../../ui/data-table/table-params.ts';
import { ENVIOS_LIST_KEY } from './api.ts';
import {
  defaultFiltros,
  EMPTY_FILTROS,
  type EnviosFiltros,
  FIRST_PAGE,
  nextPaging,
  type Paging,
  periodoInvalido,
  withEscola,
} from './filters.ts';

/**
 * The filters as typed (`draft`) and as searched (`applied`, null after 'Limpar'), with the page.
 * 'Consultar' searches what is typed; the status searches at once and the student's name once
 * typing pauses (SPEC §4, §9). The search is explicit, so it lives here, not in the address bar.
 */
export function useEnviosSearch(today: string) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<EnviosFiltros>(() => defaultFiltros(today));
  const [applied, setApplied] = useState<EnviosFiltros | null>(() => defaultFiltros(today));
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);

  const apply = useCallback(
    (filtros: EnviosFiltros) => {
      if (periodoInvalido(filtros)) return;
      setApplied(filtros);
      setPaging((current) => ({ ...current, page: 1 }));
      void queryClient.invalidateQueries({ queryKey: ENVIOS_LIST_KEY });
    },
    [queryClient],
  );
  // The name searches what is typed when typing pauses, with every other filter as it is then.
  const latest = useRef(draft);
  const applyLater = useDebouncedCallback(() => apply(latest.current), FILTER_DEBOUNCE_MS);
  const applyNow = (filtros: EnviosFiltros) => {
    applyLater.cancel();
    apply(filtros);
  };

  const change = (patch: Partial<EnviosFiltros>) => {
    let next = { ...latest.current, ...patch };
    if (patch.schema !== undefined) next = withEscola(next, patch.schema);
    latest.current = next;
    setDraft(next);
    if (patch.status !== undefined) applyNow(next);
    else if (patch.nome !== undefined && next.schema !== '') applyLater();
  };

  const clear = useCallback(() => {
    applyLater.cancel();
    latest.current = EMPTY_FILTROS;
    setDraft(EMPTY_FILTROS);
    setApplied(null);
    setPaging(FIRST_PAGE);
  }, [applyLater]);

  const update = useCallback(
    (patch: TableParamsPatch) => setPaging((current) => nextPaging(current, patch)),
    [],
  );
  const table: TableState = useMemo(
    () => ({
      params: { page: paging.page, perPage: paging.perPage, sort: undefined, filtro: '' },
      update,
      filter: () => undefined,
    }),
    [paging, update],
  );

  return {
    draft,
    applied,
    paging,
    table,
    change,
    clear,
    consultar: () => applyNow(draft),
  };
}
