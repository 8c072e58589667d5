import { describe, expect, it } from 'vitest';
import { decodeClassLink } from '../../session/ead-entry.ts';
import { linkDosAlunos } from './link.ts';

describe('linkDosAlunos (SPEC §2.1: the link arrives base64-encoded twice)', () => {
  it('is what the student entry decodes back to the lesson link', () => {
    const endereco = linkDosAlunos('Ab3dEf6hIj9kLm2nOp5qRs8t', 'https://cfc.example');
    expect(endereco).toMatch(/^https:\/\/cfc\.example\/ead\/[A-Za-z0-9+/=]+$/);
    const [, codificado] = endereco.split('/ead/');
    expect(decodeClassLink(codificado as string)).toBe('Ab3dEf6hIj9kLm2nOp5qRs8t');
  });
});
