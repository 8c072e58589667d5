import { roleName } from '@cfc/contract';
import { UFS } from '@cfc/domain';
import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../app/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { CpfInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { useRequiredMessage } from '../../../ui/inputs/required-message.ts';
import type { Papel } from '../api.ts';
import {
  needsUf,
  type UsuarioField,
  type UsuarioFormErrors,
  type UsuarioFormValues,
  validateUsuario,
} from '../form-values.ts';
import { PermissionsFieldset } from './PermissionsFieldset.tsx';

/** Hints go under the input, so the inputs of a row line up. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

interface UsuarioFormProps {
  readonly initial: UsuarioFormValues;
  readonly papeis: readonly Papel[];
  readonly papeisLoading: boolean;
  readonly isNew: boolean;
  readonly submitting: boolean;
  /** The 422 messages of the server, by field. */
  readonly serverErrors: Partial<Record<UsuarioField, string>>;
  readonly onSubmit: (values: UsuarioFormValues) => void;
}

/** The user's data, access and permissions; checks run on submit, then as the user corrects. */
export function UsuarioForm(props: UsuarioFormProps) {
  const { initial, papeis, papeisLoading, isNew, submitting, serverErrors, onSubmit } = props;
  const { t } = useTranslation();
  const requiredMessage = useRequiredMessage();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Server messages stay until their field changes.
  const [changedSinceServer, setChanged] = useState<ReadonlySet<UsuarioField>>(new Set());
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setChanged(new Set());
  }

  // After a refused submit, the first field with a message gets the focus.
  useEffect(() => {
    if (attempt === 0 && Object.keys(serverErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, serverErrors]);

  const clientErrors: UsuarioFormErrors = submitted ? validateUsuario(values) : {};
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
  const error = (field: UsuarioField): string | undefined => {
    const code = clientErrors[field];
    if (code === 'required') return requiredMessage(label(field));
    if (code !== undefined) return t(`usuarios.form.errors.${code}`);
    return changedSinceServer.has(field) ? undefined : serverErrors[field];
  };
  const set = <F extends UsuarioField>(field: F, value: UsuarioFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged((current) => new Set(current).add(field));
  };

  const roleOptions = papeis.map((papel) => ({ value: String(papel.id_role), label: papel.nome }));
  // Editing someone whose role the current user may not give: still show it.
  if (values.id_role !== null && !roleOptions.some((option) => option.value === values.id_role)) {
    roleOptions.push({ value: values.id_role, label: roleName(Number(values.id_role)) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateUsuario(values)).length === 0) onSubmit(values);
    else setAttempt((count) => count + 1);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
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
            inputWrapperOrder={BELOW}
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
            inputWrapperOrder={BELOW}
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
              inputWrapperOrder={BELOW}
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

        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={buildPath('listagem-usuarios')}>
            {t('usuarios.form.cancel')}
          </Button>
          <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('usuarios.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
