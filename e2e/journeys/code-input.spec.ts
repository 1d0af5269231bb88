import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { mailCount, waitForMail } from '../support/outbox';
import { PHONE, snapshot } from '../support/screenshots';
import { expect, test } from '../support/test';

const PASSWORD = 'Juniper-Lantern-Cobalt-64';
const SIGN_UP_CODE = /verification code is (\d{6})/;

const codeField = (page: Page) => page.getByLabel('Verification code');

/** Clicks the nth of the six boxes (0-based), where a person would put the caret. */
async function clickBox(page: Page, index: number) {
  const box = await codeField(page).boundingBox();
  if (!box) throw new Error('the code field is not on the page');
  await codeField(page).click({ position: { x: (box.width / 6) * (index + 0.5), y: box.height / 2 } });
}

async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test('the six code boxes type, paste and edit like one field, and start empty after a wrong code and a resend', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('codebox');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Iris');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const before = await mailCount();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
  const code = await waitForMail(email, SIGN_UP_CODE, before);
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

  await expect(codeField(page)).toBeFocused();
  await page.keyboard.type('12a3');
  await expect(codeField(page)).toHaveValue('123');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('9456');
  await expect(codeField(page)).toHaveValue('129456');
  await page.keyboard.type('7');
  await expect(codeField(page)).toHaveValue('129456');

  // The reported defect: with six digits in, clicking the first box and typing 048744 gave 404874.
  await clickBox(page, 0);
  await page.keyboard.type('048744');
  await expect(codeField(page)).toHaveValue('048744');
  await clickBox(page, 3);
  await page.keyboard.type('1');
  await expect(codeField(page)).toHaveValue('048144');
  await expect(page.locator('.ds-code-input-box')).toHaveText(['0', '4', '8', '1', '4', '4']);

  await paste(page, '551 203');
  await expect(codeField(page)).toHaveValue('551203');
  await codeField(page).fill('');
  await paste(page, '20');
  await paste(page, '8');
  await expect(codeField(page)).toHaveValue('208');

  await codeField(page).fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid verification code.')).toBeVisible();
  await expect(codeField(page)).toHaveValue('');
  await expect(codeField(page)).toBeFocused();
  await snapshot(page, 'code-input-wrong-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'code-input-wrong-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.keyboard.type('31');
  const beforeResend = await mailCount();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Code sent successfully.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Invalid verification code.')).toHaveCount(0);
  await expect(codeField(page)).toHaveValue('');
  await snapshot(page, 'code-input-resent-desktop');
  const fresh = await waitForMail(email, SIGN_UP_CODE, beforeResend);

  await clickBox(page, 4);
  await page.keyboard.type(fresh);
  await expect(codeField(page)).toHaveValue(fresh);
  await page.keyboard.press('Enter');
  // A verified sign-up goes on to the Professional plan's checkout (the test mode's page here).
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
});
