import { accountMessages, type LoginRequest, type SignedIn } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { nonFieldError } from '../../platform/errors.js';
import { decoyHash, verifyPassword } from '../../platform/passwords.js';
import { signInCodeMail } from './auth.mail.js';
import type { RequestContext } from '../../platform/request-context.js';
import { throttle } from '../../platform/rate-limit.js';
import { randomToken } from '../../platform/crypto.js';
import type { Database } from '../../db/client.js';
import { challengeByToken, issueCode, redeemCode, resendCode } from './codes.service.js';
import { createSession, type SessionContext, type UserRow } from './sessions.service.js';
import { userByEmail, userById } from './users.repository.js';

const badCredentials = () => nonFieldError(accountMessages.signIn.badCredentials);

/** Code checks of one account across its fresh codes, by whoever passed the password step: ten an hour. */
const CODE_CHECKS_PER_ACCOUNT = { max: 10, windowMinutes: 60 };

/**
 * Step one: e-mail and password. An unknown address and a wrong password give the same answer and
 * take the same time (a decoy hash is verified). On success a code is mailed, and `attempt`, the
 * sign-in's secret, goes to this browser only (a cookie): step two takes the code from it alone.
 */
export async function startSignIn(ctx: RequestContext, request: LoginRequest): Promise<{ reply: { user_id: string }; attempt: string }> {
  const user = await userByEmail(ctx.db, request.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), request.password);
  if (!user || !user.passwordHash || !passwordOk) throw badCredentials();
  if (!user.emailVerifiedAt) throw nonFieldError(accountMessages.signIn.notVerified);
  const attempt = randomToken();
  const code = await issueCode(ctx.db, ctx.secret, user.id, 'sign_in', attempt);
  await ctx.mailer.send(signInCodeMail(user.email, code));
  return { reply: { user_id: user.id }, attempt };
}

/**
 * The sign-in `attempt` started for `userId`, if any. Codes posted without it (by anyone but the
 * browser that passed the password step) are refused before they are counted: they cannot use up
 * the owner's tries.
 */
async function attemptOf(db: Database, userId: string, attempt: string | undefined) {
  const challenge = attempt ? await challengeByToken(db, attempt) : undefined;
  return challenge?.userId === userId && challenge.purpose === 'sign_in' ? challenge : undefined;
}

/** Step two: the mailed code, from the browser that started the sign-in. Opens the session. */
export async function finishSignIn(
  ctx: RequestContext,
  input: { userId: string; otp: string; attempt: string | undefined; client: SessionContext },
) {
  const challenge = await attemptOf(ctx.db, input.userId, input.attempt);
  const { max, windowMinutes } = CODE_CHECKS_PER_ACCOUNT;
  if (challenge) await throttle(ctx.db, `otp-verification:${challenge.userId}`, max, windowMinutes);
  const user = challenge && (await userById(ctx.db, challenge.userId));
  return redeemCode(ctx.db, ctx.secret, challenge, input.otp, (tx) => openSession({ ...ctx, db: tx }, user!, input.client));
}

export async function resendSignInCode(ctx: RequestContext, input: { userId: string; attempt: string | undefined }) {
  const challenge = await attemptOf(ctx.db, input.userId, input.attempt);
  const code = await resendCode(ctx.db, ctx.secret, challenge);
  const user = await userById(ctx.db, challenge!.userId);
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
