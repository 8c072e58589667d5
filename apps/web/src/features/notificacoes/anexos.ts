import type { Notificacao } from '@cfc/contract';

export type Anexo = Notificacao['anexos'][number];

/**
 * SPEC §3: `filename` is 'prefix-name', the prefix (the attachment's id) keeping equal names
 * apart; the user sees and saves the name that was sent.
 */
export function anexoName({ id, filename }: Pick<Anexo, 'id' | 'filename'>): string {
  const prefix = `${id}-`;
  return filename.startsWith(prefix) && filename.length > prefix.length
    ? filename.slice(prefix.length)
    : filename;
}
