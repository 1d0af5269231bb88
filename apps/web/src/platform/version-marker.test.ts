import { APP_VERSION } from '@dealscout/domain';
import { describe, expect, it, vi } from 'vitest';
import { reloadOnNewVersion } from './version-marker';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('reloadOnNewVersion', () => {
  it('stores the version on a first visit without reloading', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnNewVersion(storage, reload)).toBe(false);
    expect(storage.getItem('app_version')).toBe(APP_VERSION);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the stored version differs', () => {
    const storage = memoryStorage({ app_version: '1.2.0' });
    const reload = vi.fn();
    expect(reloadOnNewVersion(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnNewVersion(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a tab left open on 1.2.1 once into 1.3.0', () => {
    expect(APP_VERSION).toBe('1.3.0');
    const storage = memoryStorage({ app_version: '1.2.1' });
    const reload = vi.fn();
    expect(reloadOnNewVersion(storage, reload)).toBe(true);
    expect(storage.getItem('app_version')).toBe('1.3.0');
    expect(reloadOnNewVersion(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
