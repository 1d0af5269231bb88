import type { TimeFilter } from '@dealscout/domain';
import { FILTER_BUCKETS } from '@dealscout/domain';
import dayjs from 'dayjs';

/** The viewer's IANA time zone, as the browser knows it; the charts' buckets are cut in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A bucket's name (YYYY-MM-DD, or YYYY-MM-DDTHH:mm for an hour) on the axis and in the tooltip, in
 * the spec's formats (part 2 §9): hours 'hh:mm a', days 'DD MMM', months 'MMM YYYY'; tooltips add the year.
 */
export function bucketLabel(bucket: string, filter: TimeFilter, place: 'axis' | 'tooltip'): string {
  const when = dayjs(bucket);
  switch (FILTER_BUCKETS[filter].unit) {
    case 'hour':
      return place === 'axis' ? when.format('hh:mm a') : when.format('DD MMM YYYY hh:mm a');
    case 'month':
      return when.format('MMM YYYY');
    case 'week':
      return place === 'axis' ? when.format('DD MMM') : `Week of ${when.format('DD MMM YYYY')}`;
    default:
      return place === 'axis' ? when.format('DD MMM') : when.format('DD MMM YYYY');
  }
}

/** Seconds as hours, minutes and seconds: '2h 05m', '12m 30s', '45s'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours) return `${hours.toLocaleString('en-US')}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes) return `${minutes}m ${String(rest).padStart(2, '0')}s`;
  return `${rest}s`;
}

/** A last sign-in, in the spec's 'MMMM DD, YYYY' with the time. */
export const formatLastLogin = (iso: string) => dayjs(iso).format('MMMM DD, YYYY hh:mm a');
