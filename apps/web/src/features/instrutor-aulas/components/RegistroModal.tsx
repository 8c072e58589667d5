import { finalizarAulaBody, type InstrutorAula, localized, type MomentoFoto } from '@cfc/contract';
import { timeInSaoPaulo, timeRangeInSaoPaulo } from '@cfc/domain';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFlag, IconPlayerPlay } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { isUnprocessable, splitServerErrors } from '../../../ui/form/field-errors.ts';
import { Bind } from '../../../ui/form/fields.tsx';
import { NumberField } from '../../../ui/form/NumberField.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { FOTO_FIELD } from '../../../ui/foto.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../ui/notify.ts';
import { useFinishAula, useStartAula, useUploadFoto } from '../api.ts';
import { km } from '../formatting.ts';
import { type Fix, geoFailureOf, lerPosicao } from '../geolocation.ts';
import { partidaDe } from '../janela.ts';
import { FotoCaptura } from './FotoCaptura.tsx';
import { type Localizacao, LocalizacaoStatus } from './LocalizacaoStatus.tsx';

/** The odometer limits of the contract (whole kilometres). */
const HODOMETRO_MAX = 9_999_999;

/**
 * The start or the finish as the form holds it: the contract's odometer and position (the position
 * is the phone's GPS fix, set as it comes), the student's photo, sent before them, and at the finish
 * the server's own rule that the odometer is not below the start's, checked here too.
 */
function registroForm(fotoObrigatoria: string, hodometroInicial: number | undefined) {
  return finalizarAulaBody
    .extend({ [FOTO_FIELD]: z.instanceof(File, { error: () => fotoObrigatoria }) })
    .refine((values) => hodometroInicial === undefined || values.hodometro >= hodometroInicial, {
      path: ['hodometro'],
      ...localized('aulasPraticas.hodometroFinalMenor'),
    });
}

interface RegistroFormProps {
  readonly aula: InstrutorAula;
  readonly momento: MomentoFoto;
  readonly onClose: () => void;
  readonly onRegistrado: (aula: InstrutorAula, fix: Fix) => void;
}

