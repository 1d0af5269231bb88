import { z } from 'zod';
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
  is_superuser: z.boolean(),
  social_user: z.boolean(),
  profile_picture: z.string().nullable(),
  is_logged_once: z.union([z.literal(0), z.literal(1)]),
});
export type User = z.infer<typeof userSchema>;

/** What a finished sign-in returns: the session token (also set as an httpOnly cookie). */
export const signedInSchema = z.object({
  token: z.string(),
  is_logged_once: z.union([z.literal(0), z.literal(1)]),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type SignedIn = z.infer<typeof signedInSchema>;
