import { authRoutes as routes } from '@dealscout/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { perAccount, perAddress } from '../../platform/rate-limit.js';
import { registerRoute } from '../../platform/register-route.js';
import { clearSessionCookie, requestToken, setSessionCookie } from '../../platform/session-cookie.js';
import { sessionContext } from './caller.js';
import { loginThrottle } from './login-throttle.js';
import { setDeviceCookie, setSignInCookie, signInAttemptKey, signInAttemptOf } from './sign-in-cookies.js';
import { changePassword } from './change-password.service.js';
import { signInWithGoogle } from './google.service.js';
import { checkResetLink, sendResetLink } from './password-reset.service.js';
import { revokeSessionToken } from './sessions.service.js';
import { finishSignIn, resendSignInCode, startSignIn } from './sign-in.service.js';
import { register, resendSignUpCode, verifyEmail } from './sign-up.service.js';

const RESEND_WAIT_SECONDS = 10;

/** Sign-up, sign-in with a mailed code, Google, password reset and change, sign-out. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const cookie = { secure: deps.config.appUrl.startsWith('https:'), maxAgeDays: deps.config.SESSION_MAX_AGE_DAYS };
  /** A finished sign-in: the session's cookie, and this browser marked as one the account signed in from. */
  const signIn = <T extends { token: string; email: string }>(reply: FastifyReply, result: T) => {
    setSessionCookie(reply, result.token, cookie);
    setDeviceCookie(reply, deps.secret, result.email, cookie.secure);
    return result;
  };
  const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email?.toLowerCase();
  const paramOf = (name: string) => (request: FastifyRequest) => (request.params as Record<string, string>)[name];
  const limit = (max: number, window: string) => ({ rateLimit: perAddress(max, window) });

  registerRoute(app, routes.config, async () => ({
    google_client_id: deps.config.GOOGLE_CLIENT_ID ?? null,
    idle_timeout_ms: deps.config.IDLE_TIMEOUT_MS,
    resend_wait_seconds: RESEND_WAIT_SECONDS,
    sales_email: deps.config.TEAM_EMAIL,
    signup_payment: deps.config.SIGNUP_PAYMENT,
  }));

  registerRoute(app, routes.register, async (request) => register(request.ctx, request.body), { config: limit(10, '1 hour') });

  registerRoute(
    app,
    routes.verifyEmail,
    async (request, reply) => {
      const { body, params } = request;
      const verified = await verifyEmail(request.ctx, { token: params.token, ...body, client: sessionContext(request) });
      if (verified.sessionToken) signIn(reply, { token: verified.sessionToken, email: verified.reply.email });
      return verified.reply;
    },
    {
      config: { transaction: false, ...limit(30, '15 minutes') },
      preHandler: perAccount(deps.db, 'email-verification', 10, 15, paramOf('token')),
    },
  );

  registerRoute(app, routes.resendEmailVerification, async (request) => resendSignUpCode(request.ctx, request.params.token), {
    config: limit(10, '15 minutes'),
    preHandler: perAccount(deps.db, 'resend-email-verification', 5, 60, paramOf('token')),
  });

  registerRoute(
    app,
    routes.login,
    async (request, reply) => {
      const started = await startSignIn(request.ctx, request.body);
      setSignInCookie(reply, started.attempt, cookie.secure);
      return started.reply;
    },
    { config: limit(20, '15 minutes'), preHandler: loginThrottle(deps.db, deps.secret) },
  );

  registerRoute(
    app,
    routes.verifyOtp,
    async (request, reply) =>
      signIn(
        reply,
        await finishSignIn(request.ctx, {
          userId: request.params.user_id,
          otp: request.body.otp,
          attempt: signInAttemptOf(request),
          client: sessionContext(request),
        }),
      ),
    // Each code allows 5 tries, by the browser that started the sign-in only (finishSignIn).
    { config: { transaction: false, ...limit(30, '15 minutes') } },
  );

  registerRoute(
    app,
    routes.resendOtp,
    async (request) => resendSignInCode(request.ctx, { userId: request.params.user_id, attempt: signInAttemptOf(request) }),
    // Keyed by the sign-in under way, so resends asked for by others do not use up the owner's.
    { config: limit(10, '15 minutes'), preHandler: perAccount(deps.db, 'resend-otp', 5, 60, signInAttemptKey) },
  );

  registerRoute(
    app,
    routes.googleLogin,
    async (request, reply) =>
      signIn(reply, await signInWithGoogle(request.ctx, { idToken: request.body.token, client: sessionContext(request) })),
    { config: limit(30, '15 minutes') },
  );

  registerRoute(app, routes.forgotPassword, async (request) => sendResetLink(request.ctx, request.body.email), {
    config: limit(10, '1 hour'),
    preHandler: perAccount(deps.db, 'forgot-password', 5, 60, bodyEmail),
  });

  registerRoute(app, routes.checkResetLink, async (request) => checkResetLink(request.ctx, request.params), {
    config: limit(30, '15 minutes'),
  });

  registerRoute(
    app,
    routes.changePassword,
    async (request, reply) =>
      signIn(
        reply,
        await changePassword(request.ctx, { caller: callerOf(request), change: request.body, client: sessionContext(request) }),
      ),
    { config: limit(20, '15 minutes') },
  );

  registerRoute(app, routes.logout, async (request, reply) => {
    const token = requestToken(request);
    if (token) await revokeSessionToken(request.ctx, token);
    clearSessionCookie(reply, cookie);
  });
};
