import { useMemo } from 'react';
import { cleanNotificacaoHtml } from '../safe-html.ts';
import classes from './notificacoes.module.css';

interface SafeHtmlProps {
  readonly html: string;
  /** Fewer lines in the bell's dropdown; the whole text in the centre. */
  readonly clamp?: number;
}

/**
 * The description of a notification: formatted text that cannot run code nor break the layout,
 * cleaned by DOMPurify with the server's policy (safe-html.ts) before it is shown.
 */
export function SafeHtml({ html, clamp }: SafeHtmlProps) {
  const clean = useMemo(() => cleanNotificacaoHtml(html), [html]);
  return (
    <div
      className={classes.html}
      data-clamped={clamp === undefined ? undefined : true}
      style={clamp === undefined ? undefined : { WebkitLineClamp: clamp }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify with the contract's policy just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
