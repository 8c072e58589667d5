import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type SegundoFatorCadastro } from '@cfc/contract';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashOpaqueToken } from './secrets.ts';

/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'CFC Plataforma';
/** One 30-second step either side, so a phone whose clock is a little off still works. */
const TOLERANCE_SECONDS = 30;
/** Recovery codes: 10 characters without look-alikes (0/O, 1/I/L), shown as XXXXX-XXXXX (50 bits). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 10;

/** A new secret (20 random bytes, Base32), as authenticator apps expect (RFC 6238). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** What the enrolment screen shows: the otpauth URI, as a QR code and as text. */
export async function enrolmentOf(secret: string, label: string): Promise<SegundoFatorCadastro> {
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label, secret });
  return { segredo: secret, otpauth_uri: otpauthUri, qr_code: await QRCode.toDataURL(otpauthUri) };
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The time step of a current code of `secret`, or null when the code is wrong or its step is not
 * after `afterStep` (a code is accepted once: RFC 6238 §5.2).
 */
export async function matchTotp(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional API answers HOTP's shape too; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Stored form of a recovery code: typed in any case, with or without the hyphen. */
export function hashRecoveryCode(code: string): string {
  return hashOpaqueToken(code.toUpperCase().replace(/[^0-9A-Z]/g, ''));
}
