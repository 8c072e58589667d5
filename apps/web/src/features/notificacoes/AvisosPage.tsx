import { ANEXOS_MAX, DESTINOS_AVISO, ROLE_IDS, roleName, TIPOS_NOTIFICACAO } from '@cfc/contract';
import { Button, Group, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconEraser, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmRequest } from '../../ui/ConfirmDialog.tsx';
import { FileUpload } from '../../ui/FileUpload.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { type FieldErrors, isUnprocessable, splitServerErrors } from '../../ui/form/field-errors.ts';
import { useFormState } from '../../ui/form/useFormState.ts';
import { SearchMultiSelect } from '../../ui/inputs/SearchSelect.tsx';
import { notifyError, notifyFailure, notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useEscolas } from '../envios-getran/api.ts';
import { useEnviarAviso } from './api.ts';
import {
  ANEXO_EXTENSIONS,
  ANEXO_MAX_MB,
  AVISO_FIELDS,
  type AvisoField,
  type AvisoFormValues,
  avisoFormData,
  DESCRICAO_MAX,
  type DestinoAviso,
  EMPTY_AVISO,
  TITULO_MAX,
  validateAviso,
} from './aviso-values.ts';
import { HtmlMessageInput } from './components/HtmlMessageInput.tsx';

const ROLE_OPTIONS = ROLE_IDS.map((id) => ({ value: String(id), label: roleName(id) }));

interface AvisoFormProps {
  readonly submitting: boolean;
  readonly serverErrors: FieldErrors<AvisoField>;
  readonly onSubmit: (values: AvisoFormValues, reset: () => void) => void;
}

