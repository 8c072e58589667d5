import { useCallback, useMemo } from 'react';
import { useSearchPatch } from '../../routing/search-patch.ts';
import {
  readTableParams,
  type TableParams,
  type TableParamsPatch,
  writeTableParams,
} from './table-params.ts';

export interface TableState {
  readonly params: TableParams;
  readonly update: (patch: TableParamsPatch) => void;
  /** A screen filter kept in the address bar beside the table's own parameters. */
  readonly filter: (key: string) => string | undefined;
}

/**
 * The table state lives in the address bar, so a reload, a shared link or coming back from an
 * edit screen shows the same page, order and filter.
 */
export function useTableParams(defaultSort?: string): TableState {
  const [search, setSearch] = useSearchPatch();
  const params = useMemo(() => readTableParams(search, defaultSort), [search, defaultSort]);
  const update = useCallback(
    (patch: TableParamsPatch) => setSearch((current) => writeTableParams(current, patch)),
    [setSearch],
  );
  const filter = useCallback((key: string) => search.get(key) ?? undefined, [search]);
  return { params, update, filter };
}
