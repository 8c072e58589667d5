import { localized, Role, roleName, type UsuarioBody, type UsuarioResumo, usuarioBody } from '@cfc/contract';
import { UFS } from '@cfc/domain';
import { Select, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../routing/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { NumberField } from '../../../ui/form/NumberField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { CpfInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { typeCpf } from '../../../ui/masks.ts';
import { usePapeis, useSaveUsuario } from '../api.ts';
import { PermissionsFieldset } from './PermissionsFieldset.tsx';

/** A traffic-authority user (role 9) belongs to a state. */
const needsUf = (idRole: number | undefined) => idRole === Role.DETRAN;

/**
 * The contract's body, and the state a traffic-authority user belongs to (of no one else). A CPF
 * left blank goes as absent: the contract takes no null for it.
 */
const usuarioForm = usuarioBody
  .refine((body) => !needsUf(body.id_role) || Boolean(body.uf), {
    path: ['uf'],
    ...localized('validacao.obrigatorio'),
  })
  .transform((body) => ({
    ...body,
    cpf: body.cpf ?? undefined,
    uf: needsUf(body.id_role) ? body.uf : null,
  }));

const NEW_USUARIO: Partial<UsuarioBody> = { nome: '', email: '', cpf: '', uf: null, permissoes: [] };

const valuesOf = (usuario: UsuarioResumo): Partial<UsuarioBody> => ({
  nome: usuario.nome,
  email: usuario.email ?? '',
  cpf: usuario.cpf ? typeCpf(usuario.cpf) : '',
  id_role: usuario.id_role,
  id_funcao_usuario: usuario.id_funcao_usuario ?? undefined,
  uf: null,
  permissoes: usuario.permissoes,
});

interface UsuarioFormProps {
  /** The user being edited; absent for a new one. */
  readonly usuario?: UsuarioResumo;
}

/** The user's data, access and permissions; checks run on submit, then as the user corrects. */
export function UsuarioForm({ usuario }: UsuarioFormProps) {
  const { t } = useTranslation();
  const papeis = usePapeis();
  const form = useContractForm(usuarioForm, usuario ? valuesOf(usuario) : NEW_USUARIO);
  const { submit, submitting } = useSaveForm({
    save: useSaveUsuario(usuario?.id_usuario),
    form,
    returnTo: buildPath('listagem-usuarios'),
    reviewMessage: t('usuarios.form.errors.review'),
    failureMessage: t('usuarios.saveError'),
  });
  const { control } = form;
  const idRole = useWatch({ control, name: 'id_role' });

  const roleOptions = (papeis.data ?? []).map((papel) => ({
    value: String(papel.id_role),
    label: papel.nome,
  }));
  // Editing someone whose role the current user may not give: still show it.
  if (idRole !== undefined && !roleOptions.some((option) => option.value === String(idRole))) {
    roleOptions.push({ value: String(idRole), label: roleName(idRole) });
  }

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body))} noValidate>
      <Stack gap="lg">
        <FormSection title={t('usuarios.form.personal')} hint={t('usuarios.form.personalHint')}>
          <TextField
            control={control}
            name="nome"
            label={t('usuarios.form.nome')}
            required
            autoComplete="off"
          />
          <TextField
            control={control}
            name="email"
            label={t('usuarios.form.email')}
            type="email"
            required
            autoComplete="off"
            description={usuario ? undefined : t('usuarios.form.newUserHint')}
            inputWrapperOrder={HINT_BELOW}
          />
          <Bind control={control} name="cpf" label={t('usuarios.form.cpf')}>
            {(field) => (
              <CpfInput
                {...field}
                label={t('usuarios.form.cpf')}
                autoComplete="off"
                value={field.value ?? ''}
              />
            )}
          </Bind>
        </FormSection>

        <FormSection title={t('usuarios.form.access')} hint={t('usuarios.form.accessHint')}>
          <Bind control={control} name="id_role" label={t('usuarios.form.perfil')}>
            {(field) => (
              <Select
                {...field}
                label={t('usuarios.form.perfil')}
                required
                placeholder={t('usuarios.form.perfilPlaceholder')}
                data={roleOptions}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(role) => role !== null && field.onChange(Number(role))}
                disabled={papeis.isPending && roleOptions.length === 0}
                allowDeselect={false}
              />
            )}
          </Bind>
          <NumberField
            control={control}
            name="id_funcao_usuario"
            label={t('usuarios.form.funcao')}
            description={t('usuarios.form.funcaoHint')}
            inputWrapperOrder={HINT_BELOW}
            allowDecimal={false}
            allowNegative={false}
          />
          {needsUf(idRole) && (
            <Bind control={control} name="uf" label={t('usuarios.form.uf')}>
              {(field) => (
                <Select
                  {...field}
                  label={t('usuarios.form.uf')}
                  required
                  searchable
                  description={t('usuarios.form.ufHint')}
                  inputWrapperOrder={HINT_BELOW}
                  placeholder={t('usuarios.form.ufPlaceholder')}
                  data={[...UFS]}
                  value={field.value ?? null}
                />
              )}
            </Bind>
          )}
        </FormSection>

        <FormSection
          title={t('usuarios.form.permissions')}
          hint={t('usuarios.form.permissionsHint')}
          columns={1}
        >
          <Bind control={control} name="permissoes">
            {(field) => (
              <PermissionsFieldset value={field.value ?? []} onChange={field.onChange} error={field.error} />
            )}
          </Bind>
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
