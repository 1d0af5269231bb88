import { expect, type Locator, type Page } from '@playwright/test';

/** Each dnd-kit live region on the page (one per board) with what it last announced. */
const announcements = async (page: Page) =>
  new Map(
    await page
      .locator('[id^="DndLiveRegion-"]')
      .evaluateAll((regions) => regions.map((region): [string, string] => [region.id, region.textContent ?? ''])),
  );

const where = async (handle: Locator) => JSON.stringify(await handle.boundingBox());

/**
 * dnd-kit's keyboard sensor, as a person uses it: Space picks up, each arrow moves, Space drops. Each step
 * waits for its effect: the pick-up announced (the drag has measured the board), the item moved and at rest, the drop.
 */
export async function keyboardDrag(page: Page, handle: Locator, keys: string[]) {
  await handle.focus();
  const before = await announcements(page);
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => [...(await announcements(page))].some(([id, text]) => text !== before.get(id)), { message: 'pick-up announced' })
    .toBe(true);
  for (const key of keys) {
    const from = await where(handle);
    await page.keyboard.press(key);
    // Moved, and come to rest: an arrow may scroll the board smoothly instead, and the drag finds its place after.
    let last = from;
    await expect
      .poll(
        async () => {
          const now = await where(handle);
          const resting = now !== from && now === last;
          last = now;
          return resting;
        },
        { message: `moved by ${key}`, intervals: [100] },
      )
      .toBe(true);
  }
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
}
