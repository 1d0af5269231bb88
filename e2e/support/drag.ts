import type { Locator, Page } from '@playwright/test';

/** dnd-kit's keyboard sensor: Space picks up, the arrows move, Space drops (it measures between steps). */
export async function keyboardDrag(page: Page, handle: Locator, keys: string[]) {
  await handle.focus();
  for (const key of ['Space', ...keys, 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
}
