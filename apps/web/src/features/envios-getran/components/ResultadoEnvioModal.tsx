import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
  IconTool,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { oQueFazerKey, rejectionText } from '../rejection.ts';
import { canApplyCorrection, type EnvioOutcome, type ResultIcon, resultIcon } from '../result.ts';
import { EnvioStatusBadge } from './EnvioStatusBadge.tsx';

const ICONS: Record<ResultIcon, { readonly color: string; readonly Icon: typeof IconCircleCheck }> = {
  success: { color: 'brand', Icon: IconCircleCheck },
  warning: { color: 'warning', Icon: IconAlertTriangle },
  error: { color: 'danger', Icon: IconCircleX },
  info: { color: 'info', Icon: IconInfoCircle },
};

const KNOWN_DADOS = ['duracao_minutos', 'maximo_minutos', 'minimo_minutos', 'inicio_minimo'] as const;
type KnownDado = (typeof KNOWN_DADOS)[number];
const isKnown = (key: string): key is KnownDado => (KNOWN_DADOS as readonly string[]).includes(key);

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

interface ResultadoEnvioModalProps {
  /** What to show; null closes the modal. */
  readonly outcome: EnvioOutcome | null;
  readonly correcting: boolean;
  readonly onCorrect: (outcome: EnvioOutcome) => void;
  readonly onClose: () => void;
}

/**
 * The result of a send (SPEC §2.6, §4): its icon, status, protocol, the rules broken, who answered
 * (the platform's own check or the authority), each in words with what to do about it (never the raw
 * code), and, for a refusal the platform can correct, 'Aplicar Correção'.
 */
export function ResultadoEnvioModal({ outcome, correcting, onCorrect, onClose }: ResultadoEnvioModalProps) {
  const { t } = useTranslation();
  // Keeps the content while the modal fades out after `outcome` went back to null.
  const [shown, setShown] = useState(outcome);
  if (outcome !== null && outcome !== shown) setShown(outcome);

  return (
    <Modal
      opened={outcome !== null}
      onClose={onClose}
      title={t('enviosGetran.resultado.title')}
      size="lg"
      centered
    >
      {shown && (
        <ResultadoBody outcome={shown} correcting={correcting} onCorrect={onCorrect} onClose={onClose} />
      )}
    </Modal>
  );
}

function ResultadoBody({
  outcome,
  correcting,
  onCorrect,
  onClose,
}: Omit<ResultadoEnvioModalProps, 'outcome'> & { readonly outcome: EnvioOutcome }) {
  const { t } = useTranslation();
  const icon = resultIcon(outcome);
  const { color, Icon } = ICONS[icon];
  const { resultado } = outcome;
  const dados = Object.entries(resultado.dados ?? {});
  const corrigir = canApplyCorrection(outcome);
  // The rule in words; the reply's own message already says it when no catalogue text adds anything.
  const motivoText = resultado.codigo ? rejectionText(resultado.codigo, resultado.violacoes) : null;
  const motivo = motivoText !== outcome.mensagem ? motivoText : null;

  const dadoText = (key: string, value: unknown) => {
    if (!isKnown(key)) return `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    const shownValue =
      key === 'inicio_minimo' && typeof value === 'string' ? displayDate(value) : String(value);
    return t(`enviosGetran.resultado.dados.${key}`, { value: shownValue });
  };

  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon
          color={color}
          variant="light"
          size={48}
          radius="xl"
          role="img"
          aria-label={t(`enviosGetran.resultado.icons.${icon}`)}
          data-result-icon={icon}
        >
          <Icon size={30} aria-hidden />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600} size="lg">
            {outcome.mensagem}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`enviosGetran.resultado.icons.${icon}`)}
          </Text>
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Field label={t('enviosGetran.resultado.status')}>
          <EnvioStatusBadge status={resultado.status} />
        </Field>
        <Field label={t('enviosGetran.resultado.protocolo')}>{resultado.protocolo ?? '-'}</Field>
        {motivo && <Field label={t('enviosGetran.resultado.motivo')}>{motivo}</Field>}
        <Field label={t('enviosGetran.resultado.origem')}>
          {resultado.verificacaoLocal
            ? t('enviosGetran.resultado.verificacaoLocal')
            : t('enviosGetran.resultado.getran')}
        </Field>
        {resultado.aulaPraticaId > 0 && (
          <Field label={t('enviosGetran.resultado.aula')}>{`#${resultado.aulaPraticaId}`}</Field>
        )}
        {resultado.schema && <Field label={t('enviosGetran.resultado.escola')}>{resultado.schema}</Field>}
      </SimpleGrid>

      {resultado.violacoes.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('enviosGetran.resultado.violacoes')}
          </Text>
          <List size="sm" spacing={4} aria-label={t('enviosGetran.resultado.violacoes')}>
            {resultado.violacoes.map((violacao) => (
              <List.Item key={`${violacao.codigo}-${violacao.mensagem}`}>
                <Text size="sm">{violacao.mensagem}</Text>
                <Text size="xs" c="dimmed">
                  {t(`enviosGetran.resultado.oQueFazer.${oQueFazerKey(violacao.codigo)}`)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}

      {resultado.codigo && resultado.violacoes.length === 0 && (
        <Alert color="info" variant="light" title={t('enviosGetran.resultado.oQueFazerTitulo')}>
          {t(`enviosGetran.resultado.oQueFazer.${oQueFazerKey(resultado.codigo)}`)}
        </Alert>
      )}

      {dados.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('enviosGetran.resultado.correcao')}
          </Text>
          <List size="sm" spacing={2}>
            {dados.map(([key, value]) => (
              <List.Item key={key}>{dadoText(key, value)}</List.Item>
            ))}
          </List>
        </Stack>
      )}

      {corrigir && (
        <Alert color="info" variant="light" icon={<IconTool size={18} aria-hidden />}>
          {t('enviosGetran.resultado.correcaoHint')}
        </Alert>
      )}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('enviosGetran.resultado.fechar')}
        </Button>
        {corrigir && (
          <Button
            leftSection={<IconTool size={16} aria-hidden />}
            loading={correcting}
            onClick={() => onCorrect(outcome)}
          >
            {t('enviosGetran.resultado.aplicar')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
