import { OPERATOR_SLUG, schoolSlug } from '@cfc/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { useRequiredMessage } from '../../../ui/inputs/required-message.ts';
import {
  AUTOESCOLA_FIELDS,
  type AutoescolaField,
  type AutoescolaFormValues,
  validateAutoescola,
} from '../form-values.ts';
import {
  AdministradorSection,
  ContatoSection,
  EmpresaSection,
  EnderecoSection,
  GratuidadesSection,
  type SectionProps,
} from './AutoescolaFields.tsx';

interface AutoescolaFormProps {
  readonly initial: AutoescolaFormValues;
  /** The tenant key of a school being edited; a new one gets it from its trade name. */
  readonly slug?: string;
  readonly submitting: boolean;
  /** The 422 messages of the server, by field. */
  readonly serverErrors: FieldErrors<AutoescolaField>;
  readonly onSubmit: (values: AutoescolaFormValues) => void;
  /** Where 'Cancelar' goes: the list as it was left. */
  readonly cancelTo: string;
}

/** The school's data in titled sections; checks run on submit, then as the user corrects. */
export function AutoescolaForm({
  initial,
  slug,
  submitting,
  serverErrors,
  onSubmit,
  cancelTo,
}: AutoescolaFormProps) {
  const { t } = useTranslation();
  const requiredMessage = useRequiredMessage();
  const isNew = slug === undefined;
  const label = (field: AutoescolaField): string => t(`cfc.form.${field}`);
  const form = useFormState({
    initial,
    validate: (values: AutoescolaFormValues) => validateAutoescola(values, isNew),
    describe: (code, field) =>
      code === 'required' ? requiredMessage(label(field)) : t(`cfc.form.errors.${code}`),
    serverErrors,
  });
  const { values, set, error } = form;

  const newSlug = schoolSlug(values.nome_fantasia);
  const slugHint = isNew
    ? newSlug === ''
      ? t('cfc.form.slugEmpty')
      : t('cfc.form.slugNew', { slug: newSlug })
    : t('cfc.form.slugFixed', { slug });
  const section: SectionProps = { values, set, error, label };

  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(AUTOESCOLA_FIELDS, onSubmit)} noValidate>
      <Stack gap="lg">
        <EmpresaSection
          {...section}
          slugHint={slugHint}
          // The operator's own school cannot be switched off from here.
          showAtivo={!isNew && slug !== OPERATOR_SLUG}
          submitted={form.submitted}
        />
        <EnderecoSection {...section} />
        <ContatoSection {...section} />
        <GratuidadesSection {...section} />
        {isNew && <AdministradorSection {...section} />}
        <FormActions
          cancel={{ to: cancelTo, label: t('cfc.form.cancel') }}
          saveLabel={t('cfc.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
