import { z } from 'zod';
import { idParams } from '../shared/params.js';
import { messageSchema } from '../shared/responses.js';
import { routeGroup } from '../shared/route.js';
import {
  accessKeyCheckSchema,
  apiKeyLinkSchema,
  apiKeyMintedSchema,
  apiKeySchema,
  authConfigSchema,
  currentUserSchema,
  emailVerifiedSchema,
  passwordTokenSchema,
  profileUpdatedSchema,
  registeredSchema,
  releaseNotesSeenSchema,
  signedInSchema,
  signInStartedSchema,
  userSchema,
} from './responses.js';
import {
  apiAccessSchema,
  changePasswordSchema,
  emailVerificationSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  otpSchema,
  profileUpdateSchema,
  registerSchema,
} from './schemas.js';

const auth = routeGroup({ tags: ['auth'], access: 'public' });
const tokenParam = z.object({ token: z.string().min(1).max(200) });
const userIdParam = z.object({ user_id: z.string().min(1).max(64) });

/** Sign-up, sign-in with a mailed code, Google, password reset and change, sign-out. */
export const authRoutes = {
  config: auth({ method: 'GET', path: '/auth-config', reply: authConfigSchema }),
  register: auth({ method: 'POST', path: '/register', body: registerSchema, reply: registeredSchema, status: 201 }),
  verifyEmail: auth({
    method: 'POST',
    path: '/email-verification/:token',
    params: tokenParam,
    body: emailVerificationSchema,
    reply: emailVerifiedSchema,
  }),
  resendEmailVerification: auth({ method: 'POST', path: '/resend-email-verification/:token', params: tokenParam, reply: messageSchema }),
  login: auth({ method: 'POST', path: '/login', body: loginSchema, reply: signInStartedSchema }),
  verifyOtp: auth({ method: 'POST', path: '/otp-verification/:user_id', params: userIdParam, body: otpSchema, reply: signedInSchema }),
  resendOtp: auth({ method: 'POST', path: '/resend-otp/:user_id', params: userIdParam, reply: messageSchema }),
  googleLogin: auth({ method: 'POST', path: '/google-login', body: googleLoginSchema, reply: signedInSchema }),
  forgotPassword: auth({ method: 'POST', path: '/forgot-password', body: forgotPasswordSchema, reply: messageSchema }),
  checkResetLink: auth({
    method: 'GET',
    path: '/reset-password/:uidb64/:token',
    params: z.object({ uidb64: z.string().max(100), token: z.string().max(200) }),
    reply: passwordTokenSchema,
  }),
  changePassword: auth({
    method: 'PUT',
    path: '/change-password',
    access: 'password-change',
    body: changePasswordSchema,
    reply: passwordTokenSchema,
  }),
  logout: auth({ method: 'POST', path: '/logout', status: 204 }),
};

const account = routeGroup({ tags: ['accounts'], access: 'account' });

/** The signed-in user, the profile, and API keys. */
export const accountRoutes = {
  me: account({ method: 'GET', path: '/user', reply: currentUserSchema }),
  profile: account({ method: 'GET', path: '/user-profile', reply: userSchema }),
  updateProfile: account({ method: 'PUT', path: '/user-profile', body: profileUpdateSchema, reply: profileUpdatedSchema }),
  releaseNotesSeen: account({ method: 'PUT', path: '/release-notes-seen', reply: releaseNotesSeenSchema }),
  requestApiKey: account({ method: 'POST', path: '/api-key-request', reply: apiKeyLinkSchema }),
  apiKeys: account({ method: 'GET', path: '/api-keys', reply: z.array(apiKeySchema) }),
  revokeApiKey: account({ method: 'DELETE', path: '/api-keys/:id', params: idParams('id'), status: 204 }),
  checkAccessKey: account({
    method: 'GET',
    path: '/api-access',
    access: 'public',
    query: z.object({ access_key: z.string().min(1).max(200) }),
    reply: accessKeyCheckSchema,
  }),
  mintApiKey: account({ method: 'POST', path: '/api-access', access: 'public', body: apiAccessSchema, reply: apiKeyMintedSchema }),
};
