/** Waits until the platform at `url` answers its health check (two minutes at most). */
export async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/health`)
      .then((reply) => reply.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('a plataforma não respondeu');
}
