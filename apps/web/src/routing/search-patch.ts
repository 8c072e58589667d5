import { useCallback, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/** Changes some of the address's query parameters; an empty value removes the parameter. */
export type SearchPatch = Readonly<Record<string, string | undefined>>;

/** The query `current` with `patch` applied: set what has a value, delete what is empty. */
export function patchSearch(current: URLSearchParams, patch: SearchPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

type SearchUpdate = SearchPatch | ((current: URLSearchParams) => URLSearchParams);

/**
 * The address's query and a way to change part of it in place (the back button is not filled).
 *
 * react-router's functional update starts from the query of the last render: under load the next
 * click can come before that render, and its update would undo the one before. An update here
 * starts from the last update this screen made, until the router renders the new query.
 *
 * While the user is leaving the screen (the next screen still loading), an update is dropped: a
 * filter's debounced update would otherwise bring them back, the click on a row's link lost.
 */
export function useSearchPatch(): [URLSearchParams, (update: SearchUpdate) => void] {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const latest = useRef({ rendered: search, next: search });
  if (latest.current.rendered !== search) latest.current = { rendered: search, next: search };
  const update = useCallback(
    (change: SearchUpdate) => {
      if (leaving.current) return;
      const current = new URLSearchParams(latest.current.next);
      const next = typeof change === 'function' ? change(current) : patchSearch(current, change);
      latest.current.next = next;
      setSearch(next, { replace: true, preventScrollReset: true });
    },
    [setSearch],
  );
  return [search, update];
}
