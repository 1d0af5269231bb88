import { createHash, randomInt } from 'node:crypto';
import { crmMessages as m, type CrmStatus } from '@dealscout/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import { crmAuthorizations, crmConnections } from '../../db/schema/index.js';
import { randomToken } from '../../platform/crypto.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { ActorContext } from '../../platform/request-context.js';
import { secretBox, type SecretBox } from '../../platform/secret-box.js';
import {
  authorizeUrl,
  exchangeCode,
  refreshAccess,
  revokeToken,
  SalesforceError,
  type SalesforceApp,
  type SalesforceTokens,
} from './salesforce-client.js';

/** A sign-in to the CRM must come back within this time. */
const AUTHORIZATION_TTL_MS = 15 * 60_000;
const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The callback route of the web app (spec part 2 §2). */
export const CRM_CALLBACK_PATH = '/leads/oauth/callback';

type Ctx = Pick<ActorContext, 'db' | 'actor' | 'config' | 'log'>;

/** The Salesforce app and the token key, or null when the CRM is not set up (SALESFORCE_CLIENT_ID and CRM_TOKEN_KEY). */
export function crmSetup(config: Ctx['config']) {
  if (!config.SALESFORCE_CLIENT_ID || !config.CRM_TOKEN_KEY) return null;
  const app: SalesforceApp = {
    loginUrl: config.SALESFORCE_LOGIN_URL,
    clientId: config.SALESFORCE_CLIENT_ID,
    clientSecret: config.SALESFORCE_CLIENT_SECRET,
    redirectUri: `${config.appUrl.replace(/\/+$/, '')}${CRM_CALLBACK_PATH}`,
  };
  return { app, box: secretBox(config.CRM_TOKEN_KEY) };
}

function requireSetup(config: Ctx['config']) {
  const setup = crmSetup(config);
  if (!setup) throw badRequest(m.notSetUp);
  return setup;
}

/** A PKCE verifier: 128 random alphanumerics (spec part 2 §9), and its S256 challenge. */
export function pkcePair() {
  const verifier = Array.from({ length: 128 }, () => VERIFIER_ALPHABET[randomInt(VERIFIER_ALPHABET.length)]).join('');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** GET /api/crm-status. */
export async function crmStatus(ctx: Ctx): Promise<CrmStatus> {
  const configured = crmSetup(ctx.config) !== null;
  const [row] = configured
    ? await ctx.db.select({ userId: crmConnections.userId }).from(crmConnections).where(eq(crmConnections.userId, ctx.actor.id))
    : [];
  return { configured, connected: !!row, provider: 'Salesforce' };
}

/** POST /api/crm-authorize: keeps a new verifier under a random state, and answers the provider's sign-in address. */
export async function startAuthorization(ctx: Ctx, returnPath: string) {
  const { app, box } = requireSetup(ctx.config);
  const { verifier, challenge } = pkcePair();
  const state = randomToken(24);
  await ctx.db.delete(crmAuthorizations).where(lt(crmAuthorizations.createdAt, new Date(Date.now() - AUTHORIZATION_TTL_MS)));
  await ctx.db.insert(crmAuthorizations).values({ state, userId: ctx.actor.id, codeVerifier: box.seal(verifier), returnPath });
  return { authorize_url: authorizeUrl(app, challenge, state) };
}

/** POST /api/connect-crm: the provider's code and our state; the verifier is used once, the tokens kept sealed. */
export async function connectCrm(ctx: Ctx, input: { code: string; state: string }) {
  const { app, box } = requireSetup(ctx.config);
  const [pending] = await ctx.db
    .delete(crmAuthorizations)
    .where(
      and(
        eq(crmAuthorizations.state, input.state),
        eq(crmAuthorizations.userId, ctx.actor.id),
        gt(crmAuthorizations.createdAt, new Date(Date.now() - AUTHORIZATION_TTL_MS)),
      ),
    )
    .returning();
  if (!pending) throw badRequest(m.invalidRequest);
  const tokens = await exchangeCode(app, input.code, box.open(pending.codeVerifier)).catch((error: unknown) => {
    if (error instanceof SalesforceError && error.status < 500) throw badRequest(m.invalidRequest);
    return crmFailure(ctx, error);
  });
  if (!tokens.refreshToken) throw badRequest(m.invalidRequest);
  const sealed = {
    instanceUrl: tokens.instanceUrl,
    accessToken: box.seal(tokens.accessToken),
    refreshToken: box.seal(tokens.refreshToken),
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(crmConnections)
    .values({ userId: ctx.actor.id, ...sealed })
    .onConflictDoUpdate({ target: crmConnections.userId, set: sealed });
  return { connected: true as const, return_path: pending.returnPath };
}

/** DELETE /api/connect-crm: the refresh token is revoked at the provider and the connection forgotten. */
export async function disconnectCrm(ctx: Ctx) {
  const setup = crmSetup(ctx.config);
  const [row] = await ctx.db.delete(crmConnections).where(eq(crmConnections.userId, ctx.actor.id)).returning();
  const tokens = row && setup && openTokens(setup.box, row);
  if (tokens) await revokeToken(setup!.app, tokens.refreshToken);
}

function openTokens(box: SecretBox, row: { accessToken: string; refreshToken: string }) {
  try {
    return { accessToken: box.open(row.accessToken), refreshToken: box.open(row.refreshToken) };
  } catch {
    return null;
  }
}

/**
 * Runs `work` with the user's Salesforce tokens; when the access token has expired (401), refreshes it
 * once, keeps the new one sealed, and runs `work` again. Not connected: 403, which sends the user to sign in.
 */
export async function withCrmTokens<T>(ctx: Ctx, work: (tokens: SalesforceTokens) => Promise<T>): Promise<T> {
  const { app, box } = requireSetup(ctx.config);
  const [row] = await ctx.db.select().from(crmConnections).where(eq(crmConnections.userId, ctx.actor.id));
  const sealed = row && openTokens(box, row);
  // None, or sealed under another CRM_TOKEN_KEY: the user signs in (again).
  if (!sealed) throw new AppError(403, { error: m.notConnected }, 'crm_not_connected');
  const { refreshToken } = sealed;
  try {
    return await work({ accessToken: sealed.accessToken, instanceUrl: row.instanceUrl });
  } catch (error) {
    if (!(error instanceof SalesforceError && error.status === 401)) crmFailure(ctx, error);
  }
  const fresh = await refreshAccess(app, refreshToken).catch((error: unknown) => {
    // The refresh token itself was refused (revoked at the provider): the user signs in again.
    if (error instanceof SalesforceError && error.status < 500) throw new AppError(403, { error: m.notConnected }, 'crm_not_connected');
    return crmFailure(ctx, error);
  });
  await ctx.db
    .update(crmConnections)
    .set({ accessToken: box.seal(fresh.accessToken), instanceUrl: fresh.instanceUrl, updatedAt: new Date() })
    .where(eq(crmConnections.userId, ctx.actor.id));
  return work({ accessToken: fresh.accessToken, instanceUrl: fresh.instanceUrl }).catch((error: unknown) => crmFailure(ctx, error));
}

/**
 * A CRM that fails or cannot be reached (a 5xx, a timeout, a refused connection, an answer refused
 * after a fresh token): 502 with a message the user can act on. The request's transaction writes nothing.
 */
function crmFailure(ctx: Ctx, error: unknown): never {
  if (error instanceof AppError) throw error;
  const status = error instanceof SalesforceError ? error.status : undefined;
  ctx.log.error({ kind: (error as Error).name, status }, 'CRM call failed');
  throw new AppError(502, { error: m.unavailable });
}
