import { accountMessages, type LoginRequest, type SignedIn } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { nonFieldError } from '../../platform/errors.js';
import { decoyHash, verifyPassword } from '../../platform/passwords.js';
import { signInCodeMail } from './auth.mail.js';
import type { RequestContext } from '../../platform/request-context.js';
import { issueCode, openChallenge, redeemCode, resendCode } from './codes.service.js';
import { createSession, type SessionContext, type UserRow } from './sessions.service.js';
import { userByEmail, userById } from './users.repository.js';

const badCredentials = () => nonFieldError(accountMessages.signIn.badCredentials);

/**
 * Step one: e-mail and password. An unknown address and a wrong password give the same answer and
 * take the same time (a decoy hash is verified). On success a code is mailed.
 */
export async function startSignIn(ctx: RequestContext, request: LoginRequest): Promise<{ user_id: string }> {
  const user = await userByEmail(ctx.db, request.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), request.password);
  if (!user || !user.passwordHash || !passwordOk) throw badCredentials();
  if (!user.emailVerifiedAt) throw nonFieldError(accountMessages.signIn.notVerified);
  const code = await issueCode(ctx.db, ctx.secret, user.id, 'sign_in');
  await ctx.mailer.send(signInCodeMail(user.email, code));
  return { user_id: user.id };
}

/** Step two: the mailed code. Opens the session. */
export async function finishSignIn(ctx: RequestContext, input: { userId: string; otp: string; client: SessionContext }) {
  const user = await userById(ctx.db, input.userId);
  const challenge = user && (await openChallenge(ctx.db, user.id, 'sign_in'));
  return redeemCode(ctx.db, ctx.secret, challenge, input.otp, (tx) => openSession({ ...ctx, db: tx }, user!, input.client));
}

export async function resendSignInCode(ctx: RequestContext, userId: string) {
  const user = await userById(ctx.db, userId);
  const code = await resendCode(ctx.db, ctx.secret, user && (await openChallenge(ctx.db, user.id, 'sign_in')));
  await ctx.mailer.send(signInCodeMail(user!.email, code));
  return { message: accountMessages.code.sent };
}

/** A new session for a user who proved who they are; what every finished sign-in returns. */
export async function openSession(ctx: RequestContext, user: UserRow, context: SessionContext): Promise<SignedIn> {
  const passwordChangeDue = !user.isLoggedOnce && !!user.passwordHash;
  const { token } = await createSession(ctx.db, user.id, context, { maxAgeDays: ctx.config.SESSION_MAX_AGE_DAYS, passwordChangeDue });
  await ctx.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { token, is_logged_once: user.isLoggedOnce ? 1 : 0, email: user.email, role: user.role };
}
