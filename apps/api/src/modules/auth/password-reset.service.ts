import { accountMessages } from '@dealscout/domain';
import { AppError, badRequest } from '../../platform/errors.js';
import { resetLinkMail } from './auth.mail.js';
import type { RequestContext } from '../../platform/request-context.js';
import { isValidResetToken, resetBearer, resetLinkParts, userIdFromUidb64 } from './password-reset.js';
import { userByEmail, userById } from './users.repository.js';

/** Forgot password: mails a reset link to a known, verified address (the spec names unknown ones). */
export async function sendResetLink(ctx: RequestContext, email: string) {
  const user = await userByEmail(ctx.db, email);
  if (!user || !user.emailVerifiedAt) throw new AppError(400, { error: accountMessages.forgot.unknownEmail });
  const { uidb64, token } = resetLinkParts(ctx.secret, user);
  const link = `${ctx.config.appUrl}/reset-password/${uidb64}/${token}`;
  await ctx.mailer.send(resetLinkMail(user.email, link, Math.round(ctx.config.RESET_TOKEN_TTL / 3600)));
  return { message: accountMessages.forgot.sent };
}

/** The user a reset link belongs to, when the link is still valid. */
export async function userOfResetLink(ctx: Pick<RequestContext, 'db' | 'secret' | 'config'>, uidb64: string, token: string) {
  const userId = userIdFromUidb64(uidb64);
  const user = userId ? await userById(ctx.db, userId) : undefined;
  if (!user || !isValidResetToken(ctx.secret, user, token, ctx.config.RESET_TOKEN_TTL)) return null;
  return user;
}

/** GET reset-password/{uidb64}/{token}: checks the link and hands the page its bearer for the change. */
export async function checkResetLink(ctx: RequestContext, link: { uidb64: string; token: string }) {
  const user = await userOfResetLink(ctx, link.uidb64, link.token);
  if (!user) throw badRequest(accountMessages.reset.invalidLink);
  return { token: resetBearer(link.uidb64, link.token), email: user.email };
}
