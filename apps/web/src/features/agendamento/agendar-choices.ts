import { TIPOS_AULA_PRATICA } from '@cfc/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SlotsRequest, TipoAula } from './api.ts';

/** What the agendar screen asks; kept in the address bar so coming back shows the same day. */
export interface AgendarChoices {
  readonly processo: string;
  readonly instrutor: string;
  readonly veiculo: string;
  readonly data: string;
  readonly horas: '1' | '2';
  readonly tipo: TipoAula;
}

function isTipo(value: string | null): value is TipoAula {
  return (TIPOS_AULA_PRATICA as readonly (string | null)[]).includes(value);
}

export function readChoices(search: URLSearchParams): AgendarChoices {
  const tipo = search.get('tipo');
  return {
    processo: search.get('processo') ?? '',
    instrutor: search.get('instrutor') ?? '',
    veiculo: search.get('veiculo') ?? '',
    data: search.get('data') ?? '',
    horas: search.get('horas') === '2' ? '2' : '1',
    tipo: isTipo(tipo) ? tipo : 'normal',
  };
}

/** The slot request once every choice is made. */
export function slotsRequestOf(choices: AgendarChoices): SlotsRequest | undefined {
  const { processo, instrutor, veiculo, data } = choices;
  if (!processo || !instrutor || !veiculo || !data) return undefined;
  return {
    data,
    processo_id: Number(processo),
    instrutor_id: Number(instrutor),
    veiculo_id: Number(veiculo),
    horas_aula: choices.horas === '2' ? 2 : 1,
    tipo: choices.tipo,
  };
}

export function useAgendarChoices() {
  const [search, setSearch] = useSearchParams();
  const choices = useMemo(() => readChoices(search), [search]);
  const update = useCallback(
    (patch: Partial<AgendarChoices>) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { choices, update };
}
