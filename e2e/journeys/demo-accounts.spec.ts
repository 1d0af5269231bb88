import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { DEMO_PASSWORD, demo } from '../support/demo';
import { expect, test } from '../support/test';

// The only journey on a demo account, and it changes nothing: the demo accounts are for people trying the app.
test('the demo professional printed by npm start signs in and finds its demo company', async ({ page }) => {
  await signInWithCode(page, demo.professional, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/leads\/companies$/);
  await dismissReleaseNotes(page);
  await page.goto('/leads/company-detail');
  await expect(page.getByRole('heading', { name: 'Lakeside Eye Partners' })).toBeVisible();
});
