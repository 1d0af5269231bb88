import { expect, type Locator } from '@playwright/test';

/**
 * Waits for a modal or drawer to finish its opening animation, so a click lands where the user's would
 * and a screenshot shows it as the user sees it.
 */
export async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog.page().locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').first()).not.toHaveClass(/zoom|motion/);
}
