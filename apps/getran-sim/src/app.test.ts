import { describe, expect, it } from 'vitest';
import { buildSimulator } from './app.ts';

describe('GETRAN simulator skeleton', () => {
  it('answers its health check and says which mode it runs in', async () => {
    const app = buildSimulator({ mode: 'homologacao' });
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.body).toBe('ok');
    const about = await app.inject({ method: 'GET', url: '/' });
    expect(about.json()).toEqual({ servico: 'Simulador GETRAN', modo: 'homologacao' });
    await app.close();
  });
});
