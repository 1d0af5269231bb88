import {
  authConfigSchema,
  changePasswordSchema,
  emailVerificationSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  messageSchema,
  otpSchema,
  passwordTokenSchema,
  registeredSchema,
  emailVerifiedSchema,
  registerSchema,
  signedInSchema,
  signInStartedSchema,
} from '@dealscout/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { perAccount, perAddress } from '../../platform/rate-limit.js';
import { clearSessionCookie, requestToken, setSessionCookie } from '../../platform/session-cookie.js';
import { sessionContext } from './caller.js';
import { loginThrottle } from './login-throttle.js';
import { changePassword } from './change-password.service.js';
import { signInWithGoogle } from './google.service.js';
import { checkResetLink, sendResetLink } from './password-reset.service.js';
import { revokeSessionToken } from './sessions.service.js';
import { finishSignIn, resendSignInCode, startSignIn } from './sign-in.service.js';
import { register, resendSignUpCode, verifyEmail } from './sign-up.service.js';

const tokenParam = z.object({ token: z.string().min(1).max(200) });
const userIdParam = z.object({ user_id: z.string().min(1).max(64) });
const RESEND_WAIT_SECONDS = 10;

/** Sign-up, sign-in with a mailed code, Google, password reset and change, sign-out. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const cookie = { secure: deps.config.appUrl.startsWith('https:'), maxAgeDays: deps.config.SESSION_MAX_AGE_DAYS };
  const signIn = <T extends { token: string }>(reply: FastifyReply, result: T) => {
    setSessionCookie(reply, result.token, cookie);
    return result;
  };
  const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email?.toLowerCase();
  const paramOf = (name: string) => (request: FastifyRequest) => (request.params as Record<string, string>)[name];

  app.get(
    '/auth-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        response: { 200: authConfigSchema },
      },
    },
    async () => ({
      google_client_id: deps.config.GOOGLE_CLIENT_ID ?? null,
      idle_timeout_ms: deps.config.IDLE_TIMEOUT_MS,
      resend_wait_seconds: RESEND_WAIT_SECONDS,
      sales_email: deps.config.TEAM_EMAIL,
    }),
  );

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: perAddress(10, '1 hour') },
      schema: { tags: ['auth'], body: registerSchema, response: { 201: registeredSchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return register(request.ctx, request.body);
    },
  );

  app.post(
    '/email-verification/:token',
    {
      config: { access: 'public', transaction: false, rateLimit: perAddress(30, '15 minutes') },
      preHandler: perAccount(deps.db, 'email-verification', 10, 15, paramOf('token')),
      schema: { tags: ['auth'], params: tokenParam, body: emailVerificationSchema, response: { 200: emailVerifiedSchema } },
    },
    async (request, reply) => {
      const { body, params } = request;
      const verified = await verifyEmail(request.ctx, params.token, body.otp, body.password, sessionContext(request));
      if (verified.sessionToken) setSessionCookie(reply, verified.sessionToken, cookie);
      return verified.reply;
    },
  );

  app.post(
    '/resend-email-verification/:token',
    {
      config: { access: 'public', rateLimit: perAddress(10, '15 minutes') },
      preHandler: perAccount(deps.db, 'resend-email-verification', 5, 60, paramOf('token')),
      schema: { tags: ['auth'], params: tokenParam, response: { 200: messageSchema } },
    },
    async (request) => resendSignUpCode(request.ctx, request.params.token),
  );

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: perAddress(20, '15 minutes') },
      preHandler: loginThrottle(deps.db),
      schema: { tags: ['auth'], body: loginSchema, response: { 200: signInStartedSchema } },
    },
    async (request) => startSignIn(request.ctx, request.body),
  );

  app.post(
    '/otp-verification/:user_id',
    {
      config: { access: 'public', transaction: false, rateLimit: perAddress(30, '15 minutes') },
      // Each code allows 5 tries; this caps the tries across fresh codes: 10 an hour per account.
      preHandler: perAccount(deps.db, 'otp-verification', 10, 60, paramOf('user_id')),
      schema: { tags: ['auth'], params: userIdParam, body: otpSchema, response: { 200: signedInSchema } },
    },
    async (request, reply) =>
      signIn(reply, await finishSignIn(request.ctx, request.params.user_id, request.body.otp, sessionContext(request))),
  );

  app.post(
    '/resend-otp/:user_id',
    {
      config: { access: 'public', rateLimit: perAddress(10, '15 minutes') },
      preHandler: perAccount(deps.db, 'resend-otp', 5, 60, paramOf('user_id')),
      schema: { tags: ['auth'], params: userIdParam, response: { 200: messageSchema } },
    },
    async (request) => resendSignInCode(request.ctx, request.params.user_id),
  );

  app.post(
    '/google-login',
    {
      config: { access: 'public', rateLimit: perAddress(30, '15 minutes') },
      schema: { tags: ['auth'], body: googleLoginSchema, response: { 200: signedInSchema } },
    },
    async (request, reply) => signIn(reply, await signInWithGoogle(request.ctx, request.body.token, sessionContext(request))),
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public', rateLimit: perAddress(10, '1 hour') },
      preHandler: perAccount(deps.db, 'forgot-password', 5, 60, bodyEmail),
      schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => sendResetLink(request.ctx, request.body.email),
  );

  app.get(
    '/reset-password/:uidb64/:token',
    {
      config: { access: 'public', rateLimit: perAddress(30, '15 minutes') },
      schema: {
        tags: ['auth'],
        params: z.object({ uidb64: z.string().max(100), token: z.string().max(200) }),
        response: { 200: passwordTokenSchema },
      },
    },
    async (request) => checkResetLink(request.ctx, request.params.uidb64, request.params.token),
  );

  app.put(
    '/change-password',
    {
      config: { access: 'password-change', rateLimit: perAddress(20, '15 minutes') },
      schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: passwordTokenSchema } },
    },
    async (request, reply) => signIn(reply, await changePassword(request.ctx, callerOf(request), request.body, sessionContext(request))),
  );

  app.post('/logout', { config: { access: 'public' }, schema: { tags: ['auth'] } }, async (request, reply) => {
    const token = requestToken(request);
    if (token) await revokeSessionToken(request.ctx.db, token);
    clearSessionCookie(reply, cookie);
    reply.code(204);
  });
};
