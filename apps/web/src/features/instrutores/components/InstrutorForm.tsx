import { CATEGORIAS_CNH_INSTRUTOR, type Instrutor, type InstrutorBody, instrutorBody } from '@cfc/contract';
import { categoriesTaughtBy } from '@cfc/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../routing/routes.ts';
import { FormSection } from '../../../ui/FormSection.tsx';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { Bind, TextField } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../../ui/form/useSaveForm.ts';
import { DateField } from '../../../ui/inputs/DateField.tsx';
import { HINT_BELOW } from '../../../ui/inputs/hint-below.ts';
import { CpfInput, PhoneInput } from '../../../ui/inputs/MaskedInputs.tsx';
import { typeCpf, typePhone } from '../../../ui/masks.ts';
import { notifyError } from '../../../ui/notify.ts';
import { useSaveFoto, useSaveInstrutor } from '../api.ts';
import { FOTO_UNCHANGED, type FotoState, fotoChange } from '../foto.ts';
import { FotoSection } from './FotoSection.tsx';

/** A new instructor: every field empty, the licence's category chosen from the list. */
const NEW_INSTRUTOR: Partial<InstrutorBody> = {
  nome: '',
  cpf: '',
  email: '',
  telefone: '',
  cnh_numero: '',
  cnh_categoria: undefined,
  cnh_validade: '',
  credencial_numero: '',
  credencial_validade: '',
};

/** A stored instructor as the inputs show it: masked, '' for what it lacks. */
function instrutorValuesOf(instrutor: Instrutor): Partial<InstrutorBody> {
  return {
    nome: instrutor.nome,
    cpf: typeCpf(instrutor.cpf),
    email: instrutor.email ?? '',
    telefone: typePhone(instrutor.telefone ?? ''),
    cnh_numero: instrutor.cnh_numero,
    cnh_categoria: CATEGORIAS_CNH_INSTRUTOR.find((categoria) => categoria === instrutor.cnh_categoria),
    cnh_validade: instrutor.cnh_validade ?? '',
    credencial_numero: instrutor.credencial_numero,
    credencial_validade: instrutor.credencial_validade,
  };
}

/** The contract's bounds (`instrutorBody`), as the inputs' limits. */
const LIMITS = { nome: 150, credencial: 30, cnh: 11 } as const;

interface InstrutorFormProps {
  /** The instructor being edited; absent while registering a new one. */
  readonly instrutor?: Instrutor;
}

/**
 * Personal data, licence, credential and photo of an instructor. Saved, the photo follows (it needs
 * the instructor's id), then back to the list.
 */
export function InstrutorForm({ instrutor }: InstrutorFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(instrutorBody, instrutor ? instrutorValuesOf(instrutor) : NEW_INSTRUTOR);
  const { submit, submitting } = useSaveForm({
    save: useSaveInstrutor(instrutor?.id_instrutor),
    form,
    returnTo: buildPath('listagem-instrutores'),
    reviewMessage: t('instrutores.form.errors.review'),
    failureMessage: t('instrutores.saveError'),
  });
  const saveFoto = useSaveFoto();
  const [foto, setFoto] = useState<FotoState>(FOTO_UNCHANGED);
  const { control } = form;
  const label = {
    nome: t('instrutores.form.nome'),
    cpf: t('instrutores.form.cpf'),
    email: t('instrutores.form.email'),
    telefone: t('instrutores.form.telefone'),
    cnh_numero: t('instrutores.form.cnhNumero'),
    cnh_categoria: t('instrutores.form.cnhCategoria'),
    cnh_validade: t('instrutores.form.cnhValidade'),
    credencial_numero: t('instrutores.form.credencialNumero'),
    credencial_validade: t('instrutores.form.credencialValidade'),
  } satisfies Record<keyof InstrutorBody, string>;
  const categoria = form.watch('cnh_categoria');
  const taught = categoria === undefined ? [] : categoriesTaughtBy(categoria);

  function afterSave(saved: Instrutor) {
    const file = fotoChange(foto);
    if (file === undefined) return;
    return saveFoto
      .mutateAsync({ id: saved.id_instrutor, file })
      .then(() => undefined)
      .catch((error: unknown) => notifyError(error, t('instrutores.form.photoError')));
  }

  return (
    <form onSubmit={form.handleSubmit((body) => submit(body, afterSave))} noValidate>
      <Stack gap="lg">
        <FormSection title={t('instrutores.form.personal')} hint={t('instrutores.form.personalHint')}>
          <TextField
            control={control}
            name="nome"
            label={label.nome}
            required
            autoComplete="off"
            maxLength={LIMITS.nome}
          />
          <Bind control={control} name="cpf" label={label.cpf}>
            {(field) => <CpfInput label={label.cpf} required {...field} />}
          </Bind>
          <TextField control={control} name="email" label={label.email} type="email" autoComplete="off" />
          <Bind control={control} name="telefone" label={label.telefone}>
            {(field) => <PhoneInput label={label.telefone} {...field} value={field.value ?? ''} />}
          </Bind>
        </FormSection>

        <FormSection title={t('instrutores.form.cnh')} hint={t('instrutores.form.cnhHint')}>
          <Bind control={control} name="cnh_numero" label={label.cnh_numero}>
            {(field) => (
              <TextInput
                label={label.cnh_numero}
                description={t('instrutores.form.cnhNumeroHint')}
                inputWrapperOrder={HINT_BELOW}
                required
                autoComplete="off"
                inputMode="numeric"
                maxLength={LIMITS.cnh}
                {...field}
                // Digits only, as the licence prints them.
                onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, ''))}
              />
            )}
          </Bind>
          <Bind control={control} name="cnh_categoria" label={label.cnh_categoria}>
            {(field) => (
              <Select
                label={label.cnh_categoria}
                description={
                  taught.length > 0
                    ? t('instrutores.form.teaches', { categorias: taught.join(', ') })
                    : undefined
                }
                inputWrapperOrder={HINT_BELOW}
                required
                placeholder={t('instrutores.form.cnhCategoriaPlaceholder')}
                data={[...CATEGORIAS_CNH_INSTRUTOR]}
                allowDeselect={false}
                {...field}
                value={field.value ?? null}
                onChange={(value) => {
                  const chosen = CATEGORIAS_CNH_INSTRUTOR.find((item) => item === value);
                  if (chosen !== undefined) field.onChange(chosen);
                }}
              />
            )}
          </Bind>
          <Bind control={control} name="cnh_validade" label={label.cnh_validade}>
            {(field) => <DateField label={label.cnh_validade} {...field} value={field.value ?? ''} />}
          </Bind>
        </FormSection>

        <FormSection title={t('instrutores.form.credential')} hint={t('instrutores.form.credentialHint')}>
          <TextField
            control={control}
            name="credencial_numero"
            label={label.credencial_numero}
            required
            autoComplete="off"
            maxLength={LIMITS.credencial}
          />
          <Bind control={control} name="credencial_validade" label={label.credencial_validade}>
            {(field) => <DateField label={label.credencial_validade} required {...field} />}
          </Bind>
        </FormSection>

        <FotoSection
          instrutor={instrutor && { id: instrutor.id_instrutor, temFoto: instrutor.tem_foto }}
          nome={form.watch('nome')}
          value={foto}
          onChange={setFoto}
        />

        <FormActions
          cancel={{ to: buildPath('listagem-instrutores'), label: t('instrutores.form.cancel') }}
          saveLabel={t('instrutores.form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
