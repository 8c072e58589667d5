import { todayInSaoPaulo, UFS } from '@cfc/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { CepInput, CpfInput, PhoneInput, RenachInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { SearchSelect } from '../../../ui/inputs/SearchSelect.tsx';
import type { AlunoControl } from '../useAlunoForm.ts';

interface FieldsProps {
  readonly control: AlunoControl;
}

type TextFieldName = 'nome_mae' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade';

/** A free-text field of the student, labelled after its name. */
function AlunoTextField({
  control,
  name,
  maxLength,
}: FieldsProps & { name: TextFieldName; maxLength: number }) {
  const { t } = useTranslation();
  return (
    <TextField
      control={control}
      name={name}
      label={t(`alunos.fields.${name}`)}
      maxLength={maxLength}
      autoComplete="off"
    />
  );
}

/** Nome and CPF: the two fields every registration asks for. */
export function IdentityFields({ control }: FieldsProps) {
  const { t } = useTranslation();
  const cpf = t('alunos.fields.cpf');
  return (
    <>
      <TextField
        control={control}
        name="nome"
        label={t('alunos.fields.nome')}
        required
        maxLength={150}
        autoComplete="off"
      />
      <Bind control={control} name="cpf" label={cpf}>
        {(field) => <CpfInput label={cpf} required {...field} />}
      </Bind>
    </>
  );
}

export function TelefoneField({ control }: FieldsProps) {
  const { t } = useTranslation();
  const label = t('alunos.fields.telefone');
  return (
    <Bind control={control} name="telefone" label={label}>
      {(field) => <PhoneInput label={label} {...field} value={field.value ?? ''} />}
    </Bind>
  );
}

/** Dados pessoais. */
export function PessoaisFields({ control }: FieldsProps) {
  const { t } = useTranslation();
  const nascimento = t('alunos.fields.data_nascimento');
  return (
    <>
      <IdentityFields control={control} />
      <Bind control={control} name="data_nascimento" label={nascimento}>
        {(field) => (
          <DateField label={nascimento} {...field} value={field.value ?? ''} maxDate={todayInSaoPaulo()} />
        )}
      </Bind>
      <AlunoTextField control={control} name="nome_mae" maxLength={150} />
    </>
  );
}

/** Endereço e contato. */
export function ContatoFields({ control }: FieldsProps) {
  const { t } = useTranslation();
  const cep = t('alunos.fields.cep');
  const uf = t('alunos.fields.uf');
  return (
    <>
      <TelefoneField control={control} />
      <TextField
        control={control}
        name="email"
        label={t('alunos.fields.email')}
        type="email"
        autoComplete="off"
        maxLength={150}
      />
      <Bind control={control} name="cep" label={cep}>
        {(field) => <CepInput label={cep} {...field} value={field.value ?? ''} />}
      </Bind>
      <AlunoTextField control={control} name="logradouro" maxLength={200} />
      <AlunoTextField control={control} name="numero" maxLength={20} />
      <AlunoTextField control={control} name="complemento" maxLength={100} />
      <AlunoTextField control={control} name="bairro" maxLength={100} />
      <AlunoTextField control={control} name="cidade" maxLength={100} />
      <Bind control={control} name="uf" label={uf}>
        {(field) => (
          <SearchSelect
            label={uf}
            placeholder={t('alunos.form.ufPlaceholder')}
            data={[...UFS]}
            clearable
            {...field}
            value={field.value ?? null}
          />
        )}
      </Bind>
    </>
  );
}

/** The student's RENACH: what a process needs before any practical lesson can be booked. */
export function RenachField({ control }: FieldsProps) {
  const { t } = useTranslation();
  const label = t('alunos.fields.renach');
  return (
    <Bind control={control} name="renach" label={label}>
      {(field) => (
        <RenachInput
          label={label}
          description={t('alunos.form.renachHint')}
          inputWrapperOrder={HINT_BELOW}
          {...field}
          value={field.value ?? ''}
        />
      )}
    </Bind>
  );
}

/** Processo e gratuidades. */
export function ProcessoFields({ control }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <RenachField control={control} />
      <Stack gap="sm" justify="center">
        <CheckboxField
          control={control}
          name="gratuidade_teorica"
          label={t('alunos.fields.gratuidade_teorica')}
        />
        <CheckboxField
          control={control}
          name="gratuidade_pratica"
          label={t('alunos.fields.gratuidade_pratica')}
        />
      </Stack>
    </>
  );
}
