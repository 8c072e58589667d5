import type { Aluno } from '@cfc/contract';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../ui/form/field-errors.ts';
import { useFormState } from '../../ui/form/useFormState.ts';
import { useSaveFormLegacy as useSaveForm } from '../../ui/form/useSaveFormLegacy.ts';
import { useRequiredMessage } from '../../ui/inputs/required-message.ts';
import { useSaveAluno } from './api.ts';
import {
  ALUNO_FIELDS,
  type AlunoField,
  type AlunoFormValues,
  alunoBodyFrom,
  validateAluno,
} from './form-values.ts';

/** The state of a student form, with the messages of SPEC §5 and the server's. */
export function useAlunoForm(initial: AlunoFormValues, serverErrors: FieldErrors<AlunoField>) {
  const { t } = useTranslation();
  const requiredMessage = useRequiredMessage();
  return useFormState({
    initial,
    validate: validateAluno,
    describe: (code, field) =>
      code === 'required' ? requiredMessage(t(`alunos.fields.${field}`)) : t(`alunos.form.errors.${code}`),
    serverErrors,
  });
}

/**
 * Saves a student (POST without id, PUT with one): the server's message, then `onSaved`; or its
 * 422 messages under the fields, plus those about no field of the form.
 */
export function useAlunoSubmit(id: number | undefined) {
  const { t } = useTranslation();
  const { submit, ...state } = useSaveForm({
    save: useSaveAluno(id),
    fields: ALUNO_FIELDS,
    failureMessage: t('alunos.form.saveError'),
  });
  return {
    ...state,
    submit: (values: AlunoFormValues, onSaved: (aluno: Aluno) => void) =>
      submit(alunoBodyFrom(values), onSaved),
  };
}
