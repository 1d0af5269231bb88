import { APP_VERSION } from '@dealscout/domain';

const STORAGE_KEY = 'app_version';

/**
 * Reloads once when the version this browser stored differs from the running one, so a tab
 * opened before a release picks up the new assets. Returns true when a reload was started.
 */
export function reloadOnNewVersion(storage: Storage = localStorage, reload = () => window.location.reload()): boolean {
  const stored = storage.getItem(STORAGE_KEY);
  if (stored === APP_VERSION) return false;
  storage.setItem(STORAGE_KEY, APP_VERSION);
  if (stored === null) return false;
  reload();
  return true;
}
