import { describe, expect, it } from 'vitest';
import { clockTime, relativeTime } from './relative-time.ts';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('relativeTime', () => {
  it('picks the largest unit that fits', () => {
    expect(relativeTime('2026-11-21T14:59:30Z', NOW, 'pt-BR')).toBe('há 30 segundos');
    expect(relativeTime('2026-11-21T14:55:00Z', NOW, 'pt-BR')).toBe('há 5 minutos');
    expect(relativeTime('2026-11-21T12:00:00Z', NOW, 'pt-BR')).toBe('há 3 horas');
    expect(relativeTime('2026-11-20T15:00:00Z', NOW, 'pt-BR')).toBe('ontem');
    expect(relativeTime('2026-11-11T15:00:00Z', NOW, 'en')).toBe('10 days ago');
  });

  it('reads a time just ahead of the clock as now', () => {
    expect(relativeTime('2026-11-21T15:00:05Z', NOW, 'en')).toBe('now');
  });

  it('has nothing to say without a readable time', () => {
    expect(relativeTime(null, NOW, 'pt-BR')).toBeNull();
    expect(relativeTime('never', NOW, 'pt-BR')).toBeNull();
  });
});

describe('clockTime', () => {
  it("is São Paulo's time of day", () => {
    expect(clockTime(NOW, 'pt-BR')).toBe('12:00:00');
  });
});
