import { type MensagemEad, mensagemBody } from '@cfc/contract';
import { ActionIcon, Badge, Box, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconHandStop, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/fields.tsx';
import { useContractForm } from '../../../ui/form/useContractForm.ts';
import { clockTime } from '../../../ui/format.ts';
import { notifyError } from '../../../ui/notify.ts';

/** The box's label is for screen readers: the panel's title says what it is. */
const HIDDEN_LABEL = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface ChatPanelProps {
  readonly mensagens: readonly MensagemEad[];
  /** Sends one message; the box empties once it went. */
  readonly onEnviar: (texto: string) => Promise<unknown>;
  readonly disabled?: boolean;
  /** The panel's height on a wide screen (on a phone it follows the page). */
  readonly height?: number | string;
}

function Mensagem({ mensagem }: { readonly mensagem: MensagemEad }) {
  const { t, i18n } = useTranslation();
  const hora = clockTime(new Date(mensagem.criada_em), i18n.language, 'short');
  if (mensagem.tipo !== 'mensagem') {
    const key = mensagem.tipo === 'mao_levantada' ? 'ead.chat.maoLevantada' : 'ead.chat.maoAbaixada';
    return (
      <Group gap={6} wrap="nowrap" c="dimmed">
        <IconHandStop size={14} aria-hidden />
        <Text size="xs">
          {t(key, { nome: mensagem.autor_nome })} · {hora}
        </Text>
      </Group>
    );
  }
  const daEscola = mensagem.autor_papel !== 'aluno';
  return (
    <Box>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {mensagem.autor_nome}
        </Text>
        {daEscola ? (
          <Badge size="xs" variant="light" color={mensagem.autor_papel === 'instrutor' ? 'teal' : 'blue'}>
            {t(`ead.chat.papel.${mensagem.autor_papel}`)}
          </Badge>
        ) : null}
        <Text size="xs" c="dimmed">
          {hora}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {mensagem.texto}
      </Text>
    </Box>
  );
}

/** The lesson's chat: the messages (newest at the bottom, kept in view) and the box to write. */
export function ChatPanel({ mensagens, onEnviar, disabled = false, height = 420 }: ChatPanelProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const form = useContractForm(mensagemBody, { texto: '' });
  const { control, handleSubmit, reset, formState } = form;

  const total = mensagens.length;
  useEffect(() => {
    const lista = viewport.current;
    if (total > 0 && lista) lista.scrollTop = lista.scrollHeight;
  }, [total]);

  const enviar = handleSubmit(async ({ texto }) => {
    try {
      await onEnviar(texto);
      reset({ texto: '' });
    } catch (error) {
      notifyError(error, t('ead.chat.erro'));
    }
  });

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('ead.chat.title')}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('ead.chat.title')}
        </Title>
        <ScrollArea h={height} viewportRef={viewport} offsetScrollbars>
          <Stack gap="sm" role="log" aria-live="polite">
            {mensagens.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('ead.chat.vazio')}
              </Text>
            ) : (
              mensagens.map((mensagem) => <Mensagem key={mensagem.id_mensagem} mensagem={mensagem} />)
            )}
          </Stack>
        </ScrollArea>
        <form onSubmit={enviar} noValidate>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextField
              control={control}
              name="texto"
              label={t('ead.chat.mensagem')}
              placeholder={t('ead.chat.placeholder')}
              styles={{ label: HIDDEN_LABEL }}
              autoComplete="off"
              maxLength={500}
              disabled={disabled}
              style={{ flex: 1 }}
            />
            <ActionIcon
              type="submit"
              size={36}
              aria-label={t('ead.chat.enviar')}
              loading={formState.isSubmitting}
              disabled={disabled}
            >
              <IconSend size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
