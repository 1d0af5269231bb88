import { analyticsRoutes, type TimeFilter } from '@dealscout/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../platform/http';
import { browserTimeZone } from './format';

const zone = () => ({ time_zone: browserTimeZone() });

/** GET /api/global-analytics: the summary block ('this week' starts on Monday in the viewer's zone). */
export const useGlobalAnalytics = () =>
  useQuery({
    queryKey: ['analytics', 'global'],
    queryFn: ({ signal }) => call(analyticsRoutes.global, { query: zone() }, { signal }),
  });

/** GET /api/user-analytics/{userId}: one user's card; waits for a user to be chosen. */
export const useUserAnalytics = (userId: string | undefined) =>
  useQuery({
    queryKey: ['analytics', 'user', userId],
    queryFn: ({ signal }) => call(analyticsRoutes.user, { params: { userId: userId! } }, { signal }),
    enabled: !!userId,
  });

/** The charts keep the last period on screen while another loads. */
export const useActiveUsers = (filter: TimeFilter) =>
  useQuery({
    queryKey: ['analytics', 'active-users', filter],
    queryFn: ({ signal }) => call(analyticsRoutes.activeUsers, { params: { filter }, query: zone() }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useReturnUsers = (filter: TimeFilter) =>
  useQuery({
    queryKey: ['analytics', 'return-users', filter],
    queryFn: ({ signal }) => call(analyticsRoutes.returnUsers, { params: { filter }, query: zone() }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTimeSpent = (filter: TimeFilter) =>
  useQuery({
    queryKey: ['analytics', 'time-spent', filter],
    queryFn: ({ signal }) => call(analyticsRoutes.timeSpent, { params: { filter }, query: zone() }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRecentUsers = () =>
  useQuery({
    queryKey: ['analytics', 'recent-users'],
    queryFn: ({ signal }) => call(analyticsRoutes.recentUsers, {}, { signal }),
  });

/** GET /api/users?search=: the 'Select User' options. */
export const useUsersList = (search: string) =>
  useQuery({
    queryKey: ['analytics', 'users', search],
    queryFn: ({ signal }) => call(analyticsRoutes.users, { query: { search } }, { signal }),
    placeholderData: keepPreviousData,
  });
