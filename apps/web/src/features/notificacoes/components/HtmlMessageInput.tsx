import { ActionIcon, Group, Input, SimpleGrid, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconList, IconPilcrow, IconUnderline } from '@tabler/icons-react';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormat, type HtmlFormat } from '../html-editing.ts';
import classes from './notificacoes.module.css';
import { SafeHtml } from './SafeHtml.tsx';

const BUTTONS: readonly { format: HtmlFormat; icon: typeof IconBold }[] = [
  { format: 'bold', icon: IconBold },
  { format: 'italic', icon: IconItalic },
  { format: 'underline', icon: IconUnderline },
  { format: 'paragraph', icon: IconPilcrow },
  { format: 'list', icon: IconList },
  { format: 'link', icon: IconLink },
];

interface HtmlMessageInputProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly maxLength: number;
}

/**
 * The message of a notice: HTML typed with a few formatting buttons, and beside it the preview the
 * recipients will see, built by the same rules as the notifications themselves.
 */
export function HtmlMessageInput({ value, onChange, error, maxLength }: HtmlMessageInputProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const preview = useDeferredValue(value);

  function format(kind: HtmlFormat) {
    const input = area.current;
    const edit = applyFormat(
      value,
      input?.selectionStart ?? value.length,
      input?.selectionEnd ?? value.length,
      kind,
    );
    onChange(edit.text);
    // After React has put the new text in the field.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Textarea
        ref={area}
        label={t('notificacoes.avisos.descricao')}
        description={t('notificacoes.avisos.descricaoHint')}
        required
        autosize
        minRows={8}
        maxRows={20}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        inputContainer={(input) => (
          <Stack gap={6}>
            <Group gap={4} role="toolbar" aria-label={t('notificacoes.avisos.toolbar.label')}>
              {BUTTONS.map(({ format: kind, icon: Icon }) => (
                <Tooltip key={kind} label={t(`notificacoes.avisos.toolbar.${kind}`)} withArrow>
                  <ActionIcon
                    variant="default"
                    size="md"
                    aria-label={t(`notificacoes.avisos.toolbar.${kind}`)}
                    onClick={() => format(kind)}
                  >
                    <Icon size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ))}
            </Group>
            {input}
          </Stack>
        )}
      />
      <Input.Wrapper label={t('notificacoes.avisos.preview')} labelElement="div">
        <section className={classes.preview} aria-label={t('notificacoes.avisos.preview')}>
          {preview.trim() === '' ? (
            <Text size="sm" c="dimmed">
              {t('notificacoes.avisos.previewEmpty')}
            </Text>
          ) : (
            <SafeHtml html={preview} />
          )}
        </section>
      </Input.Wrapper>
    </SimpleGrid>
  );
}
