import { accountMessages } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import type { createRemoteJWKSet } from 'jose';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { billSignUp } from '../billing/index.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { SessionContext } from './sessions.service.js';
import { openSession } from './sign-in.service.js';
import { userByEmail } from './users.repository.js';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** jose loads with the first Google sign-in: a server without Google sign-in never needs it. */
const jose = () => import('jose');

async function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = (await jose()).createRemoteJWKSet(new URL(url))));
  return set;
}

interface GoogleClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/**
 * Sign in with a Google ID token: signature checked against Google's key set, audience our client
 * id, issuer Google, not expired, e-mail verified. Creates the account or signs into the existing one.
 */
export async function signInWithGoogle(ctx: RequestContext, input: { idToken: string; client: SessionContext }) {
  const clientId = ctx.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw badRequest(accountMessages.signIn.googleNotConfigured);
  let claims: GoogleClaims;
  try {
    const { jwtVerify } = await jose();
    ({ payload: claims } = await jwtVerify<GoogleClaims>(input.idToken, await keySet(ctx.config.GOOGLE_JWKS_URL), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
    }));
  } catch (error) {
    ctx.log.info({ err: error }, 'google sign-in refused');
    throw badRequest(accountMessages.signIn.googleFailed);
  }
  if (!claims.email || claims.email_verified !== true) throw badRequest(accountMessages.signIn.googleFailed);
  const email = claims.email.toLowerCase();

  let user = await userByEmail(ctx.db, email);
  // A new account, or a sign-up with a password never verified: this sign-in ends a sign-up.
  const signsUp = !user?.emailVerifiedAt;
  if (user && !user.emailVerifiedAt) {
    [user] = await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id)).returning();
  }
  if (!user) {
    [user] = await ctx.db
      .insert(users)
      .values({
        email,
        firstName: (claims.given_name ?? email.split('@')[0] ?? '').slice(0, 30),
        lastName: (claims.family_name ?? '').slice(0, 30),
        socialUser: true,
        isLoggedOnce: true,
        emailVerifiedAt: new Date(),
        profilePicture: claims.picture ?? null,
      })
      .returning();
  }
  // With paid sign-up it owes the plan as a sign-up with a password does, chosen on the subscription page.
  if (signsUp && ctx.config.SIGNUP_PAYMENT === 'required') await billSignUp(ctx.db, user!.id);
  return openSession(ctx, user!, input.client);
}
