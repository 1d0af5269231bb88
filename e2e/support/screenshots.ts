import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The wide desktop the boards are photographed at. */
export const WIDE_DESKTOP = { width: 1440, height: 900 } as const;

/** Where a screenshot named `name` is saved. */
export const screenshotPath = (name: string) => path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`);

/**
 * Saves a full-page PNG under e2e/screenshots/ for a person to look at, and holds the screen to the
 * accessibility rules (axe-core: no serious or critical violation): every screen a journey shows is checked.
 * A full page is taken from the top: scrolled, the fixed header and sidebar would be drawn where the view
 * stood, halfway down the picture.
 */
export async function snapshot(page: Page, name: string, { fullPage = true } = {}) {
  await expectAccessible(page, name);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(name), fullPage });
}

/**
 * The page fits the phone's width: nothing scrolls sideways. Polled, because a resize lays the page out
 * again asynchronously (antd's breakpoints re-render after the resize event).
 */
export async function expectFitsPhoneWidth(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The screen at the wide desktop (`name-desktop`), then at the phone's width, fitting it (`name-phone`); back to the wide desktop. */
export async function snapshotWideAndPhone(page: Page, name: string) {
  await snapshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, `${name}-phone`);
  await page.setViewportSize(WIDE_DESKTOP);
}
