import { CATEGORIAS_CNH_INSTRUTOR } from '@cfc/contract';
import { categoriesTaughtBy } from '@cfc/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { digitsOf } from '../../../ui/form/form-values.ts';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { CpfInput, PhoneInput } from '../../../ui/inputs/MaskedInputs.tsx';
import {
  INSTRUTOR_FIELDS,
  type InstrutorField,
  type InstrutorFormValues,
  isCategoriaCnh,
  LIMITS,
  validateInstrutor,
} from '../form-values.ts';
import { FOTO_UNCHANGED, type FotoState } from '../foto.ts';
import { FotoSection } from './FotoSection.tsx';

interface InstrutorFormProps {
  readonly initial: InstrutorFormValues;
  /** The saved instructor; absent while registering a new one. */
  readonly instrutor?: { readonly id: number; readonly temFoto: boolean };
  readonly submitting: boolean;
  readonly serverErrors: FieldErrors<InstrutorField>;
  readonly onSubmit: (values: InstrutorFormValues, foto: FotoState) => void;
}

/** Personal data, licence, credential and photo of an instructor. */
export function InstrutorForm({
  initial,
  instrutor,
  submitting,
  serverErrors,
  onSubmit,
}: InstrutorFormProps) {
  const { t } = useTranslation();
  const [foto, setFoto] = useState<FotoState>(FOTO_UNCHANGED);
  const label = (field: InstrutorField): string => {
    const names = {
      nome: t('instrutores.form.nome'),
      cpf: t('instrutores.form.cpf'),
      email: t('instrutores.form.email'),
      telefone: t('instrutores.form.telefone'),
      cnh_numero: t('instrutores.form.cnhNumero'),
      cnh_categoria: t('instrutores.form.cnhCategoria'),
      cnh_validade: t('instrutores.form.cnhValidade'),
      credencial_numero: t('instrutores.form.credencialNumero'),
      credencial_validade: t('instrutores.form.credencialValidade'),
    } satisfies Record<InstrutorField, string>;
    return names[field];
  };
  const form = useFormState({
    initial,
    validate: validateInstrutor,
    describe: (code, field) => t(`instrutores.form.errors.${code}`, { name: label(field) }),
    serverErrors,
  });
  const { values, set, error } = form;
  const taught = isCategoriaCnh(values.cnh_categoria) ? categoriesTaughtBy(values.cnh_categoria) : [];

  return (
    <form
      ref={form.ref}
      onSubmit={form.handleSubmit(INSTRUTOR_FIELDS, (values) => onSubmit(values, foto))}
      noValidate
    >
      <Stack gap="lg">
        <FormSection title={t('instrutores.form.personal')} hint={t('instrutores.form.personalHint')}>
          <TextInput
            label={label('nome')}
            required
            autoComplete="off"
            maxLength={LIMITS.nome}
            value={values.nome}
            onChange={(event) => set('nome', event.currentTarget.value)}
            error={error('nome')}
          />
          <CpfInput
            label={label('cpf')}
            required
            value={values.cpf}
            onChange={(cpf) => set('cpf', cpf)}
            error={error('cpf')}
          />
          <TextInput
            label={label('email')}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            error={error('email')}
          />
          <PhoneInput
            label={label('telefone')}
            value={values.telefone}
            onChange={(telefone) => set('telefone', telefone)}
            error={error('telefone')}
          />
        </FormSection>

        <FormSection title={t('instrutores.form.cnh')} hint={t('instrutores.form.cnhHint')}>
          <TextInput
            label={label('cnh_numero')}
            description={t('instrutores.form.cnhNumeroHint')}
            inputWrapperOrder={HINT_BELOW}
            required
            autoComplete="off"
            inputMode="numeric"
            maxLength={LIMITS.cnh}
            value={values.cnh_numero}
            onChange={(event) => set('cnh_numero', digitsOf(event.currentTarget.value))}
            error={error('cnh_numero')}
          />
          <Select
            label={label('cnh_categoria')}
            description={
              taught.length > 0 ? t('instrutores.form.teaches', { categorias: taught.join(', ') }) : undefined
            }
            inputWrapperOrder={HINT_BELOW}
            required
            placeholder={t('instrutores.form.cnhCategoriaPlaceholder')}
            data={[...CATEGORIAS_CNH_INSTRUTOR]}
            value={values.cnh_categoria}
            onChange={(categoria) => set('cnh_categoria', categoria)}
            error={error('cnh_categoria')}
            allowDeselect={false}
          />
          <DateField
            label={label('cnh_validade')}
            value={values.cnh_validade}
            onChange={(date) => set('cnh_validade', date)}
            error={error('cnh_validade')}
          />
        </FormSection>

        <FormSection title={t('instrutores.form.credential')} hint={t('instrutores.form.credentialHint')}>
          <TextInput
            label={label('credencial_numero')}
            required
            autoComplete="off"
            maxLength={LIMITS.credencial}
            value={values.credencial_numero}
            onChange={(event) => set('credencial_numero', event.currentTarget.value)}
            error={error('credencial_numero')}
          />
          <DateField
            label={label('credencial_validade')}
            required
            value={values.credencial_validade}
            onChange={(date) => set('credencial_validade', date)}
            error={error('credencial_validade')}
          />
        </FormSection>

        <FotoSection instrutor={instrutor} nome={values.nome} value={foto} onChange={setFoto} />

        <FormActions
          cancel={{ to: buildPath('listagem-instrutores'), label: t('instrutores.form.cancel') }}
          saveLabel={t('instrutores.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
