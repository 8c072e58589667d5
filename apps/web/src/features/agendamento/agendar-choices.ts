import { type Processo, TIPOS_AULA_PRATICA } from '@cfc/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isDateValue } from '../../ui/inputs/date-value.ts';
import type { SlotsRequest, TipoAula } from './api.ts';

/** What the agendar screen asks; kept in the address bar so coming back shows the same day. */
export interface AgendarChoices {
  /** The student: narrows the processes to theirs, and says when they have none open. */
  readonly aluno: string;
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
    aluno: search.get('aluno') ?? '',
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
  // A refused date text asks for no slots: the date field shows why.
  if (!processo || !instrutor || !veiculo || !isDateValue(data)) return undefined;
  return {
    data,
    processo_id: Number(processo),
    instrutor_id: Number(instrutor),
    veiculo_id: Number(veiculo),
    horas_aula: choices.horas === '2' ? 2 : 1,
    tipo: choices.tipo,
  };
}

/**
 * The processes a lesson can be booked on: the chosen student's open ones, or every open one while
 * no student is chosen; undefined while they load. An empty list means the student needs a process.
 */
export function processosDaEscolha<P extends Pick<Processo, 'aluno_id' | 'status'>>(
  alunoId: number | undefined,
  abertos: readonly P[] | undefined,
  doAluno: readonly P[] | undefined,
): readonly P[] | undefined {
  if (alunoId === undefined) return abertos;
  const deles = (list: readonly P[] | undefined) =>
    list?.filter((processo) => processo.status === 'aberto' && processo.aluno_id === alunoId);
  if (doAluno) return deles(doAluno);
  // While the student's own list loads, the open ones already known spare a flicker.
  const known = deles(abertos);
  return known?.length ? known : undefined;
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
