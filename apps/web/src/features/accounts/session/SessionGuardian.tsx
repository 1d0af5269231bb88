import { useSessionExpiry } from './useSessionExpiry';

/** Mounted once in the signed-in layout: ends the session after a 401 or when the user has been idle too long. */
export function SessionGuardian() {
  useSessionExpiry();
  return null;
}
