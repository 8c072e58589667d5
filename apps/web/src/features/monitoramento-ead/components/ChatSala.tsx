import type { MensagemEad } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { ActionIcon, Group, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ChatSalaProps {
  readonly mensagens: readonly MensagemEad[];
  /** Sends a message as staff; absent: read only (monitoring). */
  readonly onEnviar?: (texto: string) => Promise<unknown>;
  readonly enviando?: boolean;
}

const COR_PAPEL: Record<MensagemEad['autor_papel'], string | undefined> = {
  instrutor: 'brand.8',
  equipe: 'info.8',
  aluno: undefined,
};

/** The lesson's chat beside the stream: messages and raised hands, newest at the bottom. */
export function ChatSala({ mensagens, onEnviar, enviando = false }: ChatSalaProps) {
  const { t } = useTranslation();
  const [texto, setTexto] = useState('');
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const limpo = texto.trim();
    if (!onEnviar || limpo === '') return;
    void onEnviar(limpo).then(() => setTexto(''));
  };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="chat-sala-titulo">
      <Title order={2} size="h5" id="chat-sala-titulo" mb="xs">
        {t('monitoramentoEad.chat.title')}
      </Title>
      <ScrollArea h={360} type="auto">
        {mensagens.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('monitoramentoEad.chat.vazio')}
          </Text>
        ) : (
          <Stack gap={8} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
            {mensagens.map((mensagem) => (
              <li key={mensagem.id_mensagem}>
                {mensagem.tipo === 'mensagem' ? (
                  <>
                    <Text size="xs" c={COR_PAPEL[mensagem.autor_papel] ?? 'dimmed'} fw={600}>
                      {mensagem.autor_nome} · {timeInSaoPaulo(mensagem.criada_em)}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {mensagem.texto}
                    </Text>
                  </>
                ) : (
                  <Text size="xs" c="dimmed" fs="italic">
                    {t(`monitoramentoEad.chat.${mensagem.tipo}`, { nome: mensagem.autor_nome })} ·{' '}
                    {timeInSaoPaulo(mensagem.criada_em)}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
      </ScrollArea>
      {onEnviar ? (
        <form onSubmit={enviar}>
          <Group gap="xs" mt="sm" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('monitoramentoEad.chat.mensagem')}
              value={texto}
              maxLength={500}
              onChange={(event) => setTexto(event.currentTarget.value)}
            />
            <ActionIcon
              type="submit"
              size="lg"
              loading={enviando}
              aria-label={t('monitoramentoEad.chat.enviar')}
              mb={2}
            >
              <IconSend size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      ) : (
        <Text size="xs" c="dimmed" mt="sm">
          {t('monitoramentoEad.chat.somenteLeitura')}
        </Text>
      )}
    </Paper>
  );
}
