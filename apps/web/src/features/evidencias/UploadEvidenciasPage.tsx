import { EVIDENCIA_MANUAL_MAX_BYTES, evidenciaManualFields, localized, message } from '@cfc/contract';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { FileUpload } from '../../ui/FileUpload.tsx';
import { Bind } from '../../ui/form/fields.tsx';
import { TextareaField } from '../../ui/form/TextareaField.tsx';
import { useContractForm } from '../../ui/form/useContractForm.ts';
import { useSaveForm } from '../../ui/form/useSaveForm.ts';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useEnviarManual, useEvidencia } from './api.ts';
import { ManuaisAula } from './components/AlertasAula.tsx';
import { AulasMonitoradasTable } from './components/AulasMonitoradasTable.tsx';

const MEGABYTES = EVIDENCIA_MANUAL_MAX_BYTES / (1024 * 1024);
const ACEITOS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp'];
const arquivoRecusado = localized(message('evidencias.arquivoRecusado', { megabytes: MEGABYTES }));
/** The upload's form: the contract's fields and the file the form holds until it is sent. */
const manualForm = evidenciaManualFields.safeExtend({
  arquivo: z.array(z.instanceof(File)).length(1, arquivoRecusado),
});
const EMPTY: z.input<typeof manualForm> = { descricao: '', arquivo: [] };

function EnviarManual({ aulaId }: { readonly aulaId: number }) {
  const { t } = useTranslation();
  const evidencia = useEvidencia(aulaId);
  const form = useContractForm(manualForm, EMPTY);
  const { submit, submitting, otherErrors } = useSaveForm({
    save: useEnviarManual(aulaId),
    form,
    reviewMessage: t('evidencias.upload.erro'),
    failureMessage: t('evidencias.upload.erro'),
  });
  const aula = evidencia.data?.aula;
  return (
    <Stack gap="md">
      {aula && (
        <Text fw={600}>
          {t('evidencias.upload.aulaEscolhida', {
            aluno: aula.aluno_nome,
            data: displayDate(aula.inicio_previsto),
          })}
        </Text>
      )}
      <Card withBorder radius="md">
        <form
          onSubmit={form.handleSubmit((values) => {
            const [file] = values.arquivo;
            if (file) submit({ descricao: values.descricao, file }, () => form.reset(EMPTY));
          })}
          noValidate
        >
          <Stack gap="sm">
            <TextareaField
              control={form.control}
              name="descricao"
              label={t('evidencias.upload.descricao')}
              placeholder={t('evidencias.upload.descricaoPlaceholder')}
              required
              autosize
              minRows={2}
            />
            <Bind control={form.control} name="arquivo">
              {(field) => (
                <FileUpload
                  label={t('evidencias.upload.arquivo')}
                  accept={ACEITOS}
                  files={field.value ?? []}
                  onChange={field.onChange}
                  maxSizeMb={MEGABYTES}
                  error={field.error}
                />
              )}
            </Bind>
            {otherErrors.length > 0 && (
              <Alert color="danger" role="alert">
                {otherErrors.join(' ')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={submitting} leftSection={<IconUpload size={18} aria-hidden />}>
                {t('evidencias.upload.enviar')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {evidencia.data && (
        <Card withBorder radius="md">
          <ManuaisAula aula={aulaId} manuais={evidencia.data.manuais} />
        </Card>
      )}
    </Stack>
  );
}

/** /admin/monitoramento/upload — manual evidence of the lessons given in contingency. */
export function UploadEvidenciasPage() {
  const { t } = useTranslation();
  const aulaId = idFrom(useSearchParams()[0].get('aula'));
  const title = t('evidencias.upload.title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('evidencias.upload.intro')}
        crumbs={
          aulaId === undefined
            ? [{ label: title }]
            : [{ label: title, route: 'monitoramento-upload' }, { label: `#${aulaId}` }]
        }
      />
      {aulaId === undefined ? (
        <AulasMonitoradasTable
          escolas={false}
          fixos={{ contingencia: 'true' }}
          abrirPath={(aula) => `${buildPath('monitoramento-upload')}?aula=${aula.id_aula_pratica}`}
          openLabel={(aula) => t('evidencias.upload.escolher', { aluno: aula.aluno_nome })}
          label={t('evidencias.upload.label')}
          empty={t('evidencias.upload.empty')}
        />
      ) : (
        <EnviarManual aulaId={aulaId} />
      )}
    </>
  );
}
