import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How many times the page's dnd-kit live regions (one per board) have announced something since `countAnnouncements`.
 * A count, not the text: on a sortable board the text can come back to what it was ("over itself", then "over the
 * column", then "over itself" in its new place).
 */
const countAnnouncements = (page: Page) =>
  page.evaluate(() => {
    const tally = window as unknown as { dragAnnouncements?: number };
    if (tally.dragAnnouncements === undefined) {
      const inRegion = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('[id^="DndLiveRegion-"]');
      new MutationObserver((changes) => {
        if (changes.some((change) => inRegion(change.target))) tally.dragAnnouncements! += 1;
      }).observe(document.body, { childList: true, characterData: true, subtree: true });
    }
    tally.dragAnnouncements = 0;
  });
const announced = (page: Page) => page.evaluate(() => (window as unknown as { dragAnnouncements: number }).dragAnnouncements);

const where = async (handle: Locator) => JSON.stringify(await handle.boundingBox());

/**
 * dnd-kit's keyboard sensor, as a person uses it: Space picks up, each arrow moves, Space drops. Each step
 * waits for its effect as the drag itself reports it: an announcement (the pick-up, then the new place of each
 * arrow), then the item at rest. The announcement, not the item's pixels, says it moved: near the edge of a
 * scrolling board an arrow scrolls the board under an item that stays put.
 */
export async function keyboardDrag(page: Page, handle: Locator, keys: string[]) {
  await handle.focus();
  await countAnnouncements(page);
  const announcedAfter = async (count: number, message: string) =>
    expect.poll(() => announced(page), { message }).toBeGreaterThan(count);
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await announcedAfter(0, 'pick-up announced');
  // The sensor listens for arrows only from a timer it sets at pick-up (an arrow before it is lost): a timer
  // set now runs after that one.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  for (const key of keys) {
    const count = await announced(page);
    await page.keyboard.press(key);
    await announcedAfter(count, `moved by ${key}`);
    let last = '';
    await expect
      .poll(
        async () => {
          const now = await where(handle);
          const resting = now === last;
          last = now;
          return resting;
        },
        { message: `at rest after ${key}`, intervals: [100] },
      )
      .toBe(true);
  }
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
}
