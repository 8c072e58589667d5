import type { KeyValueStorage } from './session-store.ts';

/** sessionStorage keys of the learner's e-learning entry (SPEC §3). */
export const AGRUPAMENTO_KEY = 'agrupamento';
export const LINK_KEY = 'link';

/** Decodes standard or URL-safe base64 holding UTF-8 text; null when it is not that. */
export function decodeBase64(value: string): string | null {
  const normalised = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (normalised === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return null;
  try {
    const binary = atob(normalised.padEnd(Math.ceil(normalised.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not base64, or not UTF-8 text once decoded.
    return null;
  }
}

/** The class link arrives base64-encoded twice (SPEC §5). */
export function decodeClassLink(link: string): string | null {
  const once = decodeBase64(link);
  return once === null ? null : decodeBase64(once);
}

export interface EadParams {
  readonly link?: string;
  readonly agrupamento?: string;
}

/**
 * The learner's entry of SPEC §2.1: remembers the class group and the decoded class link for this
 * browser session. False when the learner must log in instead: a link that does not decode, or no
 * link at all, neither given nor remembered.
 */
export function enterEad({ link, agrupamento }: EadParams, storage: KeyValueStorage): boolean {
  if (agrupamento) {
    storage.setItem(AGRUPAMENTO_KEY, JSON.stringify({ agrupamento, instrutor: false }));
  }
  if (link) {
    const decoded = decodeClassLink(link);
    if (decoded === null) return false;
    storage.setItem(LINK_KEY, decoded);
    return true;
  }
  return storage.getItem(LINK_KEY) !== null;
}
