import { expect, test } from '../support/test';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { newProfessional } from '../support/accounts';
import { snapshot } from '../support/screenshots';

test('an idle session ends on the logged-out screen', async ({ page, request }) => {
  const { email, password } = await newProfessional(request, 'idle');
  // The idle timeout comes from the server's configuration; this journey runs the client with 4 s.
  await page.route('**/api/auth-config', (route) =>
    route.fulfill({
      json: { google_client_id: null, idle_timeout_ms: 4_000, resend_wait_seconds: 10, sales_email: 'team@dealscout.test' },
    }),
  );
  await signInWithCode(page, email, password);
  await expect(page).toHaveURL(/\/leads\//);
  await dismissReleaseNotes(page);
  await expect(page).toHaveURL(/\/logged-out$/, { timeout: 15_000 });
  await expect(page.getByText("You've been securely logged out")).toBeVisible();
  await snapshot(page, 'logged-out-after-idle');
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(401);
  await page.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/$/);
});
