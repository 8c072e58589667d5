import '@mantine/tiptap/styles.css';
import { NOTIFICACAO_HTML_LINK_TARGET } from '@cfc/contract';
import { Input, SimpleGrid, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { DOMParser as SchemaParser, type Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoundField } from '../../../ui/form/fields.tsx';
import type { NotificacoesMessages } from '../i18n/pt-BR.ts';
import { cleanNotificacaoHtml } from '../safe-html.ts';
import classes from './notificacoes.module.css';
import { SafeHtml } from './SafeHtml.tsx';

/** Text that is HTML markup (a notice written elsewhere), not words that happen to hold a '<'. */
function isMarkup(text: string): boolean {
  return text.length > 1 && /^\s*</.test(text) && /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);
}

/** HTML as the editor's content: cleaned by the notices' policy first, then read by the editor's schema. */
function sliceOf(view: EditorView, html: string): Slice {
  const body = new DOMParser().parseFromString(cleanNotificacaoHtml(html), 'text/html').body;
  return SchemaParser.fromSchema(view.state.schema).parseSlice(body);
}

/** The editor's HTML as the form holds it: '' for an empty message, so the schema calls it missing. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function useLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  const label = (key: keyof NotificacoesMessages['avisos']['toolbar']) =>
    t(`notificacoes.avisos.toolbar.${key}`);
  return {
    boldControlLabel: label('bold'),
    italicControlLabel: label('italic'),
    underlineControlLabel: label('underline'),
    strikeControlLabel: label('strike'),
    clearFormattingControlLabel: label('clear'),
    h2ControlLabel: label('heading'),
    h3ControlLabel: label('subheading'),
    bulletListControlLabel: label('bulletList'),
    orderedListControlLabel: label('orderedList'),
    blockquoteControlLabel: label('blockquote'),
    linkControlLabel: label('link'),
    unlinkControlLabel: label('unlink'),
    undoControlLabel: label('undo'),
    redoControlLabel: label('redo'),
    linkEditorInputLabel: label('linkAddress'),
    linkEditorInputPlaceholder: label('linkPlaceholder'),
    linkEditorSave: label('linkSave'),
    linkEditorExternalLink: label('linkNewTab'),
    linkEditorInternalLink: label('linkNewTab'),
  };
}

interface MensagemEditorProps extends BoundField<string> {
  readonly label: string;
  readonly description: string;
}

/**
 * The message of a notice, written with formatting (tiptap) and, beside it, what the recipients
 * will see: the same HTML cleaned by the notices' policy. HTML pasted or typed in as text (a notice
 * written elsewhere) is read as HTML.
 */
export function MensagemEditor({
  label,
  description,
  value,
  onChange,
  onBlur,
  ref,
  error,
  name,
}: MensagemEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const labels = useLabels();
  const preview = useDeferredValue(value);
  const described = [`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          defaultProtocol: 'https',
          HTMLAttributes: { ...NOTIFICACAO_HTML_LINK_TARGET },
        },
      }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-required': 'true',
        'aria-labelledby': `${id}-label`,
        'data-field': name,
      },
      handleTextInput: (view, from, to, text) => {
        if (!isMarkup(text)) return false;
        view.dispatch(view.state.tr.replaceRange(from, to, sliceOf(view, text)));
        return true;
      },
      handlePaste: (view, event) => {
        // Markup pasted as plain text (no formatted copy of it) is read as HTML.
        const text = event.clipboardData?.getData('text/plain') ?? '';
        if (event.clipboardData?.types.includes('text/html') || !isMarkup(text)) return false;
        view.dispatch(view.state.tr.replaceSelection(sliceOf(view, text)));
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => onChange(htmlOf(changed)),
    onBlur: () => onBlur(),
  });

  // The form emptied (after sending, 'Limpar') or otherwise changed the message: the editor follows.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // A refused message takes the focus like any field.
  useEffect(() => {
    ref(editor ? (editor.view.dom as HTMLElement) : null);
  }, [editor, ref]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-invalid': error ? 'true' : 'false',
          'aria-describedby': described,
        },
      },
    });
  }, [editor, error, described]);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Input.Wrapper
        id={id}
        label={label}
        description={description}
        error={error}
        required
        labelElement="div"
      >
        <RichTextEditor
          editor={editor}
          labels={labels}
          className={classes.editor}
          mod={{ error: Boolean(error) }}
          mt={4}
        >
          <RichTextEditor.Toolbar role="toolbar" aria-label={t('notificacoes.avisos.toolbar.label')}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content />
        </RichTextEditor>
      </Input.Wrapper>
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
