import {
  globalAnalyticsSchema,
  recentUsersSchema,
  timeSpentSchema,
  userAnalyticsSchema,
  userCountsSchema,
  usersListSchema,
  type TimeFilter,
} from '@dealscout/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../platform/http';
import { browserTimeZone } from './format';

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD
  ? undefined
  : {
      global: globalAnalyticsSchema,
      user: userAnalyticsSchema,
      counts: userCountsSchema,
      timeSpent: timeSpentSchema,
      recent: recentUsersSchema,
      users: usersListSchema,
    };

const zone = () => `time_zone=${encodeURIComponent(browserTimeZone())}`;

/** GET /api/global-analytics: the summary block ('this week' starts on Monday in the viewer's zone). */
export const useGlobalAnalytics = () =>
  useQuery({
    queryKey: ['analytics', 'global'],
    queryFn: ({ signal }) => api(`/global-analytics?${zone()}`, { signal, reply: replies?.global }),
  });

/** GET /api/user-analytics/{userId}: one user's card; waits for a user to be chosen. */
export const useUserAnalytics = (userId: string | undefined) =>
  useQuery({
    queryKey: ['analytics', 'user', userId],
    queryFn: ({ signal }) => api(`/user-analytics/${encodeURIComponent(userId!)}`, { signal, reply: replies?.user }),
    enabled: !!userId,
  });

/** The charts keep the last period on screen while another loads. */
export const useActiveUsers = (filter: TimeFilter) =>
  useQuery({
    queryKey: ['analytics', 'active-users', filter],
    queryFn: ({ signal }) => api(`/active-users/${filter}?${zone()}`, { signal, reply: replies?.counts }),
    placeholderData: keepPreviousData,
  });

export const useReturnUsers = (filter: TimeFilter) =>
  useQuery({
    queryKey: ['analytics', 'return-users', filter],
    queryFn: ({ signal }) => api(`/return-users/${filter}?${zone()}`, { signal, reply: replies?.counts }),
    placeholderData: keepPreviousData,
  });

export const useTimeSpent = (filter: TimeFilter) =>
  useQuery({
    queryKey: ['analytics', 'time-spent', filter],
    queryFn: ({ signal }) => api(`/time-spent/${filter}?${zone()}`, { signal, reply: replies?.timeSpent }),
    placeholderData: keepPreviousData,
  });

export const useRecentUsers = () =>
  useQuery({
    queryKey: ['analytics', 'recent-users'],
    queryFn: ({ signal }) => api('/recently-loggedin-users', { signal, reply: replies?.recent }),
  });

/** GET /api/users?search=: the 'Select User' options. */
export const useUsersList = (search: string) =>
  useQuery({
    queryKey: ['analytics', 'users', search],
    queryFn: ({ signal }) => api(`/users?search=${encodeURIComponent(search)}`, { signal, reply: replies?.users }),
    placeholderData: keepPreviousData,
  });
