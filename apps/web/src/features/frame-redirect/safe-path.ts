/**
 * The same-origin path to go to, or '/' when `to` is missing, absolute, protocol-relative
 * ('//host') or otherwise leaves `origin`.
 */
export function safeRedirectPath(to: string | null, origin: string): string {
  if (!to?.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  try {
    const url = new URL(to, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    // Not a URL at all: stay on the platform.
    return '/';
  }
}
