import {
  ANEXO_MAX_BYTES,
  ANEXOS_MAX,
  type AvisoFields,
  avisoFields,
  DESTINOS_AVISO,
  localized,
  message,
  ROLE_IDS,
  roleName,
  TIPOS_NOTIFICACAO,
} from '@cfc/contract';
import { Alert, Button, Group, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconEraser, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog, type ConfirmRequest } from '../../ui/ConfirmDialog.tsx';
import { FileUpload } from '../../ui/FileUpload.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { Bind } from '../../ui/form/fields.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../ui/form/useSaveForm.ts';
import { SearchMultiSelect } from '../../ui/inputs/SearchSelect.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useEscolas } from '../envios-getran/index.ts';
import { useEnviarAviso } from './api.ts';
import { MensagemEditor } from './components/MensagemEditor.tsx';

const ROLE_OPTIONS = ROLE_IDS.map((id) => ({ value: String(id), label: roleName(id) }));

/** The types the server takes (and checks by their first bytes): documents, images, spreadsheets. */
const ANEXO_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.pptx',
  '.odt',
  '.ods',
  '.csv',
  '.txt',
  '.zip',
];
const ANEXO_MAX_MB = ANEXO_MAX_BYTES / (1024 * 1024);
/** The contract's bounds of the title and the message (`avisoFields`). */
const TITULO_MAX = 200;

/**
 * The notice as the composer holds it: the contract's fields, which the server checks the same
 * way, and the attachments, which travel as files beside them.
 */
const avisoForm = avisoFields.safeExtend({
  anexos: z
    .array(z.instanceof(File))
    .max(ANEXOS_MAX, localized(message('notificacoes.anexosDemais', { maximo: ANEXOS_MAX }))),
});
type AvisoForm = z.output<typeof avisoForm>;

const EMPTY_AVISO: z.input<typeof avisoForm> = {
  titulo: '',
  descricao: '',
  tipo: 'geral',
  destino: 'todas',
  autoescolas: [],
  papeis: [],
  anexos: [],
};

/** The multipart body of POST /notificacoes/avisos; only the chosen destination's list goes. */
function avisoFormData(aviso: AvisoForm): FormData {
  const body = new FormData();
  body.append('titulo', aviso.titulo);
  body.append('descricao', aviso.descricao);
  body.append('tipo', aviso.tipo);
  body.append('destino', aviso.destino);
  if (aviso.destino === 'autoescolas') {
    for (const slug of aviso.autoescolas) body.append('autoescolas[]', slug);
  }
  if (aviso.destino === 'papeis') {
    for (const papel of aviso.papeis) body.append('papeis[]', String(papel));
  }
  for (const file of aviso.anexos) body.append('anexos', file, file.name);
  return body;
}