function AvisoForm({ submitting, serverErrors, onSubmit }: AvisoFormProps) {
  const { t } = useTranslation();
  const escolas = useEscolas();
  const form = useFormState({
    initial: EMPTY_AVISO,
    validate: validateAviso,
    describe: (code) => t(`notificacoes.avisos.errors.${code}`, { max: ANEXOS_MAX, size: ANEXO_MAX_MB }),
    serverErrors,
  });
  const { values, set, error } = form;
  const escolaOptions = (escolas.data ?? [])
    .filter((escola) => escola.ativo)
    .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }));

  return (
    <form
      ref={form.ref}
      onSubmit={form.handleSubmit(AVISO_FIELDS, (valid) => onSubmit(valid, form.reset))}
      noValidate
    >
      <Stack gap="lg">
        <FormSection
          title={t('notificacoes.avisos.content')}
          hint={t('notificacoes.avisos.contentHint')}
          columns={1}
        >
          <Stack gap="md">
            <TextInput
              label={t('notificacoes.avisos.titulo')}
              required
              autoComplete="off"
              maxLength={TITULO_MAX}
              value={values.titulo}
              onChange={(event) => set('titulo', event.currentTarget.value)}
              error={error('titulo')}
            />
            <Radio.Group
              label={t('notificacoes.avisos.tipo')}
              value={values.tipo}
              onChange={(tipo) => set('tipo', tipo as AvisoFormValues['tipo'])}
              error={error('tipo')}
            >
              <Group gap="lg" mt={6}>
                {TIPOS_NOTIFICACAO.map((tipo) => (
                  <Radio key={tipo} value={tipo} label={t(`notificacoes.avisos.tipos.${tipo}`)} />
                ))}
              </Group>
            </Radio.Group>
            <HtmlMessageInput
              value={values.descricao}
              onChange={(descricao) => set('descricao', descricao)}
              error={error('descricao')}
              maxLength={DESCRICAO_MAX}
            />
          </Stack>
        </FormSection>

        <FormSection
          title={t('notificacoes.avisos.recipients')}
          hint={t('notificacoes.avisos.recipientsHint')}
          columns={1}
        >
          <Stack gap="md">
            <Stack gap={4}>
              <span id="aviso-destino" style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>
                {t('notificacoes.avisos.destino')}
              </span>
              <SegmentedControl
                aria-labelledby="aviso-destino"
                value={values.destino}
                onChange={(destino) => set('destino', destino as DestinoAviso)}
                data={DESTINOS_AVISO.map((destino) => ({
                  value: destino,
                  label: t(`notificacoes.avisos.destinos.${destino}`),
                }))}
                style={{ alignSelf: 'flex-start' }}
              />
              {error('destino') && (
                <Text size="xs" c="danger.7" role="alert">
                  {error('destino')}
                </Text>
              )}
            </Stack>
            {values.destino === 'autoescolas' && (
              <SearchMultiSelect
                label={t('notificacoes.avisos.autoescolas')}
                placeholder={t('notificacoes.avisos.autoescolasPlaceholder')}
                required
                data={escolaOptions}
                value={[...values.autoescolas]}
                onChange={(autoescolas) => set('autoescolas', autoescolas)}
                error={
                  error('autoescolas') ??
                  (escolas.isError ? t('notificacoes.avisos.autoescolasFailed') : undefined)
                }
                disabled={escolas.isPending}
                clearable
              />
            )}
            {values.destino === 'papeis' && (
              <SearchMultiSelect
                label={t('notificacoes.avisos.papeis')}
                placeholder={t('notificacoes.avisos.papeisPlaceholder')}
                required
                data={ROLE_OPTIONS}
                value={[...values.papeis]}
                onChange={(papeis) => set('papeis', papeis)}
                error={error('papeis')}
                clearable
              />
            )}
          </Stack>
        </FormSection>

        <FormSection title={t('notificacoes.avisos.attachments')} columns={1}>
          <FileUpload
            label={t('notificacoes.avisos.attachmentsHint', { max: ANEXOS_MAX })}
            accept={ANEXO_EXTENSIONS}
            files={[...values.anexos]}
            onChange={(anexos) => set('anexos', anexos)}
            multiple
            maxSizeMb={ANEXO_MAX_MB}
            error={error('anexos')}
          />
        </FormSection>

        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconEraser size={18} aria-hidden />}
            onClick={form.reset}
            disabled={submitting}
          >
            {t('notificacoes.avisos.clear')}
          </Button>
          <Button type="submit" loading={submitting} leftSection={<IconSend size={18} aria-hidden />}>
            {t('notificacoes.avisos.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Avisos' (SPEC §2.3, §6): the notification sender group writes a notice and sends it. */
export function AvisosPage() {
  const { t } = useTranslation();
  const enviar = useEnviarAviso();
  const [serverErrors, setServerErrors] = useState<FieldErrors<AvisoField>>({});
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  function whom(values: AvisoFormValues): string {
    const titulo = values.titulo.trim();
    if (values.destino === 'autoescolas')
      return t('notificacoes.avisos.confirm.autoescolas', { titulo, count: values.autoescolas.length });
    if (values.destino === 'papeis') {
      const papeis = values.papeis.map((id) => roleName(Number(id))).join(', ');
      return t('notificacoes.avisos.confirm.papeis', { titulo, papeis });
    }
    return t('notificacoes.avisos.confirm.todas', { titulo });
  }

  function send(values: AvisoFormValues, reset: () => void) {
    enviar.mutate(avisoFormData(values), {
      onSuccess: ({ dados }) => {
        setConfirm(null);
        setServerErrors({});
        notifySuccess(t('notificacoes.avisos.sent', { count: dados.destinatarios }));
        reset();
      },
      onError: (error) => {
        setConfirm(null);
        if (isUnprocessable(error)) {
          const { byField, others } = splitServerErrors(error.body?.errors, AVISO_FIELDS);
          setServerErrors(byField);
          for (const message of others) notifyFailure(message);
          notifyError(error, t('notificacoes.avisos.errors.review'));
        } else {
          notifyError(error, t('notificacoes.avisos.sendFailed'));
        }
      },
    });
  }

  function ask(values: AvisoFormValues, reset: () => void) {
    const anexos = values.anexos.length;
    const text = [
      whom(values),
      anexos > 0 ? t('notificacoes.avisos.confirm.attachments', { count: anexos }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    setConfirm({
      title: t('notificacoes.avisos.confirm.title'),
      text,
      confirmLabel: t('notificacoes.avisos.confirm.send'),
      color: 'brand',
      onConfirm: () => send(values, reset),
    });
  }

  return (
    <>
      <PageHeader
        title={t('notificacoes.avisos.title')}
        description={t('notificacoes.avisos.intro')}
        crumbs={[{ label: t('notificacoes.avisos.crumb') }, { label: t('notificacoes.avisos.title') }]}
      />
      <AvisoForm submitting={enviar.isPending} serverErrors={serverErrors} onSubmit={ask} />
      <ConfirmDialog
        request={confirm}
        cancelLabel={t('notificacoes.avisos.confirm.cancel')}
        loading={enviar.isPending}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
