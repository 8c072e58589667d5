import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes (ARCHITECTURE §6); refresh tokens renew them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Verified tokens remembered per instance: a browser sends the same token for 15 minutes. */
const VERIFIED_CACHE_SIZE = 10_000;

export interface AccessClaims {
  usuarioId: number;
  sessaoId: string;
  role: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims and expiry (ms). A token cannot change,
   * so its signature need not be checked again until it expires; whether its session is still
   * active is checked on every request (loadPrincipal). Oldest first, for eviction.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

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
  async verify(token: string, now = Date.now()): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > now) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(now),
      });
      const usuarioId = Number(payload.sub);
      if (
        !Number.isSafeInteger(usuarioId) ||
        typeof payload.sid !== 'string' ||
        typeof payload.role !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        return null;
      }
      const claims = { usuarioId, sessaoId: payload.sid, role: payload.role };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
