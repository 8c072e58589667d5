import { roleName } from '@cfc/contract';
import { UFS } from '@cfc/domain';
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import type { FieldErrors } from '../../../ui/form/field-errors.ts';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { CpfInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { useRequiredMessage } from '../../../ui/inputs/required-message.ts';
import type { Papel } from '../api.ts';
import {
  needsUf,
  USUARIO_FIELDS,
  type UsuarioField,
  type UsuarioFormValues,
  validateUsuario,
} from '../form-values.ts';
import { PermissionsFieldset } from './PermissionsFieldset.tsx';

interface UsuarioFormProps {
  readonly initial: UsuarioFormValues;
  readonly papeis: readonly Papel[];
  readonly papeisLoading: boolean;
  readonly isNew: boolean;
  readonly submitting: boolean;
  /** The 422 messages of the server, by field. */
  readonly serverErrors: FieldErrors<UsuarioField>;
  readonly onSubmit: (values: UsuarioFormValues) => void;
}

/** The user's data, access and permissions; checks run on submit, then as the user corrects. */
export function UsuarioForm(props: UsuarioFormProps) {
  const { initial, papeis, papeisLoading, isNew, submitting, serverErrors, onSubmit } = props;
  const { t } = useTranslation();
  const requiredMessage = useRequiredMessage();
  const label = (field: UsuarioField): string => {
    const names = {
      nome: t('usuarios.form.nome'),
      email: t('usuarios.form.email'),
      cpf: t('usuarios.form.cpf'),
      id_role: t('usuarios.form.perfil'),
      id_funcao_usuario: t('usuarios.form.funcao'),
      uf: t('usuarios.form.uf'),
      permissoes: t('usuarios.form.permissions'),
    } satisfies Record<UsuarioField, string>;
    return names[field];
  };
  const form = useFormState({
    initial,
    validate: validateUsuario,
    describe: (code, field) =>
      code === 'required' ? requiredMessage(label(field)) : t(`usuarios.form.errors.${code}`),
    serverErrors,
  });
  const { values, set, error } = form;

  const roleOptions = papeis.map((papel) => ({ value: String(papel.id_role), label: papel.nome }));
  // Editing someone whose role the current user may not give: still show it.
  if (values.id_role !== null && !roleOptions.some((option) => option.value === values.id_role)) {
    roleOptions.push({ value: values.id_role, label: roleName(Number(values.id_role)) });
  }

  return (
    <form ref={form.ref} onSubmit={form.handleSubmit(USUARIO_FIELDS, onSubmit)} noValidate>
      <Stack gap="lg">
        <FormSection title={t('usuarios.form.personal')} hint={t('usuarios.form.personalHint')}>
          <TextInput
            label={label('nome')}
            required
            autoComplete="off"
            maxLength={150}
            value={values.nome}
            onChange={(event) => set('nome', event.currentTarget.value)}
            error={error('nome')}
          />
          <TextInput
            label={label('email')}
            type="email"
            required
            autoComplete="off"
            description={isNew ? t('usuarios.form.newUserHint') : undefined}
            inputWrapperOrder={HINT_BELOW}
            value={values.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            error={error('email')}
          />
          <CpfInput
            label={label('cpf')}
            autoComplete="off"
            value={values.cpf}
            onChange={(cpf) => set('cpf', cpf)}
            error={error('cpf')}
          />
        </FormSection>

        <FormSection title={t('usuarios.form.access')} hint={t('usuarios.form.accessHint')}>
          <Select
            label={label('id_role')}
            required
            placeholder={t('usuarios.form.perfilPlaceholder')}
            data={roleOptions}
            value={values.id_role}
            onChange={(idRole) => set('id_role', idRole)}
            disabled={papeisLoading && roleOptions.length === 0}
            error={error('id_role')}
            allowDeselect={false}
          />
          <NumberInput
            label={label('id_funcao_usuario')}
            description={t('usuarios.form.funcaoHint')}
            inputWrapperOrder={HINT_BELOW}
            min={1}
            max={99}
            allowDecimal={false}
            allowNegative={false}
            value={values.id_funcao_usuario}
            onChange={(funcao) => set('id_funcao_usuario', funcao)}
            error={error('id_funcao_usuario')}
          />
          {needsUf(values.id_role) && (
            <Select
              label={label('uf')}
              required
              searchable
              description={t('usuarios.form.ufHint')}
              inputWrapperOrder={HINT_BELOW}
              placeholder={t('usuarios.form.ufPlaceholder')}
              data={[...UFS]}
              value={values.uf}
              onChange={(uf) => set('uf', uf)}
              error={error('uf')}
            />
          )}
        </FormSection>

        <FormSection
          title={t('usuarios.form.permissions')}
          hint={t('usuarios.form.permissionsHint')}
          columns={1}
        >
          <PermissionsFieldset
            value={values.permissoes}
            onChange={(permissoes) => set('permissoes', permissoes)}
            error={error('permissoes')}
          />
        </FormSection>

        <FormActions
          cancel={{ to: buildPath('listagem-usuarios'), label: t('usuarios.form.cancel') }}
          saveLabel={t('usuarios.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
