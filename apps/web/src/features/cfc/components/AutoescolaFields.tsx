import { UFS } from '@cfc/domain';
import { Stack, Switch } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/FormSection.tsx';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { CepInput, CnpjInput, PhoneInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import type { AutoescolaFormOutput, AutoescolaFormValues } from './autoescola-form-schema.ts';

/** What each section binds its inputs to. */
export interface SectionProps {
  readonly control: Control<AutoescolaFormValues, unknown, AutoescolaFormOutput>;
}

/** The text of an optional field ('' while blank). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

type BooleanField = 'ativo' | 'gratuidade_teorica' | 'gratuidade_pratica';

/** A yes or no of the school, as a switch. */
function SwitchField({
  control,
  name,
  label,
  description,
}: SectionProps & { readonly name: BooleanField; readonly label: string; readonly description?: string }) {
  return (
    <Bind control={control} name={name}>
      {(field) => (
        <Switch
          name={field.name}
          ref={field.ref}
          label={label}
          description={description}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    </Bind>
  );
}

export function EmpresaSection({
  control,
  slugHint,
  showAtivo,
}: SectionProps & { readonly slugHint: string; readonly showAtivo: boolean }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cfc.form.empresa')} hint={t('cfc.form.empresaHint')}>
      <TextField
        control={control}
        name="nome_fantasia"
        label={t('cfc.form.nome_fantasia')}
        required
        autoComplete="off"
        description={slugHint}
        inputWrapperOrder={HINT_BELOW}
      />
      <TextField
        control={control}
        name="razao_social"
        label={t('cfc.form.razao_social')}
        autoComplete="off"
      />
      <Bind control={control} name="cnpj" label={t('cfc.form.cnpj')}>
        {(field) => (
          <CnpjInput
            {...field}
            label={t('cfc.form.cnpj')}
            required
            description={t('cfc.form.cnpjHint')}
            inputWrapperOrder={HINT_BELOW}
          />
        )}
      </Bind>
      <Bind control={control} name="uf" label={t('cfc.form.uf')}>
        {(field) => (
          <SearchSelect
            {...field}
            label={t('cfc.form.uf')}
            required
            placeholder={t('cfc.form.ufPlaceholder')}
            data={[...UFS]}
            value={field.value ?? null}
            onChange={(uf) => uf !== null && field.onChange(uf)}
          />
        )}
      </Bind>
      {showAtivo && (
        <Stack mt="xs">
          <SwitchField
            control={control}
            name="ativo"
            label={t('cfc.form.ativo')}
            description={t('cfc.form.ativoHint')}
          />
        </Stack>
      )}
    </FormSection>
  );
}

export function EnderecoSection({ control }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cfc.form.endereco')} hint={t('cfc.form.enderecoHint')}>
      <Bind control={control} name="cep" label={t('cfc.form.cep')}>
        {(field) => <CepInput {...field} label={t('cfc.form.cep')} value={textOf(field.value)} />}
      </Bind>
      <TextField control={control} name="logradouro" label={t('cfc.form.logradouro')} autoComplete="off" />
      <TextField control={control} name="numero" label={t('cfc.form.numero')} autoComplete="off" />
      <TextField control={control} name="complemento" label={t('cfc.form.complemento')} autoComplete="off" />
      <TextField control={control} name="bairro" label={t('cfc.form.bairro')} autoComplete="off" />
      <TextField control={control} name="cidade" label={t('cfc.form.cidade')} autoComplete="off" />
    </FormSection>
  );
}

export function ContatoSection({ control }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cfc.form.contato')} hint={t('cfc.form.contatoHint')}>
      <Bind control={control} name="telefone" label={t('cfc.form.telefone')}>
        {(field) => <PhoneInput {...field} label={t('cfc.form.telefone')} value={textOf(field.value)} />}
      </Bind>
      <TextField control={control} name="email" type="email" label={t('cfc.form.email')} autoComplete="off" />
    </FormSection>
  );
}

export function GratuidadesSection({ control }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cfc.form.gratuidades')} hint={t('cfc.form.gratuidadesHint')} columns={1}>
      <Stack gap="sm">
        <SwitchField control={control} name="gratuidade_teorica" label={t('cfc.form.gratuidade_teorica')} />
        <SwitchField control={control} name="gratuidade_pratica" label={t('cfc.form.gratuidade_pratica')} />
      </Stack>
    </FormSection>
  );
}

export function AdministradorSection({ control }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cfc.form.administrador')} hint={t('cfc.form.administradorHint')}>
      <TextField
        control={control}
        name="administrador.nome"
        label={t('cfc.form.admin_nome')}
        required
        autoComplete="off"
      />
      <TextField
        control={control}
        name="administrador.email"
        label={t('cfc.form.admin_email')}
        type="email"
        required
        autoComplete="off"
      />
    </FormSection>
  );
}
