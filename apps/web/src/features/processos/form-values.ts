import {
  type Processo,
  type ProcessoBody,
  type ProcessoUpdateBody,
  STATUS_PROCESSO,
  TIPOS_PROCESSO,
} from '@cfc/contract';
import { CNH_CATEGORIES, type CnhCategory, isRenach, normalizeRenach } from '@cfc/domain';
import { compact } from '../../ui/form/field-errors.ts';
import { blankToNull } from '../../ui/form/form-values.ts';

export type TipoProcesso = (typeof TIPOS_PROCESSO)[number];
export type StatusProcesso = (typeof STATUS_PROCESSO)[number];
export { CNH_CATEGORIES, STATUS_PROCESSO, TIPOS_PROCESSO };

/** C, D and E are reached by changing category; ACC, A and B by a first licence or by adding (contract rule). */
const BY_MUDANCA: readonly CnhCategory[] = ['C', 'D', 'E'];

/** The types of process a category allows; the first is the usual one. */
export function tiposFor(categoria: CnhCategory | ''): readonly TipoProcesso[] {
  if (categoria === '') return TIPOS_PROCESSO;
  return BY_MUDANCA.includes(categoria) ? ['mudanca'] : ['primeira_habilitacao', 'adicao'];
}

/** The form that opens a process; dates are 'YYYY-MM-DD' or ''. */
export interface ProcessoFormValues {
  readonly aluno_id: number | undefined;
  readonly renach: string;
  readonly categoria: CnhCategory | '';
  readonly tipo: TipoProcesso | '';
  readonly aberto_em: string;
  readonly ladv_numero: string;
  readonly ladv_validade: string;
}

export type ProcessoField = keyof ProcessoFormValues;
export const PROCESSO_FIELDS: readonly ProcessoField[] = [
  'aluno_id',
  'renach',
  'categoria',
  'tipo',
  'aberto_em',
  'ladv_numero',
  'ladv_validade',
];
export type ProcessoFormError =
  | 'alunoRequired'
  | 'renachInvalid'
  | 'categoriaRequired'
  | 'tipoRequired'
  | 'tipoMismatch';

export const LADV_NUMERO_MAX = 30;

export const EMPTY_PROCESSO: ProcessoFormValues = {
  aluno_id: undefined,
  renach: '',
  categoria: '',
  tipo: '',
  aberto_em: '',
  ladv_numero: '',
  ladv_validade: '',
};

export function validateProcesso(
  values: ProcessoFormValues,
): Partial<Record<ProcessoField, ProcessoFormError>> {
  const tipoError = (): ProcessoFormError | undefined => {
    if (values.tipo === '') return 'tipoRequired';
    return tiposFor(values.categoria).includes(values.tipo) ? undefined : 'tipoMismatch';
  };
  return compact({
    aluno_id: values.aluno_id === undefined ? 'alunoRequired' : undefined,
    renach: isRenach(values.renach) ? undefined : 'renachInvalid',
    categoria: values.categoria === '' ? 'categoriaRequired' : undefined,
    tipo: tipoError(),
  });
}

/** Call only after validateProcesso. */
export function processoBodyFrom(values: ProcessoFormValues): ProcessoBody {
  return {
    aluno_id: values.aluno_id ?? 0,
    renach: normalizeRenach(values.renach),
    categoria: values.categoria as CnhCategory,
    tipo: values.tipo as TipoProcesso,
    aberto_em: blankToNull(values.aberto_em),
    ladv_numero: blankToNull(values.ladv_numero.trim()),
    ladv_validade: blankToNull(values.ladv_validade),
  };
}

/** The form that changes a process: its LADV and status only. */
export interface ProcessoUpdateValues {
  readonly ladv_numero: string;
  readonly ladv_validade: string;
  readonly status: StatusProcesso;
}
export type ProcessoUpdateField = keyof ProcessoUpdateValues;
export const PROCESSO_UPDATE_FIELDS: readonly ProcessoUpdateField[] = [
  'ladv_numero',
  'ladv_validade',
  'status',
];

export function updateValuesFrom(processo: Processo): ProcessoUpdateValues {
  return {
    ladv_numero: processo.ladv_numero ?? '',
    ladv_validade: processo.ladv_validade?.slice(0, 10) ?? '',
    status: processo.status,
  };
}

export function processoUpdateBodyFrom(values: ProcessoUpdateValues): ProcessoUpdateBody {
  return {
    ladv_numero: blankToNull(values.ladv_numero.trim()),
    ladv_validade: blankToNull(values.ladv_validade),
    status: values.status,
  };
}
