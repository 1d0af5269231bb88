import { hmac, safeEqual } from '../../platform/crypto.js';

export const RESET_BEARER_PREFIX = 'dsr_';

/**
 * Reset links are /reset-password/{uidb64}/{token}, where token = timestamp-HMAC(user id, password
 * hash, timestamp). Changing the password changes the hash, so a link works once; the timestamp
 * makes it expire. Nothing is stored.
 */
export function resetLinkParts(secret: string, user: { id: string; passwordHash: string | null }, now = Date.now()) {
  const issued = Math.floor(now / 1000).toString(36);
  const signature = hmac(secret, `${user.id}:${user.passwordHash ?? ''}:${issued}`);
  return { uidb64: Buffer.from(user.id).toString('base64url'), token: `${issued}-${signature}` };
}

export function userIdFromUidb64(uidb64: string): string | null {
  const id = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
}

export function isValidResetToken(
  secret: string,
  user: { id: string; passwordHash: string | null },
  token: string,
  ttlSeconds: number,
): boolean {
  const dash = token.indexOf('-');
  const issued = token.slice(0, dash);
  const signature = token.slice(dash + 1);
  if (dash < 1 || !signature) return false;
  const issuedAt = parseInt(issued, 36);
  const age = Date.now() / 1000 - issuedAt;
  if (!Number.isFinite(issuedAt) || age < -60 || age > ttlSeconds) return false;
  return safeEqual(hmac(secret, `${user.id}:${user.passwordHash ?? ''}:${issued}`), signature);
}

/** The bearer the reset page sends with PUT change-password: the link's two parts. */
export const resetBearer = (uidb64: string, token: string) => `${RESET_BEARER_PREFIX}${uidb64}.${token}`;

export function parseResetBearer(bearer: string): { uidb64: string; token: string } | null {
  if (!bearer.startsWith(RESET_BEARER_PREFIX)) return null;
  const rest = bearer.slice(RESET_BEARER_PREFIX.length);
  const dot = rest.indexOf('.');
  return dot > 0 ? { uidb64: rest.slice(0, dot), token: rest.slice(dot + 1) } : null;
}
