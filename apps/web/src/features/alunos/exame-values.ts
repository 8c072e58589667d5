import { type Exame, type ExameBody, RESULTADOS_EXAME, TIPOS_EXAME } from '@cfc/contract';
import { blankToNull } from '../../ui/form/form-values.ts';

export type TipoExame = (typeof TIPOS_EXAME)[number];
export type ResultadoExame = (typeof RESULTADOS_EXAME)[number];
export { RESULTADOS_EXAME, TIPOS_EXAME };

/** What the exam form holds while the user types. */
export interface ExameFormValues {
  readonly tipo: TipoExame | null;
  readonly resultado: ResultadoExame | null;
  /** 'YYYY-MM-DD' or ''. */
  readonly data_exame: string;
  readonly clinica: string;
  readonly observacoes: string;
}

export type ExameField = keyof ExameFormValues;
export type ExameFormErrors = Partial<Record<ExameField, 'required'>>;

export const EMPTY_EXAME: ExameFormValues = {
  tipo: null,
  resultado: null,
  data_exame: '',
  clinica: '',
  observacoes: '',
};

export const EXAME_FIELDS = Object.keys(EMPTY_EXAME) as ExameField[];

export function isTipoExame(value: string | null | undefined): value is TipoExame {
  return (TIPOS_EXAME as readonly (string | null | undefined)[]).includes(value);
}

export function isResultadoExame(value: string | null | undefined): value is ResultadoExame {
  return (RESULTADOS_EXAME as readonly (string | null | undefined)[]).includes(value);
}

export function validateExame(values: ExameFormValues): ExameFormErrors {
  const errors: ExameFormErrors = {};
  if (values.tipo === null) errors.tipo = 'required';
  if (values.resultado === null) errors.resultado = 'required';
  if (values.data_exame === '') errors.data_exame = 'required';
  return errors;
}

/** The body of POST /alunos/:id/exames and PUT /alunos/:id/exames/:idExame; call after validateExame. */
export function exameBodyFrom(values: ExameFormValues): ExameBody {
  if (values.tipo === null || values.resultado === null) throw new Error('Exam form not validated');
  return {
    tipo: values.tipo,
    resultado: values.resultado,
    data_exame: values.data_exame,
    clinica: blankToNull(values.clinica),
    observacoes: blankToNull(values.observacoes),
  };
}

export function valuesFromExame(exame: Exame): ExameFormValues {
  return {
    tipo: exame.tipo,
    resultado: exame.resultado,
    data_exame: exame.data_exame,
    clinica: exame.clinica ?? '',
    observacoes: exame.observacoes ?? '',
  };
}
