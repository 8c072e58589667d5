import { describe, expect, it } from 'vitest';
import { anexoName } from './anexos.ts';

describe('the name of an attachment', () => {
  it('drops the id prefix the server adds', () => {
    expect(anexoName({ id: 7, filename: '7-Portaria 12-2026.pdf' })).toBe('Portaria 12-2026.pdf');
  });

  it('keeps names that do not carry their own id', () => {
    expect(anexoName({ id: 7, filename: '2024-relatorio.pdf' })).toBe('2024-relatorio.pdf');
    expect(anexoName({ id: 7, filename: '7-' })).toBe('7-');
  });
});
