import { expect, test } from '../support/test';

test('the API docs render the operations from the OpenAPI document', async ({ page }) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspErrors.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByText('/api/email').first()).toBeVisible();
  await expect(page.getByText('/api/version-update').first()).toBeVisible();
  expect(cspErrors).toEqual([]);
});
