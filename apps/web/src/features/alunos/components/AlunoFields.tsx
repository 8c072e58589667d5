import { todayInSaoPaulo, UFS } from '@cfc/domain';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { CepInput, CpfInput, PhoneInput, RenachInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import type { AlunoField, AlunoFormValues } from '../form-values.ts';

/** The part of a form state the student fields need. */
export interface AlunoFieldsForm {
  readonly values: AlunoFormValues;
  readonly set: <K extends AlunoField>(field: K, value: AlunoFormValues[K]) => void;
  readonly error: (field: AlunoField) => string | undefined;
}

interface FieldsProps {
  readonly form: AlunoFieldsForm;
}

/** A free-text field of the student, with its label and server or browser message. */
function TextField({ form, field, maxLength }: FieldsProps & { field: AlunoField; maxLength: number }) {
  const { t } = useTranslation();
  const value = form.values[field];
  return (
    <TextInput
      label={t(`alunos.fields.${field}`)}
      maxLength={maxLength}
      autoComplete="off"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => form.set(field, event.currentTarget.value)}
      error={form.error(field)}
    />
  );
}

/**
 * Nome and CPF: the two fields every registration asks for. `autoFocus` puts the cursor in Nome when
 * the form opens, so the keyboard starts there and not in the menu.
 */
export function IdentityFields({ form, autoFocus = false }: FieldsProps & { readonly autoFocus?: boolean }) {
  const { t } = useTranslation();
  const nome = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) nome.current?.focus();
  }, [autoFocus]);
  return (
    <>
      <TextInput
        ref={nome}
        label={t('alunos.fields.nome')}
        required
        maxLength={150}
        autoComplete="off"
        value={form.values.nome}
        onChange={(event) => form.set('nome', event.currentTarget.value)}
        error={form.error('nome')}
      />
      <CpfInput
        label={t('alunos.fields.cpf')}
        required
        value={form.values.cpf}
        onChange={(cpf) => form.set('cpf', cpf)}
        error={form.error('cpf')}
      />
    </>
  );
}

export function TelefoneField({ form }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <PhoneInput
      label={t('alunos.fields.telefone')}
      value={form.values.telefone}
      onChange={(telefone) => form.set('telefone', telefone)}
      error={form.error('telefone')}
    />
  );
}

/** Dados pessoais. */
export function PessoaisFields({ form, autoFocus = false }: FieldsProps & { readonly autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <IdentityFields form={form} autoFocus={autoFocus} />
      <DateField
        label={t('alunos.fields.data_nascimento')}
        value={form.values.data_nascimento}
        onChange={(date) => form.set('data_nascimento', date)}
        maxDate={todayInSaoPaulo()}
        error={form.error('data_nascimento')}
      />
      <TextField form={form} field="nome_mae" maxLength={150} />
    </>
  );
}

/** Endereço e contato. */
export function ContatoFields({ form }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TelefoneField form={form} />
      <TextInput
        label={t('alunos.fields.email')}
        type="email"
        autoComplete="off"
        maxLength={150}
        value={form.values.email}
        onChange={(event) => form.set('email', event.currentTarget.value)}
        error={form.error('email')}
      />
      <CepInput
        label={t('alunos.fields.cep')}
        value={form.values.cep}
        onChange={(cep) => form.set('cep', cep)}
        error={form.error('cep')}
      />
      <TextField form={form} field="logradouro" maxLength={200} />
      <TextField form={form} field="numero" maxLength={20} />
      <TextField form={form} field="complemento" maxLength={100} />
      <TextField form={form} field="bairro" maxLength={100} />
      <TextField form={form} field="cidade" maxLength={100} />
      <SearchSelect
        label={t('alunos.fields.uf')}
        placeholder={t('alunos.form.ufPlaceholder')}
        data={[...UFS]}
        value={form.values.uf}
        onChange={(uf) => form.set('uf', uf)}
        clearable
        error={form.error('uf')}
      />
    </>
  );
}

/** The student's RENACH: what a process needs before any practical lesson can be booked. */
export function RenachField({ form }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <RenachInput
      label={t('alunos.fields.renach')}
      description={t('alunos.form.renachHint')}
      inputWrapperOrder={HINT_BELOW}
      value={form.values.renach}
      onChange={(renach) => form.set('renach', renach)}
      error={form.error('renach')}
    />
  );
}

/** Processo e gratuidades. */
export function ProcessoFields({ form }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <RenachField form={form} />
      <Stack gap="sm" justify="center">
        <Checkbox
          label={t('alunos.fields.gratuidade_teorica')}
          checked={form.values.gratuidade_teorica}
          onChange={(event) => form.set('gratuidade_teorica', event.currentTarget.checked)}
          error={form.error('gratuidade_teorica')}
        />
        <Checkbox
          label={t('alunos.fields.gratuidade_pratica')}
          checked={form.values.gratuidade_pratica}
          onChange={(event) => form.set('gratuidade_pratica', event.currentTarget.checked)}
          error={form.error('gratuidade_pratica')}
        />
      </Stack>
    </>
  );
}
