import type { Exame } from '@cfc/contract';
import { useTranslation } from 'react-i18next';
import { useSaveFormLegacy as useSaveForm } from '../../ui/form/useSaveFormLegacy.ts';
import { useSaveExame } from './api.ts';
import { EXAME_FIELDS, type ExameFormValues, exameBodyFrom } from './exame-values.ts';

/** Registers or corrects an exam: the server's message, then `onSaved`; or its 422 messages by field. */
export function useExameSubmit() {
  const { t } = useTranslation();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSaveExame(),
    fields: EXAME_FIELDS,
    failureMessage: t('alunos.exames.saveError'),
  });

  return {
    submit: (
      target: { readonly alunoId: number; readonly exameId?: number },
      values: ExameFormValues,
      onSaved: (exame: Exame) => void,
    ) => submit({ ...target, body: exameBodyFrom(values) }, onSaved),
    submitting,
    serverErrors,
  };
}
