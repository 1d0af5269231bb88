import { accountMessages, type RegisterRequest } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { randomToken } from '../../platform/crypto.js';
import { AppError, fieldError, nonFieldError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { signUpCodeMail } from './auth.mail.js';
import type { RequestContext } from '../../platform/request-context.js';
import { challengeByToken, redeemCode, issueCode, resendCode } from './codes.service.js';
import { passwordProblems } from './password-policy.service.js';
import type { SessionContext } from './sessions.service.js';
import { openSession } from './sign-in.service.js';
import { userByEmail } from './users.repository.js';
import { startSignUpCheckout } from '../billing/index.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * Sign-up: a professional account waiting for its e-mail to be verified. Registering again with an
 * address that was never verified replaces the pending details and sends a new code.
 */
export async function register(ctx: RequestContext, request: RegisterRequest): Promise<{ token: string }> {
  const problems = await passwordProblems(request.password, request.email, { breachCheckUrl: ctx.config.BREACH_CHECK_URL, log: ctx.log });
  if (problems.length) throw new AppError(400, { password: problems });
  const existing = await userByEmail(ctx.db, request.email);
  if (existing?.emailVerifiedAt || existing?.socialUser) throw fieldError('email', accountMessages.signUp.emailTaken);

  // A self-registered user chose this password a minute ago: no forced change at the first sign-in.
  const details = {
    firstName: request.first_name,
    lastName: request.last_name,
    passwordHash: await hashPassword(request.password),
    isLoggedOnce: true,
  };
  const userId = await inTransaction(ctx.db, async (tx) => {
    if (existing) {
      await tx.update(users).set(details).where(eq(users.id, existing.id));
      return existing.id;
    }
    const [created] = await tx
      .insert(users)
      .values({ ...details, email: request.email, role: 'professional' })
      .returning({ id: users.id });
    return created!.id;
  });
  const token = randomToken();
  const code = await issueCode(ctx.db, ctx.secret, userId, 'sign_up', token);
  await ctx.mailer.send(signUpCodeMail(request.email, code));
  return { token };
}

/**
 * The code from the sign-up mail, with the password chosen at sign-up. Verifies the address. With paid
 * sign-up it also starts the checkout and opens the user's session (the code and the password prove who
 * they are, as a sign-in does): the checkout is theirs alone, so its page needs their session.
 * `sessionToken`: the session for the cookie, null without a checkout.
 */
export async function verifyEmail(
  ctx: RequestContext,
  { token, otp, password, client }: { token: string; otp: string; password: string; client: SessionContext },
) {
  const challenge = await challengeByToken(ctx.db, token);
  const [user] = challenge?.purpose === 'sign_up' ? await ctx.db.select().from(users).where(eq(users.id, challenge.userId)) : [];
  if (!challenge || !user) throw nonFieldError(accountMessages.code.unknownRequest);
  if (!(await verifyPassword(user.passwordHash, password))) throw nonFieldError(accountMessages.signIn.badCredentials);
  // Paid sign-up: the checkout is made in the code's transaction, so a provider failure leaves the code unused.
  const paid = await redeemCode(ctx.db, ctx.secret, challenge, otp, async (tx) => {
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    if (ctx.config.SIGNUP_PAYMENT !== 'required') return null;
    const checkout = await startSignUpCheckout({ ...ctx, db: tx }, user.id, user.email);
    return { checkout, session: await openSession({ ...ctx, db: tx }, user, client) };
  });
  return {
    reply: {
      message: accountMessages.signUp.registered,
      token,
      is_logged_once: 1 as const,
      email: user.email,
      checkout_url: paid?.checkout.url ?? null,
      subscription_id: paid?.checkout.subscriptionId ?? null,
    },
    sessionToken: paid?.session.token ?? null,
  };
}

export async function resendSignUpCode(ctx: RequestContext, token: string) {
  const challenge = await challengeByToken(ctx.db, token);
  const valid = challenge?.purpose === 'sign_up' ? challenge : undefined;
  const code = await resendCode(ctx.db, ctx.secret, valid);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, valid!.userId));
  await ctx.mailer.send(signUpCodeMail(user!.email, code));
  return { message: accountMessages.code.sent };
}
