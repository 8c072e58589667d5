import { aulaPraticaBody, horariosLivresQuery, type Processo, TIPOS_AULA_PRATICA } from '@cfc/contract';
import { z } from 'zod';
import { isDateValue } from '../../ui/inputs/date-value.ts';
import type { SlotsRequest, TipoAula } from './api.ts';

/**
 * The booking form: the contract's body of a booking (aulaPraticaBody, what the server checks), with
 * what only the screen holds: the student, who narrows the processes to theirs (and says when they
 * have none open), and the day whose slots are shown (the chosen slot's start says it to the server).
 */
export const agendarForm = aulaPraticaBody.extend({
  aluno_id: z.number().int().positive().optional(),
  data: horariosLivresQuery.shape.data,
});
export type AgendarValues = z.input<typeof agendarForm>;

/** What the agendar screen asks, as the address bar keeps it, so coming back shows the same day. */
export interface AgendarChoices {
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

/** The address bar's choices as the form's values; no slot is chosen yet. */
export function valuesOf(choices: AgendarChoices): AgendarValues {
  const id = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);
  return {
    aluno_id: id(choices.aluno),
    processo_id: id(choices.processo) as number,
    instrutor_id: id(choices.instrutor) as number,
    veiculo_id: id(choices.veiculo) as number,
    data: choices.data,
    horas_aula: choices.horas === '2' ? 2 : 1,
    tipo: choices.tipo,
    inicio: '',
    contingencia: false,
  };
}

/** The form's values as the address bar keeps them; what is not chosen is left out. */
export function searchOf(values: Partial<AgendarValues>): URLSearchParams {
  const search = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') search.set(key, String(value));
  };
  put('aluno', values.aluno_id);
  put('processo', values.processo_id);
  put('instrutor', values.instrutor_id);
  put('veiculo', values.veiculo_id);
  put('data', values.data);
  if (values.horas_aula === 2) put('horas', '2');
  if (values.tipo && values.tipo !== 'normal') put('tipo', values.tipo);
  return search;
}

/** The slot request once every choice is made. */
export function slotsRequestOf(choices: AgendarChoices): SlotsRequest | undefined {
  const values = valuesOf(choices);
  return slotsRequestOfValues(values);
}

/** The same from the form's values. */
export function slotsRequestOfValues(values: Partial<AgendarValues>): SlotsRequest | undefined {
  const { processo_id, instrutor_id, veiculo_id, data } = values;
  // A refused date text asks for no slots: the date field shows why.
  if (!processo_id || !instrutor_id || !veiculo_id || !data || !isDateValue(data)) return undefined;
  return {
    data,
    processo_id,
    instrutor_id,
    veiculo_id,
    horas_aula: values.horas_aula === 2 ? 2 : 1,
    tipo: values.tipo ?? 'normal',
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
