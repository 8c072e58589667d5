import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes (ARCHITECTURE §6); refresh tokens renew them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  usuarioId: number;
  sessaoId: string;
  role: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, now = Date.now()): Promise<string> {
    return new SignJWT({ sid: claims.sessaoId, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.usuarioId))
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid token, or null when it is malformed, forged or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const usuarioId = Number(payload.sub);
      if (
        !Number.isSafeInteger(usuarioId) ||
        typeof payload.sid !== 'string' ||
        typeof payload.role !== 'number'
      ) {
        return null;
      }
      return { usuarioId, sessaoId: payload.sid, role: payload.role };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
