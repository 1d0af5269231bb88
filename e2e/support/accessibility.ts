import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** What the journeys hold every screen to: WCAG 2.1 A and AA rules, no serious or critical finding. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming each with its elements.
 * axe is put in the page once per document and run there (the app has no frames): @axe-core/playwright's analyze()
 * injects its 550 KB twice per call and opens a blank page to merge results, which made the checks most of a
 * journey's time.
 */
export async function expectAccessible(page: Page, screen: string) {
  // A resize (the phone's width) reaches the app's breakpoints as media-query events at the next frame, and React
  // renders the phone's layout in a task after them: check the screen once that render is on it, not the desktop
  // layout squeezed into 375 px in between.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(resolve), 0))));
  // A modal or dropdown still fading in has partial opacity, which axe would measure as low contrast.
  // Endless ones (a spinner) never finish and are left out.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // A toast that began to fade out after the wait above is on its way off the screen, not part of it.
  const violations = await page.evaluate(async (tags) => {
    const found = await (window as unknown as { axe: typeof axe }).axe.run(
      { exclude: ['.ant-message-fade-leave'] },
      // Only violations are read: axe then keeps one node of each passing rule instead of all of them.
      { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
    );
    return found.violations;
  }, TAGS);
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 60)} [${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 300)}]`).join(', ')})`,
    );
  expect(blocking, `accessibility of ${screen}`).toEqual([]);
}
