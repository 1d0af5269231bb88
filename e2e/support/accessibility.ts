import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the journeys hold every screen to: WCAG 2.1 A and AA rules, no serious or critical finding. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe-core on the page as it stands and fails on any serious or critical violation, naming each with its elements. */
export async function expectAccessible(page: Page, screen: string) {
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
  // A toast that began to fade out after the wait above is on its way off the screen, not part of it.
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('.ant-message-fade-leave').analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 60)} [${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 300)}]`).join(', ')})`,
    );
  expect(blocking, `accessibility of ${screen}`).toEqual([]);
}
