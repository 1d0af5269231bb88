import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits for a modal or drawer to finish its opening animation, so a click lands where the user's would
 * and a screenshot shows it as the user sees it.
 */
export async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog.page().locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').first()).not.toHaveClass(/zoom|motion/);
}

/** Presses `button` in the confirmation dialog once it has settled (a click during its animation can miss). */
export async function confirmInDialog(page: Page, button: string) {
  const dialog = page.locator('.ant-modal-confirm');
  await settled(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}
