import { accountMessages, type ChangePasswordRequest } from '@dealscout/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { apiKeys, users } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth-guard.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { RequestContext } from '../../platform/request-context.js';
import { passwordProblems } from './password-policy.service.js';
import { revokeUserSessions, type SessionContext, type UserRow } from './sessions.service.js';
import { openSession } from './sign-in.service.js';

const m = accountMessages.password;
type Flow = 'reset' | 'forced' | 'profile';

/**
 * The forced change (no old password) is for an account handed a given password, and only from the
 * session of the sign-in that asked for it, for a few minutes: anywhere else the old password is
 * needed, so a borrowed session cannot take the account over.
 */
function flowOf(caller: Caller, request: ChangePasswordRequest): Flow {
  if (caller.via === 'reset') return 'reset';
  const due = caller.via === 'session' && !caller.user.isLoggedOnce && (caller.passwordChangeDueUntil?.getTime() ?? 0) > Date.now();
  return request.type === 'change' && due ? 'forced' : 'profile';
}

/** The rule failures of a change, keyed by field as the client shows them. */
async function problemsOf(ctx: RequestContext, user: UserRow, flow: Flow, request: ChangePasswordRequest) {
  const errors: Record<string, string[]> = {};
  const confirm = request.confirm_password ?? '';
  if (flow === 'profile') {
    if (!request.old_password) errors.old_password = [m.oldRequired];
    else if (!(await verifyPassword(user.passwordHash, request.old_password))) errors.old_password = [m.oldIncorrect];
    else if (request.old_password === request.new_password) errors.new_password = [m.sameAsOld];
    if (!confirm) errors.confirm_password = [m.profileConfirmRequired];
    else if (confirm.length < 8) errors.confirm_password = [m.profileConfirmTooShort];
    else if (confirm !== request.new_password) errors.confirm_password = [m.profileConfirmMismatch];
  } else {
    if (!confirm) errors.confirm_password = [m.confirmRequired];
    else if (confirm !== request.new_password) errors.confirm_password = [m.confirmMismatch];
  }
  if (!errors.new_password) {
    const problems = await passwordProblems(request.new_password, user.email, {
      breachCheckUrl: ctx.config.BREACH_CHECK_URL,
      log: ctx.log,
    });
    if (problems.length) errors.new_password = problems[0] === m.breached ? problems : [m.requirements, ...problems];
  }
  return errors;
}

/**
 * PUT change-password, in its three flows: the reset link, the forced change after a first sign-in
 * with a given password, and the profile dialog. Every session and every API key of the user ends;
 * the caller gets a new session (a reset link therefore also signs the user in). Runs in the request's
 * transaction: all of it or none.
 */
export async function changePassword(
  ctx: RequestContext,
  { caller, change, client }: { caller: Caller; change: ChangePasswordRequest; client: SessionContext },
) {
  const user = caller.user;
  if (change.type === 'change' && caller.via !== 'reset' && user.isLoggedOnce) throw badRequest(m.notForced);
  const flow = flowOf(caller, change);
  if (flow === 'profile' && user.socialUser && !user.passwordHash) throw badRequest(m.socialUser);

  const errors = await problemsOf(ctx, user, flow, change);
  if (Object.keys(errors).length) throw new AppError(400, errors);

  const passwordHash = await hashPassword(change.new_password);
  await ctx.db
    .update(users)
    .set({ passwordHash, isLoggedOnce: true, emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx.db, user.id);
  await ctx.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)));
  const signedIn = await openSession(ctx, { ...user, passwordHash, isLoggedOnce: true }, client);
  return { token: signedIn.token, email: user.email };
}
