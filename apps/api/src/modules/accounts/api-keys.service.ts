import { accountMessages, API_CODE_LENGTH, type ApiAccessRequest } from '@dealscout/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiKeyRequests, apiKeys, users } from '../../db/schema/index.js';
import { hmac, randomCode, randomToken, safeEqual, sha256 } from '../../platform/crypto.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { CallerResolver } from '../../platform/auth-guard.js';
import type { ActorContext, RequestContext } from '../../platform/request-context.js';
import { apiKeyLinkMail } from './accounts.mail.js';
import { inTransaction } from '../../db/transaction.js';

export const API_KEY_PREFIX = 'dsk_';
const REQUEST_TTL_MS = 60 * 60_000;
const MAX_CODE_TRIES = 5;

/** The signed-in user's own keys. */
type KeyOwner = Pick<ActorContext, 'db' | 'actor'>;

/**
 * Asks for a key: the link (access key) is mailed, the 8-character code is shown in the app. Both are
 * needed, so neither a read mailbox nor a look over the shoulder is enough alone.
 */
export async function requestApiKeyLink(
  ctx: Pick<RequestContext, 'db' | 'mailer' | 'secret' | 'config'>,
  user: { id: string; email: string },
) {
  const accessKey = randomToken();
  const code = randomCode(API_CODE_LENGTH);
  const expiresAt = new Date(Date.now() + REQUEST_TTL_MS);
  await ctx.db
    .insert(apiKeyRequests)
    .values({ userId: user.id, accessKeyHash: sha256(accessKey), codeHash: hmac(ctx.secret, code), expiresAt });
  await ctx.mailer.send(apiKeyLinkMail(user.email, `${ctx.config.appUrl}/generate-api-key/${accessKey}`));
  return { message: accountMessages.apiKey.linkSent, access_code: code, expires_at: expiresAt.toISOString() };
}

async function openRequest(db: Database, accessKey: string) {
  const [row] = await db
    .select({ request: apiKeyRequests, email: users.email })
    .from(apiKeyRequests)
    .innerJoin(users, eq(users.id, apiKeyRequests.userId))
    .where(
      and(eq(apiKeyRequests.accessKeyHash, sha256(accessKey)), isNull(apiKeyRequests.consumedAt), gt(apiKeyRequests.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row;
}

export async function checkAccessKey(ctx: Pick<RequestContext, 'db'>, accessKey: string) {
  const row = await openRequest(ctx.db, accessKey);
  if (!row || row.request.attempts >= MAX_CODE_TRIES) throw badRequest(accountMessages.apiKey.linkInvalid);
  return { valid: true, email: row.email };
}

/** Link + code -> a new API key, returned once; only its hash is kept. */
export async function mintApiKey(ctx: Pick<RequestContext, 'db' | 'secret'>, input: ApiAccessRequest) {
  const row = await openRequest(ctx.db, input.secret_key);
  if (!row) throw badRequest(accountMessages.apiKey.linkInvalid);
  const [counted] = await ctx.db
    .update(apiKeyRequests)
    .set({ attempts: sql`${apiKeyRequests.attempts} + 1` })
    .where(and(eq(apiKeyRequests.id, row.request.id), lt(apiKeyRequests.attempts, MAX_CODE_TRIES)))
    .returning({ attempts: apiKeyRequests.attempts });
  if (!counted) throw badRequest(accountMessages.apiKey.linkInvalid);
  if (!safeEqual(hmac(ctx.secret, input.access_code), row.request.codeHash)) throw badRequest(accountMessages.apiKey.codeInvalid);

  const apiKey = `${API_KEY_PREFIX}${randomToken()}`;
  await inTransaction(ctx.db, async (tx) => {
    await tx.update(apiKeyRequests).set({ consumedAt: new Date() }).where(eq(apiKeyRequests.id, row.request.id));
    await tx
      .insert(apiKeys)
      .values({ userId: row.request.userId, keyHash: sha256(apiKey), prefix: apiKey.slice(0, API_KEY_PREFIX.length + 6) });
  });
  return { api_key: apiKey };
}

export async function listApiKeys(ctx: KeyOwner) {
  const rows = await ctx.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, ctx.actor.id), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((key) => ({
    id: key.id,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
  }));
}

export async function revokeApiKey(ctx: KeyOwner, keyId: string) {
  if (!isUuid(keyId)) throw notFound();
  const revoked = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, ctx.actor.id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!revoked.length) throw notFound();
}

/** The owner of a live API key; marks it used. */
export async function userOfApiKey(db: Database, apiKey: string) {
  const [row] = await db
    .select({ user: users, keyId: apiKeys.id })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sha256(apiKey)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (row) await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.keyId));
  return row?.user;
}

/** API keys as a kind of bearer, for the caller resolver app.ts assembles. */
export const apiKeyResolver = ({ db }: { db: Database }): [string, CallerResolver] => [
  API_KEY_PREFIX,
  async (token) => {
    const user = await userOfApiKey(db, token);
    return user ? { user, via: 'api-key' } : null;
  },
];
