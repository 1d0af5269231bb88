import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newProfessional, organizationFixture, registerProfessional } from '../support/accounts';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { expectFitsPhoneWidth, PHONE, snapshot, WIDE_DESKTOP } from '../support/screenshots';

/**
 * Subscription and payment in the local test mode (no STRIPE_SECRET_KEY): the checkout and the billing
 * portal are the app's own pages, and every change reaches the subscription through the signed webhook.
 */

const statusAlert = (page: Page) => page.locator('.ds-billing-status');

/** Both widths of one screen: photographed, held to axe, and nothing scrolls sideways at 375 px. */
async function bothWidths(page: Page, name: string) {
  await page.setViewportSize(WIDE_DESKTOP);
  await snapshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, `${name}-phone`);
  await page.setViewportSize(WIDE_DESKTOP);
}

async function openPortalWith(page: Page, button: string, action: string) {
  await statusAlert(page).getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/leads\/billing\/test-portal$/);
  const done = page.waitForResponse((response) => response.url().endsWith('/api/test-portal') && response.ok());
  await page.getByRole('button', { name: action }).click();
  await done;
  await page.getByRole('button', { name: 'Return to Dealscout' }).click();
  await expect(page).toHaveURL(/\/leads\/subscription$/);
}

test('pay in test mode: from no subscription through the checkout to the active plan, its card and invoice', async ({ page }) => {
  // A sign-up that left its checkout unpaid: the app sends them to the subscription page from any other.
  await newProfessional(page.request, 'subscriber', { paid: false });
  await page.goto('/leads/dataset');
  await expect(page).toHaveURL(/\/leads\/subscription$/);
  await dismissReleaseNotes(page);
  await page.getByRole('button', { name: 'FU Fresh User' }).click();
  await page.getByRole('menuitem', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/\/leads\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscription', exact: true })).toBeVisible();
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
  await expect(statusAlert(page)).toContainText('You have no subscription yet');
  await expect(page.getByText('No invoices yet')).toBeVisible();
  await bothWidths(page, 'subscription-none');

  // Choose Your Plan: monthly by default; yearly chosen; loading until the checkout's address comes.
  await statusAlert(page).getByRole('button', { name: 'Choose Your Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(dialog.getByText('Monthly: $50.00 a month')).toBeVisible();
  await dialog.getByLabel('Billing cycle').click();
  await page.locator('.ant-select-item-option', { hasText: 'Yearly: $540.00 a year' }).click();
  await snapshot(page, 'subscription-choose-plan');
  await dialog.getByRole('button', { name: 'Proceed to checkout' }).click();

  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
  await expect(page.getByText('$540.00 USD')).toBeVisible();
  await bothWidths(page, 'test-checkout');
  // The provider's webhook may land after the redirect: the first two reads of the profile say not subscribed yet.
  let lateReads = 2;
  await page.route('**/api/user', async (route) => {
    if (lateReads <= 0) return route.continue();
    lateReads--;
    const response = await route.fetch();
    const body = (await response.json()) as { user: { is_subscribed: boolean } };
    await route.fulfill({ response, json: { ...body, user: { ...body.user, is_subscribed: false } } });
  });
  await page.getByRole('button', { name: 'Pay $540.00' }).click();

  await expect(page).toHaveURL(/\/leads\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
  await page.unroute('**/api/user');
  await bothWidths(page, 'payment-success');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/leads\/dataset/);

  // Active: the plan, the masked card, the invoice, and Manage Plan.
  await page.goto('/leads/subscription');
  await expect(statusAlert(page)).toContainText('Your next payment of $540.00 is due on');
  await expect(statusAlert(page)).toContainText('Your plan renews every year.');
  await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
  const invoiceRow = page.getByRole('row').filter({ hasText: 'TEST-' });
  await expect(invoiceRow).toContainText('$540.00');
  await expect(invoiceRow).toContainText('Paid');
  await bothWidths(page, 'subscription-active');
  const download = page.waitForEvent('download');
  await invoiceRow.getByRole('button', { name: /Download invoice TEST-/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^TEST-.*\.pdf$/);
});

test('walk an active subscription through every other state of the display: canceled, renewed, payment refused, expired', async ({
  page,
}) => {
  // Subscribed through the sign-up's checkout, paid in test mode (the test above pays through the pages).
  await newProfessional(page.request, 'subscriber-states');
  await page.goto('/leads/subscription');
  await dismissReleaseNotes(page);
  await expect(statusAlert(page).getByRole('button', { name: 'Manage Plan' })).toBeVisible();

  // The portal link (Manage Plan) and the states it leads to.
  await statusAlert(page).getByRole('button', { name: 'Manage Plan' }).click();
  await expect(page).toHaveURL(/\/leads\/billing\/test-portal$/);
  await bothWidths(page, 'test-portal');
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('button', { name: 'Renew plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to Dealscout' }).click();
  await expect(statusAlert(page)).toContainText('Your subscription has been canceled. You keep access to the Professional plan until');
  await bothWidths(page, 'subscription-canceled');

  await openPortalWith(page, 'Renew now', 'Renew plan');
  await expect(statusAlert(page).getByRole('button', { name: 'Manage Plan' })).toBeVisible();

  await openPortalWith(page, 'Manage Plan', 'Simulate a refused renewal');
  await expect(statusAlert(page)).toContainText('Your payment method is invalid.');
  await expect(page.getByRole('row').filter({ hasText: 'Open' })).toHaveCount(1);
  await bothWidths(page, 'subscription-payment-method-invalid');

  await openPortalWith(page, 'Update Payment Method', 'Update payment method');
  await expect(statusAlert(page).getByRole('button', { name: 'Manage Plan' })).toBeVisible();
  await expect(page.getByText('•••• •••• •••• 4444')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Open' })).toHaveCount(0);

  await openPortalWith(page, 'Manage Plan', 'Cancel plan');
  await openPortalWith(page, 'Renew now', 'End the paid period now');
  await expect(statusAlert(page)).toContainText('Your subscription has expired.');
  await bothWidths(page, 'subscription-expired');

  // Renew Subscription opens the plan dialog; leaving the checkout lands on the canceled page, whose Retry is the contact form.
  await statusAlert(page).getByRole('button', { name: 'Renew Subscription' }).click();
  await page.getByRole('dialog', { name: 'Choose Your Plan' }).getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/leads\/payment-canceled$/);
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await bothWidths(page, 'payment-canceled');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade Now' })).toBeVisible();
});

test('a sign-up whose payment was canceled retries from the canceled page and becomes a Professional user', async ({ page, browser }) => {
  // Through the page's own context: the e-mail code signs the page in, and the checkout is the user's alone.
  const { checkoutUrl, email } = await registerProfessional(page.request, 'retrier');
  const elsewhere = await browser.newContext();
  const stranger = await elsewhere.newPage();
  await stranger.goto(checkoutUrl!);
  await expect(stranger.getByText('Sign in with the account this checkout is for, then open it again.')).toBeVisible();
  await expect(stranger.getByText(email)).toHaveCount(0);
  await expect(stranger.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await bothWidths(stranger, 'test-checkout-signed-out');
  await elsewhere.close();

  await page.goto(checkoutUrl!);
  await expect(page.getByText('Finish your sign-up: subscribe to the Professional plan.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/signup-canceled\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await bothWidths(page, 'signup-canceled-retry');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page).toHaveURL(/\/signup-success$/);
  await expect(page.getByText('registered as a Professional user')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/leads\//);
  await dismissReleaseNotes(page);
  await page.goto('/leads/subscription');
  await expect(statusAlert(page)).toContainText('Your next payment of $50.00 is due on');
});

test('a trial user at the end of the free searches subscribes at the gate; once expired, meets it again and renews', async ({
  page,
  request,
}) => {
  const { member } = await organizationFixture(request, {
    name: 'Gatekeepers',
    members: { member: { first_name: 'Gina', last_name: 'Trial', organization_role: 'member', free_trial_searches: 0 } },
  });
  await signInWithCode(page, member.email, member.password);
  await dismissReleaseNotes(page);
  const gate = page.locator('.ds-investor-gate');
  const payAtTheGate = async (button: string) => {
    await gate.getByRole('button', { name: button }).click();
    await page.getByRole('dialog', { name: 'Choose Your Plan' }).getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    await expect(page).toHaveURL(/\/leads\/payment-success$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/leads\/dataset/);
  };

  await page.goto('/leads/dataset?search=health');
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
  await bothWidths(page, 'investor-gate-subscribe');
  await payAtTheGate('Choose Your Plan');
  await page.goto('/leads/dataset?search=health');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(gate).toHaveCount(0);

  // The plan is canceled and its period ends: the next search meets the gate, now saying so, with Renew Subscription.
  await page.goto('/leads/billing/test-portal');
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('button', { name: 'End the paid period now' }).click();
  await expect(page.getByText('Your subscription has expired.')).toBeVisible();
  await page.goto('/leads/dataset?search=banks');
  await expect(gate).toContainText('Your subscription has expired.');
  await bothWidths(page, 'investor-gate-renew');
  await payAtTheGate('Renew Subscription');
  await page.goto('/leads/dataset?search=banks');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(gate).toHaveCount(0);
});
