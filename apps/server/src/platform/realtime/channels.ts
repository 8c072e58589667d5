import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Pusher channel names and signatures (protocol 7). A private channel is joined with
 * `auth = "<app key>:<hex HMAC-SHA256(secret, "<socket_id>:<channel>")>"`, which the platform gives
 * at POST /api/v1/login/broadcast only for the caller's own channel.
 */

/** The channel each user listens on for its notifications (ARCHITECTURE §7). */
export function userChannel(usuarioId: number): string {
  return `private-user.${usuarioId}`;
}

/** The user of a `private-user.{id}` channel, or null for any other channel. */
export function userOfChannel(channel: string): number | null {
  const match = /^private-user\.([1-9]\d{0,15})$/.exec(channel);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** Names the protocol allows: letters, digits and `_-=@,.;`, up to 164 characters. */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

export function channelSignature(
  appKey: string,
  appSecret: string,
  socketId: string,
  channel: string,
): string {
  const digest = createHmac('sha256', appSecret).update(`${socketId}:${channel}`).digest('hex');
  return `${appKey}:${digest}`;
}

/** Whether `auth` is the signature of `channel` for this connection, compared in constant time. */
export function isValidSignature(
  appKey: string,
  appSecret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelSignature(appKey, appSecret, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
