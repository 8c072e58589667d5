import { useSearchParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { ALUNO_PARAM } from './links.ts';

/** The student chosen on a screen, kept in the address bar (`?aluno=`) so links can preselect one. */
export function useChosenAluno() {
  const [search, setSearch] = useSearchParams();
  const id = idFrom(search.get(ALUNO_PARAM));
  const choose = (next: number | undefined) =>
    setSearch(next === undefined ? {} : { [ALUNO_PARAM]: String(next) }, { replace: true });
  return [id, choose] as const;
}