/** Odometer, photo and position: what the start (or the finish) of a lesson records. */
function RegistroForm({ aula, momento, onClose, onRegistrado }: RegistroFormProps) {
  const { t, i18n } = useTranslation();
  const inicio = momento === 'inicio';
  const hodometroInicial = aula.anotacao?.hodometro_inicio;
  const [schema] = useState(() =>
    registroForm(t('instrutorAulas.registro.fotoObrigatoria'), inicio ? undefined : hodometroInicial),
  );
  const form = useContractForm(schema, { hodometro: undefined, latitude: undefined, longitude: undefined });
  const { control, setValue } = form;
  const [localizacao, setLocalizacao] = useState<Localizacao>({ kind: 'obtendo' });
  /** The server's refusal about the lesson itself (too early, no longer scheduled...), kept in view. */
  const [recusa, setRecusa] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** The photo the server already has: a second try after a refused odometer does not send it again. */
  const fotoEnviada = useRef<File>(undefined);
  const uploadFoto = useUploadFoto();
  const start = useStartAula();
  const finish = useFinishAula();

  const localizar = useCallback(() => {
    setLocalizacao({ kind: 'obtendo' });
    lerPosicao().then(
      (fix) => {
        setLocalizacao({ kind: 'ok', fix });
        setValue('latitude', fix.latitude);
        setValue('longitude', fix.longitude);
      },
      (error: unknown) => setLocalizacao({ kind: 'erro', motivo: geoFailureOf(error) }),
    );
  }, [setValue]);
  useEffect(localizar, [localizar]);

  function failed(error: unknown, fallback: string) {
    if (error instanceof ApiError && error.status === 0) {
      notifyFailure(t('instrutorAulas.registro.semConexao'));
      return;
    }
    // A refusal is shown once, beside what it is about, and not again in a toast.
    if (isUnprocessable(error)) {
      const { byField, others } = splitServerErrors(error.body?.errors, ['hodometro', FOTO_FIELD] as const);
      if (byField.hodometro) form.setError('hodometro', { type: 'server', message: byField.hodometro });
      if (byField[FOTO_FIELD]) form.setError(FOTO_FIELD, { type: 'server', message: byField[FOTO_FIELD] });
      const onField = byField.hodometro !== undefined || byField[FOTO_FIELD] !== undefined;
      setRecusa(others[0] ?? (onField ? undefined : error.mensagem));
      return;
    }
    notifyError(error, fallback);
  }

  /** The start window, checked before any evidence is sent: a closed one needs no photo. */
  function foraDaJanela(): string | undefined {
    if (!inicio) return undefined;
    const partida = partidaDe(aula, Date.now());
    if (partida.kind === 'antes')
      return t('instrutorAulas.card.disponivelAs', { hora: timeInSaoPaulo(partida.abre) });
    if (partida.kind === 'encerrada')
      return t('instrutorAulas.card.prazoEncerrado', { hora: timeInSaoPaulo(partida.fechou) });
    return undefined;
  }

  async function send(values: z.output<typeof schema>) {
    const file = values[FOTO_FIELD];
    setBusy(true);
    try {
      if (fotoEnviada.current !== file) {
        try {
          await uploadFoto.mutateAsync({ aulaId: aula.aulaId, momento, file });
        } catch (error) {
          failed(error, t('instrutorAulas.registro.erroFoto'));
          return;
        }
        fotoEnviada.current = file;
      }
      const body = { hodometro: values.hodometro, latitude: values.latitude, longitude: values.longitude };
      try {
        const reply = inicio
          ? await start.mutateAsync({
              aulaId: aula.aulaId,
              body: { ...body, registrado_em: new Date().toISOString() },
            })
          : await finish.mutateAsync({ aulaId: aula.aulaId, body });
        notifySuccess(reply.mensagem);
        if (localizacao.kind === 'ok') onRegistrado(reply.dados, localizacao.fix);
      } catch (error) {
        failed(error, t(inicio ? 'instrutorAulas.registro.erroInicio' : 'instrutorAulas.registro.erroFim'));
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    const janela = foraDaJanela();
    setRecusa(janela);
    if (janela) {
      event.preventDefault();
      return;
    }
    if (localizacao.kind === 'erro') localizar();
    void form.handleSubmit(send)(event);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {recusa && (
          <Alert color="danger" icon={<IconAlertCircle aria-hidden />} p="sm" role="alert">
            {recusa}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('instrutorAulas.registro.resumo', {
            horario: timeRangeInSaoPaulo(aula.inicio, aula.fim),
            placa: aula.placa,
          })}
        </Text>
        <NumberField
          control={control}
          name="hodometro"
          label={t(
            inicio ? 'instrutorAulas.registro.hodometroInicial' : 'instrutorAulas.registro.hodometroFinal',
          )}
          description={
            inicio || hodometroInicial === undefined
              ? t('instrutorAulas.registro.hodometroInicialHint')
              : t('instrutorAulas.registro.hodometroFinalHint', { km: km(hodometroInicial, i18n.language) })
          }
          required
          size="md"
          inputMode="numeric"
          allowDecimal={false}
          allowNegative={false}
          min={0}
          max={HODOMETRO_MAX}
          clampBehavior="strict"
          hideControls
          data-autofocus
        />
        <Bind control={control} name={FOTO_FIELD}>
          {(field) => (
            <FotoCaptura
              file={field.value}
              onChange={(file) => field.onChange(file as File)}
              error={field.error}
            />
          )}
        </Bind>
        <LocalizacaoStatus
          state={localizacao}
          onRetry={localizar}
          // No fix yet: the contract's position is missing, the phone is still looking for it.
          error={
            form.formState.errors.latitude && localizacao.kind !== 'ok'
              ? t('instrutorAulas.gps.aguarde')
              : undefined
          }
        />
        <Stack gap="xs">
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={busy}
            leftSection={
              inicio ? <IconPlayerPlay size={22} aria-hidden /> : <IconFlag size={22} aria-hidden />
            }
          >
            {t(inicio ? 'instrutorAulas.registro.confirmarInicio' : 'instrutorAulas.registro.confirmarFim')}
          </Button>
          <Button variant="default" size="md" fullWidth onClick={onClose} disabled={busy}>
            {t('instrutorAulas.registro.cancelar')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

interface RegistroModalProps {
  readonly aula: InstrutorAula | null;
  readonly momento: MomentoFoto;
  readonly onClose: () => void;
  readonly onRegistrado: (aula: InstrutorAula, fix: Fix) => void;
}

/** Starting or finishing a lesson: a dialog that takes the whole phone screen. */
export function RegistroModal({ aula, momento, onClose, onRegistrado }: RegistroModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const title = aula
    ? t(
        momento === 'inicio'
          ? 'instrutorAulas.registro.iniciarTitle'
          : 'instrutorAulas.registro.finalizarTitle',
        {
          aluno: aula.aluno,
        },
      )
    : '';
  return (
    <Modal
      opened={aula !== null}
      onClose={onClose}
      title={title}
      fullScreen={phone}
      size="md"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {aula && (
        <RegistroForm
          key={`${aula.aulaId}-${momento}`}
          aula={aula}
          momento={momento}
          onClose={onClose}
          onRegistrado={onRegistrado}
        />
      )}
    </Modal>
  );
}
