import path from 'node:path';
import type { Page } from '@playwright/test';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Saves a full-page PNG under e2e/screenshots/ for a person to look at. */
export async function snapshot(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`), fullPage });
}
