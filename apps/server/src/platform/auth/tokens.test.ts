import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, TokenService } from './tokens.ts';

const claims = { usuarioId: 42, sessaoId: '7f1c9a52-1d0e-4c3b-9d7e-2a4b6c8d0e1f', role: 1 };

describe('TokenService', () => {
  it('answers the claims of a token it signed, again and again until it expires', async () => {
    const tokens = new TokenService('segredo-de-teste-com-32-caracteres!!');
    const now = Date.now();
    const token = await tokens.sign(claims, now);
    expect(await tokens.verify(token, now)).toEqual(claims);
    expect(await tokens.verify(token, now + 60_000)).toEqual(claims);
    expect(await tokens.verify(token, now + (ACCESS_TOKEN_SECONDS + 1) * 1000)).toBeNull();
    // Once expired, always expired: the remembered verification is gone, the signature is checked anew.
    expect(await tokens.verify(token, now + (ACCESS_TOKEN_SECONDS + 2) * 1000)).toBeNull();
  });

  it('refuses a token signed with another secret, or altered', async () => {
    const tokens = new TokenService('segredo-de-teste-com-32-caracteres!!');
    const other = new TokenService('outro-segredo-com-mais-de-32-caracteres');
    const forged = await other.sign(claims);
    expect(await tokens.verify(forged)).toBeNull();

    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: '1', sid: claims.sessaoId, role: 2, exp: 9e9 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
    expect(await tokens.verify('não é um token')).toBeNull();
  });
});
