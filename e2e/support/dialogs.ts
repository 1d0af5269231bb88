import { expect, type Page } from '@playwright/test';

/** Presses `button` in the confirmation dialog (the journeys ask for reduced motion: it opens at once, nothing to wait out). */
export async function confirmInDialog(page: Page, button: string) {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}
