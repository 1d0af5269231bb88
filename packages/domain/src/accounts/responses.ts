import { z } from 'zod';
import { subscriptionDetailsSchema } from '../billing/subscription.js';
import { USER_ROLES } from './roles.js';

/** The user as every account call returns it (spec part 2 §3 "User profile"). Never holds a secret. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(USER_ROLES),
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  is_subscribed: z.boolean(),
  free_trial: z.boolean(),
  remaining_trial: z.number().int(),
  algo_access: z.boolean(),
  /** The sign-up's checkout has not completed: only the profile and billing are open (entitlements.ts planRefusal). */
  payment_required: z.boolean(),
  is_superuser: z.boolean(),
  social_user: z.boolean(),
  profile_picture: z.string().nullable(),
  is_logged_once: z.union([z.literal(0), z.literal(1)]),
  /** The app version whose release notes the user has closed, null before the first. */
  release_notes_seen: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** PUT /api/release-notes-seen: the version whose release notes the user has now closed. */
export const releaseNotesSeenSchema = z.object({ release_notes_seen: z.string() });
export type ReleaseNotesSeen = z.infer<typeof releaseNotesSeenSchema>;

/** What a finished sign-in returns: the session token (also set as an httpOnly cookie). */
export const signedInSchema = z.object({
  token: z.string(),
  is_logged_once: z.union([z.literal(0), z.literal(1)]),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** GET /api/user: the user and their subscription (null for a user who never paid). */
export const currentUserSchema = z.object({ user: userSchema, subscription: subscriptionDetailsSchema.nullable() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** PUT /api/user-profile. */
export const profileUpdatedSchema = z.object({ message: z.string(), user: userSchema });
export type ProfileUpdated = z.infer<typeof profileUpdatedSchema>;

/** GET /api/auth-config: what the sign-in pages need to know about this server. */
export const authConfigSchema = z.object({
  google_client_id: z.string().nullable(),
  idle_timeout_ms: z.number(),
  resend_wait_seconds: z.number(),
  /** The team's inbox (TEAM_EMAIL): where 'Contact Sales' links write to. */
  sales_email: z.string(),
  /** SIGNUP_PAYMENT: `required`, sign-up ends at the Professional plan's checkout; `off`, at the e-mail code. */
  signup_payment: z.enum(['required', 'off']),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** POST /api/register: the token that names the sign-up's verification step. */
export const registeredSchema = z.object({ token: z.string() });
export type Registered = z.infer<typeof registeredSchema>;

/**
 * POST /api/email-verification/{token}: the address is verified. With paid sign-up (SIGNUP_PAYMENT=required),
 * `checkout_url` is the Professional plan's checkout the browser goes to next, and `subscription_id` the
 * sign-up's subscription (what `POST /api/retry-register-payment/{subscription}` takes); null otherwise.
 */
export const emailVerifiedSchema = z.object({
  message: z.string(),
  token: z.string(),
  is_logged_once: z.literal(1),
  email: z.string(),
  checkout_url: z.string().nullable(),
  subscription_id: z.string().nullable(),
});
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

/** POST /api/login: step one passed; the code step is addressed by the user id. */
export const signInStartedSchema = z.object({ user_id: z.string() });
export type SignInStarted = z.infer<typeof signInStartedSchema>;

/** GET /api/reset-password/{uidb64}/{token} and PUT /api/change-password. */
export const passwordTokenSchema = z.object({ token: z.string(), email: z.string() });
export type PasswordToken = z.infer<typeof passwordTokenSchema>;

/** POST /api/api-key-request. */
export const apiKeyLinkSchema = z.object({ message: z.string(), access_code: z.string(), expires_at: z.string() });
export type ApiKeyLink = z.infer<typeof apiKeyLinkSchema>;

/** One API key as GET /api/api-keys lists it (never the key itself). */
export const apiKeySchema = z.object({ id: z.string(), prefix: z.string(), created_at: z.string(), last_used_at: z.string().nullable() });
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/api-access?access_key=. */
export const accessKeyCheckSchema = z.object({ valid: z.boolean(), email: z.string() });
export type AccessKeyCheck = z.infer<typeof accessKeyCheckSchema>;

/** POST /api/api-access: the new key, shown once. */
export const apiKeyMintedSchema = z.object({ api_key: z.string() });
export type ApiKeyMinted = z.infer<typeof apiKeyMintedSchema>;