/** 'Avisos' (SPEC §2.3, §6): the notification sender group writes a notice and sends it. */
export function AvisosPage() {
  const { t } = useTranslation();
  const escolas = useEscolas();
  const form = useContractForm(avisoForm, EMPTY_AVISO);
  const { submit, submitting, otherErrors } = useSaveForm({
    save: useEnviarAviso(),
    form,
    reviewMessage: t('notificacoes.avisos.errors.review'),
    failureMessage: t('notificacoes.avisos.sendFailed'),
    successMessage: (sent) => t('notificacoes.avisos.sent', { count: sent.destinatarios }),
  });
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { control } = form;
  const destino = form.watch('destino');
  const escolaOptions = (escolas.data ?? [])
    .filter((escola) => escola.ativo)
    .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }));

  function whom(aviso: AvisoFields): string {
    const { titulo } = aviso;
    if (aviso.destino === 'autoescolas')
      return t('notificacoes.avisos.confirm.autoescolas', { titulo, count: aviso.autoescolas.length });
    if (aviso.destino === 'papeis') {
      const papeis = aviso.papeis.map((id) => roleName(id)).join(', ');
      return t('notificacoes.avisos.confirm.papeis', { titulo, papeis });
    }
    return t('notificacoes.avisos.confirm.todas', { titulo });
  }

  function ask(aviso: AvisoForm) {
    const anexos = aviso.anexos.length;
    const text = [
      whom(aviso),
      anexos > 0 ? t('notificacoes.avisos.confirm.attachments', { count: anexos }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    setConfirm({
      title: t('notificacoes.avisos.confirm.title'),
      text,
      confirmLabel: t('notificacoes.avisos.confirm.send'),
      color: 'brand',
      onConfirm: () => {
        setConfirm(null);
        submit(avisoFormData(aviso), () => form.reset(EMPTY_AVISO));
      },
    });
  }

  return (
    <>
      <PageHeader
        title={t('notificacoes.avisos.title')}
        description={t('notificacoes.avisos.intro')}
        crumbs={[{ label: t('notificacoes.avisos.crumb') }, { label: t('notificacoes.avisos.title') }]}
      />
      <form onSubmit={form.handleSubmit(ask)} noValidate>
        <Stack gap="lg">
          <FormSection
            title={t('notificacoes.avisos.content')}
            hint={t('notificacoes.avisos.contentHint')}
            columns={1}
          >
            <Stack gap="md">
              {/* The contract's own messages ('Informe o título.'), not the generic required one. */}
              <Bind control={control} name="titulo">
                {(field) => (
                  <TextInput
                    {...field}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    label={t('notificacoes.avisos.titulo')}
                    required
                    autoComplete="off"
                    maxLength={TITULO_MAX}
                  />
                )}
              </Bind>
              <Bind control={control} name="tipo">
                {(field) => (
                  <Radio.Group
                    {...field}
                    value={field.value ?? 'geral'}
                    onChange={(tipo) => field.onChange(tipo as AvisoFields['tipo'])}
                    label={t('notificacoes.avisos.tipo')}
                  >
                    <Group gap="lg" mt={6}>
                      {TIPOS_NOTIFICACAO.map((tipo) => (
                        <Radio key={tipo} value={tipo} label={t(`notificacoes.avisos.tipos.${tipo}`)} />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              </Bind>
              <Bind control={control} name="descricao">
                {(field) => (
                  <MensagemEditor
                    {...field}
                    label={t('notificacoes.avisos.descricao')}
                    description={t('notificacoes.avisos.descricaoHint')}
                  />
                )}
              </Bind>
            </Stack>
          </FormSection>

          <FormSection
            title={t('notificacoes.avisos.recipients')}
            hint={t('notificacoes.avisos.recipientsHint')}
            columns={1}
          >
            <Stack gap="md">
              <Bind control={control} name="destino">
                {(field) => (
                  <Stack gap={4}>
                    <span
                      id="aviso-destino"
                      style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}
                    >
                      {t('notificacoes.avisos.destino')}
                    </span>
                    <SegmentedControl
                      aria-labelledby="aviso-destino"
                      name={field.name}
                      value={field.value ?? 'todas'}
                      onChange={(value) => field.onChange(value as AvisoFields['destino'])}
                      data={DESTINOS_AVISO.map((value) => ({
                        value,
                        label: t(`notificacoes.avisos.destinos.${value}`),
                      }))}
                      style={{ alignSelf: 'flex-start' }}
                    />
                    {field.error && (
                      <Text size="xs" c="danger.7" role="alert">
                        {field.error}
                      </Text>
                    )}
                  </Stack>
                )}
              </Bind>
              {destino === 'autoescolas' && (
                <Bind control={control} name="autoescolas">
                  {(field) => (
                    <SearchMultiSelect
                      {...field}
                      value={field.value ?? []}
                      label={t('notificacoes.avisos.autoescolas')}
                      placeholder={t('notificacoes.avisos.autoescolasPlaceholder')}
                      required
                      data={escolaOptions}
                      error={
                        field.error ??
                        (escolas.isError ? t('notificacoes.avisos.autoescolasFailed') : undefined)
                      }
                      disabled={escolas.isPending}
                      clearable
                    />
                  )}
                </Bind>
              )}
              {destino === 'papeis' && (
                <Bind control={control} name="papeis">
                  {(field) => (
                    <SearchMultiSelect
                      {...field}
                      value={(field.value ?? []).map(String)}
                      label={t('notificacoes.avisos.papeis')}
                      placeholder={t('notificacoes.avisos.papeisPlaceholder')}
                      required
                      data={ROLE_OPTIONS}
                      clearable
                    />
                  )}
                </Bind>
              )}
            </Stack>
          </FormSection>

          <FormSection title={t('notificacoes.avisos.attachments')} columns={1}>
            <Bind control={control} name="anexos">
              {(field) => (
                <FileUpload
                  label={t('notificacoes.avisos.attachmentsHint', { max: ANEXOS_MAX })}
                  accept={ANEXO_EXTENSIONS}
                  files={field.value ?? []}
                  onChange={field.onChange}
                  multiple
                  maxSizeMb={ANEXO_MAX_MB}
                  error={field.error}
                />
              )}
            </Bind>
          </FormSection>

          {otherErrors.length > 0 && (
            // What the server refused about no field of the form (too many fields, say).
            <Alert color="danger" variant="light" role="alert">
              {otherErrors.map((text) => (
                <Text key={text} size="sm">
                  {text}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconEraser size={18} aria-hidden />}
              onClick={() => form.reset(EMPTY_AVISO)}
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
      <ConfirmDialog
        request={confirm}
        cancelLabel={t('notificacoes.avisos.confirm.cancel')}
        loading={submitting}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
