import type { InstrutorAula, MomentoFoto } from '@cfc/contract';
import { timeInSaoPaulo, timeRangeInSaoPaulo } from '@cfc/domain';
import { Alert, Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFlag, IconPlayerPlay } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { isUnprocessable, splitServerErrors } from '../../../ui/form/field-errors.ts';
import { FOTO_FIELD } from '../../../ui/foto.ts';
import { notifyError, notifyFailure, notifySuccess } from '../../../ui/notify.ts';
import { useEnviarFoto, useFinalizarAula, useIniciarAula } from '../api.ts';
import { km } from '../formatting.ts';
import { type Fix, geoFailureOf, lerPosicao } from '../geolocation.ts';
import { partidaDe } from '../janela.ts';
import { FotoCaptura } from './FotoCaptura.tsx';
import { type Localizacao, LocalizacaoStatus } from './LocalizacaoStatus.tsx';

/** The odometer limits of the contract (whole kilometres). */
const HODOMETRO_MAX = 9_999_999;

type Campo = 'hodometro' | 'arquivo' | 'localizacao';
type Erros = Partial<Record<Campo, string>>;

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
  const [hodometro, setHodometro] = useState<number | ''>('');
  const [file, setFile] = useState<File>();
  const [localizacao, setLocalizacao] = useState<Localizacao>({ kind: 'obtendo' });
  const [erros, setErros] = useState<Erros>({});
  /** The server's refusal about the lesson itself (too early, no longer scheduled...), kept in view. */
  const [recusa, setRecusa] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** The photo the server already has: a second try after a refused odometer does not send it again. */
  const fotoEnviada = useRef<File>(undefined);
  const enviarFoto = useEnviarFoto();
  const iniciar = useIniciarAula();
  const finalizar = useFinalizarAula();
  const hodometroInicial = aula.anotacao?.hodometro_inicio;

  const localizar = useCallback(() => {
    setLocalizacao({ kind: 'obtendo' });
    lerPosicao().then(
      (fix) => setLocalizacao({ kind: 'ok', fix }),
      (error: unknown) => setLocalizacao({ kind: 'erro', motivo: geoFailureOf(error) }),
    );
  }, []);
  useEffect(localizar, [localizar]);

  function validate(): Erros {
    const found: Erros = {};
    if (hodometro === '') found.hodometro = t('instrutorAulas.registro.hodometroObrigatorio');
    else if (!inicio && hodometroInicial !== undefined && hodometro < hodometroInicial)
      found.hodometro = t('instrutorAulas.registro.hodometroFinalMenor');
    if (!file) found.arquivo = t('instrutorAulas.registro.fotoObrigatoria');
    if (localizacao.kind !== 'ok') found.localizacao = t('instrutorAulas.gps.aguarde');
    return found;
  }

  function failed(error: unknown, fallback: string) {
    if (error instanceof ApiError && error.status === 0) {
      notifyFailure(t('instrutorAulas.registro.semConexao'));
      return;
    }
    // A refusal is shown once, beside what it is about, and not again in a toast.
    if (isUnprocessable(error)) {
      const { byField, others } = splitServerErrors(error.body?.errors, ['hodometro', FOTO_FIELD] as const);
      setErros({ hodometro: byField.hodometro, arquivo: byField[FOTO_FIELD] });
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const janela = foraDaJanela();
    setRecusa(janela);
    if (janela) return;
    const found = validate();
    setErros(found);
    if (localizacao.kind === 'erro') localizar();
    if (Object.keys(found).length > 0 || hodometro === '' || !file || localizacao.kind !== 'ok') return;
    const { fix } = localizacao;
    setBusy(true);
    try {
      if (fotoEnviada.current !== file) {
        try {
          await enviarFoto.mutateAsync({ aulaId: aula.aulaId, momento, file });
        } catch (error) {
          failed(error, t('instrutorAulas.registro.erroFoto'));
          return;
        }
        fotoEnviada.current = file;
      }
      const position = { hodometro, latitude: fix.latitude, longitude: fix.longitude };
      try {
        const reply = inicio
          ? await iniciar.mutateAsync({
              aulaId: aula.aulaId,
              body: { ...position, registrado_em: new Date().toISOString() },
            })
          : await finalizar.mutateAsync({ aulaId: aula.aulaId, body: position });
        notifySuccess(reply.mensagem);
        onRegistrado(reply.dados, fix);
      } catch (error) {
        failed(error, t(inicio ? 'instrutorAulas.registro.erroInicio' : 'instrutorAulas.registro.erroFim'));
      }
    } finally {
      setBusy(false);
    }
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
        <NumberInput
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
          value={hodometro}
          onChange={(value) => {
            setHodometro(typeof value === 'number' ? value : '');
            setErros((current) => ({ ...current, hodometro: undefined }));
          }}
          error={erros.hodometro}
          data-autofocus
        />
        <FotoCaptura
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setErros((current) => ({ ...current, arquivo: undefined }));
          }}
          error={erros.arquivo}
        />
        <LocalizacaoStatus state={localizacao} onRetry={localizar} error={erros.localizacao} />
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
