import { UFS } from '@cfc/domain';
import { Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/FormSection.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { CepInput, CnpjInput, PhoneInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import type { AutoescolaField, AutoescolaFormValues } from '../form-values.ts';

/** What each section needs from the form: the values, a setter, the message of a field and its label. */
export interface SectionProps {
  readonly values: AutoescolaFormValues;
  readonly set: <F extends AutoescolaField>(field: F, value: AutoescolaFormValues[F]) => void;
  readonly error: (field: AutoescolaField) => string | undefined;
  readonly label: (field: AutoescolaField) => string;
}

type TextField = 'razao_social' | 'email' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade';

/** The server's length limits of the free texts (autoescolaBody). */
const MAX_LENGTH: Record<TextField, number> = {
  razao_social: 200,
  email: 254,
  logradouro: 200,
  numero: 20,
  complemento: 100,
  bairro: 100,
  cidade: 100,
};

function FreeText({ field, ...props }: SectionProps & { field: TextField; type?: string }) {
  return (
    <TextInput
      label={props.label(field)}
      type={props.type}
      autoComplete="off"
      maxLength={MAX_LENGTH[field]}
      value={props.values[field]}
      onChange={(event) => props.set(field, event.currentTarget.value)}
      error={props.error(field)}
    />
  );
}

export function EmpresaSection(
  props: SectionProps & { slugHint: string; showAtivo: boolean; submitted: boolean },
) {
  const { t } = useTranslation();
  const { values, set, error, label } = props;
  return (
    <FormSection title={t('cfc.form.empresa')} hint={t('cfc.form.empresaHint')}>
      <TextInput
        label={label('nome_fantasia')}
        required
        autoComplete="off"
        maxLength={120}
        description={props.slugHint}
        inputWrapperOrder={HINT_BELOW}
        value={values.nome_fantasia}
        onChange={(event) => set('nome_fantasia', event.currentTarget.value)}
        error={error('nome_fantasia')}
      />
      <FreeText {...props} field="razao_social" />
      <CnpjInput
        label={label('cnpj')}
        required
        description={t('cfc.form.cnpjHint')}
        inputWrapperOrder={HINT_BELOW}
        value={values.cnpj}
        onChange={(cnpj) => set('cnpj', cnpj)}
        error={error('cnpj')}
      />
      <SearchSelect
        label={label('uf')}
        required
        validated={props.submitted}
        placeholder={t('cfc.form.ufPlaceholder')}
        data={[...UFS]}
        value={values.uf}
        onChange={(uf) => set('uf', uf)}
        error={error('uf')}
      />
      {props.showAtivo && (
        <Switch
          label={label('ativo')}
          description={t('cfc.form.ativoHint')}
          checked={values.ativo}
          onChange={(event) => set('ativo', event.currentTarget.checked)}
          mt="xs"
        />
      )}
    </FormSection>
  );
}

export function EnderecoSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cfc.form.endereco')} hint={t('cfc.form.enderecoHint')}>
      <CepInput
        label={props.label('cep')}
        value={props.values.cep}
        onChange={(cep) => props.set('cep', cep)}
        error={props.error('cep')}
      />
      <FreeText {...props} field="logradouro" />
      <FreeText {...props} field="numero" />
      <FreeText {...props} field="complemento" />
      <FreeText {...props} field="bairro" />
      <FreeText {...props} field="cidade" />
    </FormSection>
  );
}

export function ContatoSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cfc.form.contato')} hint={t('cfc.form.contatoHint')}>
      <PhoneInput
        label={props.label('telefone')}
        value={props.values.telefone}
        onChange={(telefone) => props.set('telefone', telefone)}
        error={props.error('telefone')}
      />
      <FreeText {...props} field="email" type="email" />
    </FormSection>
  );
}

export function GratuidadesSection({ values, set, label }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cfc.form.gratuidades')} hint={t('cfc.form.gratuidadesHint')} columns={1}>
      <Stack gap="sm">
        <Switch
          label={label('gratuidade_teorica')}
          checked={values.gratuidade_teorica}
          onChange={(event) => set('gratuidade_teorica', event.currentTarget.checked)}
        />
        <Switch
          label={label('gratuidade_pratica')}
          checked={values.gratuidade_pratica}
          onChange={(event) => set('gratuidade_pratica', event.currentTarget.checked)}
        />
      </Stack>
    </FormSection>
  );
}

export function AdministradorSection({ values, set, error, label }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('cfc.form.administrador')} hint={t('cfc.form.administradorHint')}>
      <TextInput
        label={label('admin_nome')}
        required
        autoComplete="off"
        maxLength={150}
        value={values.admin_nome}
        onChange={(event) => set('admin_nome', event.currentTarget.value)}
        error={error('admin_nome')}
      />
      <TextInput
        label={label('admin_email')}
        type="email"
        required
        autoComplete="off"
        maxLength={254}
        value={values.admin_email}
        onChange={(event) => set('admin_email', event.currentTarget.value)}
        error={error('admin_email')}
      />
    </FormSection>
  );
}
