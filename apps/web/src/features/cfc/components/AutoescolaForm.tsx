import type { AutoescolaDetalhe } from '@cfc/contract';
import { OPERATOR_SLUG, schoolSlug } from '@cfc/domain';
import { Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { useSaveAutoescola } from '../api.ts';
import {
  AdministradorSection,
  ContatoSection,
  EmpresaSection,
  EnderecoSection,
  GratuidadesSection,
} from './AutoescolaFields.tsx';
import { autoescolaForm, NEW_AUTOESCOLA, novaAutoescolaForm, valuesOf } from './autoescola-form-schema.ts';

/** The server names the administrator's fields as the body nests them; so does the form. */
const ALIASES = {
  'administrador.nome': 'administrador.nome',
  'administrador.email': 'administrador.email',
} as const;

interface AutoescolaFormProps {
  /** The school being edited; absent for a new one, which comes with its first administrator. */
  readonly autoescola?: AutoescolaDetalhe;
  /** Where the user goes after saving or cancelling: the list as it was left. */
  readonly backTo: string;
}

/** The school's data in titled sections; checks run on submit, then as the user corrects. */
export function AutoescolaForm({ autoescola, backTo }: AutoescolaFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(
    autoescola ? autoescolaForm : novaAutoescolaForm,
    autoescola ? valuesOf(autoescola) : NEW_AUTOESCOLA,
  );
  const { submit, submitting } = useSaveForm({
    save: useSaveAutoescola(autoescola?.id),
    form,
    aliases: ALIASES,
    returnTo: backTo,
    reviewMessage: t('cfc.form.errors.review'),
    failureMessage: t('cfc.saveError'),
  });
  const { control } = form;

  const newSlug = schoolSlug(useWatch({ control, name: 'nome_fantasia' }) ?? '');
  const slugHint = autoescola
    ? t('cfc.form.slugFixed', { slug: autoescola.slug })
    : newSlug === ''
      ? t('cfc.form.slugEmpty')
      : t('cfc.form.slugNew', { slug: newSlug });

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body))} noValidate>
      <Stack gap="lg">
        <EmpresaSection
          control={control}
          slugHint={slugHint}
          // The operator's own school cannot be switched off from here.
          showAtivo={autoescola !== undefined && autoescola.slug !== OPERATOR_SLUG}
        />
        <EnderecoSection control={control} />
        <ContatoSection control={control} />
        <GratuidadesSection control={control} />
        {!autoescola && <AdministradorSection control={control} />}
        <FormActions
          cancel={{ to: backTo, label: t('cfc.form.cancel') }}
          saveLabel={t('cfc.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
