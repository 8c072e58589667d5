import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCamera, IconFaceId, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { displayDate } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useConfirmedChange } from '../../../ui/useConfirmedChange.ts';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import {
  type Titular,
  useFotoReferencia,
  useReferencia,
  useRemoverReferencia,
  useSalvarReferencia,
} from '../api.ts';
import { CameraCaptura } from './CameraCaptura.tsx';

/** A photo the face engine reads: JPEG or PNG (the server says why when it finds no single face). */
const ACEITOS = 'image/jpeg,image/png';
const FOTO_ALTURA = 180;

export interface ReferenciaFacialProps {
  readonly titular: Titular;
  readonly id: number;
  /** Whether the user may take, replace or remove the photo (the form's edit permission). */
  readonly canEdit: boolean;
}

/**
 * 'Foto de referência (verificação facial)': the photo remote lessons compare faces with, kept only
 * with the data subject's consent (LGPD art. 11, II, a, biometric data), and removable with it.
 */
export function ReferenciaFacial({ titular, id, canEdit }: ReferenciaFacialProps) {
  const { t } = useTranslation();
  const referencia = useReferencia(titular, id);
  const registrada = referencia.data ?? null;
  const guardada = useFotoReferencia(titular, id, registrada !== null);
  const salvar = useSalvarReferencia(titular, id);
  const remover = useRemoverReferencia(titular, id);
  const { ask, dialog } = useConfirmedChange();
  const [nova, setNova] = useState<Blob | null>(null);
  const [camera, setCamera] = useState(false);
  const [consentimento, setConsentimento] = useState(false);
  const [semConsentimento, setSemConsentimento] = useState(false);
  const url = useObjectUrl(nova ?? (registrada ? guardada.data : undefined));

  const escolher = (foto: Blob | null) => {
    setNova(foto);
    setConsentimento(false);
    setSemConsentimento(false);
  };
  const enviar = () => {
    if (!nova) return;
    if (!consentimento) {
      setSemConsentimento(true);
      return;
    }
    salvar.mutate(nova, {
      onSuccess: (reply) => {
        notifySuccess(reply.mensagem);
        escolher(null);
      },
      onError: (error) => notifyError(error, t('referenciaFacial.erroSalvar')),
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={`referencia-${titular}-titulo`}
    >
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4" id={`referencia-${titular}-titulo`}>
          {t('referenciaFacial.title')}
        </Title>
        {referencia.data !== undefined &&
          (registrada ? (
            <Badge color="brand" variant="light" leftSection={<IconFaceId size={14} aria-hidden />}>
              {t('referenciaFacial.cadastrada')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('referenciaFacial.semFoto')}
            </Badge>
          ))}
      </Group>
      <Stack gap="sm">
        {referencia.isPending && <Skeleton h={FOTO_ALTURA} radius="md" aria-label={t('app.loading')} />}
        {referencia.isError && <Alert color="danger">{t('referenciaFacial.erroCarregar')}</Alert>}
        {url ? (
          <Image
            src={url}
            alt={t(nova ? 'referenciaFacial.novaAlt' : 'referenciaFacial.fotoAlt')}
            h={FOTO_ALTURA}
            w="auto"
            fit="contain"
            radius="md"
          />
        ) : (
          registrada && <Skeleton h={FOTO_ALTURA} radius="md" aria-label={t('app.loading')} />
        )}
        {registrada ? (
          <Text size="sm" c="dimmed">
            {registrada.consentimento_por
              ? t('referenciaFacial.consentimentoPor', {
                  data: displayDate(registrada.consentimento_em),
                  por: registrada.consentimento_por,
                })
              : t('referenciaFacial.consentimentoEm', { data: displayDate(registrada.consentimento_em) })}
          </Text>
        ) : (
          referencia.data === null && (
            <Text size="sm" c="dimmed">
              {t('referenciaFacial.semFotoDica')}
            </Text>
          )
        )}
        {canEdit && (
          <>
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconCamera size={18} aria-hidden />}
                onClick={() => setCamera(true)}
              >
                {t('referenciaFacial.tirarFoto')}
              </Button>
              <FileButton onChange={(file) => file && escolher(file)} accept={ACEITOS}>
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconUpload size={18} aria-hidden />}>
                    {t('referenciaFacial.enviarArquivo')}
                  </Button>
                )}
              </FileButton>
            </Group>
            {nova && (
              <Stack gap="sm">
                <Checkbox
                  label={t('referenciaFacial.consentimento')}
                  checked={consentimento}
                  onChange={(event) => {
                    setConsentimento(event.currentTarget.checked);
                    if (event.currentTarget.checked) setSemConsentimento(false);
                  }}
                  required
                  error={semConsentimento ? t('referenciaFacial.consentimentoObrigatorio') : undefined}
                />
                <Group gap="sm">
                  <Button onClick={enviar} loading={salvar.isPending}>
                    {t('referenciaFacial.salvar')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="gray"
                    onClick={() => escolher(null)}
                    disabled={salvar.isPending}
                  >
                    {t('referenciaFacial.descartar')}
                  </Button>
                </Group>
              </Stack>
            )}
            {registrada && !nova && (
              <Button
                variant="subtle"
                color="danger"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() =>
                  ask({
                    title: t('referenciaFacial.removerTitulo'),
                    text: t('referenciaFacial.removerTexto'),
                    confirmLabel: t('referenciaFacial.removerConfirmar'),
                    color: 'danger',
                    run: () => remover.mutateAsync(),
                    failureMessage: t('referenciaFacial.erroRemover'),
                  })
                }
                style={{ alignSelf: 'flex-start' }}
              >
                {t('referenciaFacial.remover')}
              </Button>
            )}
          </>
        )}
      </Stack>
      {camera && (
        <CameraCaptura
          onClose={() => setCamera(false)}
          onCapturar={(foto) => {
            setCamera(false);
            escolher(foto);
          }}
        />
      )}
      <ConfirmDialog {...dialog} cancelLabel={t('referenciaFacial.cancelar')} />
    </Paper>
  );
}
