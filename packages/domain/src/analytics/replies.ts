import { z } from 'zod';
import { downloadCountsSchema } from './actions.js';

/** GET /api/global-analytics. */
export const globalAnalyticsSchema = downloadCountsSchema.extend({
  totalUsers: z.number().int(),
  usersLoggedInThisWeek: z.number().int(),
  totalCompanies: z.number().int(),
  organizations: z.number().int(),
});
export type GlobalAnalytics = z.infer<typeof globalAnalyticsSchema>;

/** GET /api/user-analytics/{userId}: times in seconds. */
export const userAnalyticsSchema = downloadCountsSchema.extend({
  loggedInTime: z.number().int(),
  averageTime: z.number().int(),
  userCompany: z.number().int(),
  organization: z.string().nullable(),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;

/**
 * A bucket is named by its start in the viewer's time zone: `login_time` (YYYY-MM-DDTHH:mm) for the
 * hours of the day filter, `login_date` (YYYY-MM-DD) for the others.
 */
const bucketName = { login_time: z.string().optional(), login_date: z.string().optional() };

/** GET /api/active-users/{filter} and /api/return-users/{filter}: totalUsers counts each user once over the period. */
export const userCountsSchema = z.object({
  result: z.array(z.object({ ...bucketName, user_count: z.number().int() })),
  totalUsers: z.number().int(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/** GET /api/time-spent/{filter}: total_duration in seconds. */
export const timeSpentSchema = z.array(
  z.object({ session_time: z.string().optional(), session_date: z.string().optional(), total_duration: z.number().int() }),
);
export type TimeSpent = z.infer<typeof timeSpentSchema>;

/** GET /api/recently-loggedin-users. */
export const recentUsersSchema = z.array(
  z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string(), last_login: z.string() }),
);
export type RecentUsers = z.infer<typeof recentUsersSchema>;

export const USERS_LIST_LIMIT = 50;

/** GET /api/users?search=: the 'Select User' list, searched by name or e-mail, at most USERS_LIST_LIMIT. */
export const usersQuerySchema = z.object({ search: z.string().trim().max(100, 'Search must be at most 100 characters').optional() });
export const usersListSchema = z.array(z.object({ id: z.string(), username: z.string(), email: z.string() }));
export type UsersList = z.infer<typeof usersListSchema>;
