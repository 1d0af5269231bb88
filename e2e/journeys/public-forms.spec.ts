import { expect, test } from '../support/test';
import { readOutbox } from '../support/outbox';
import { PHONE, snapshot } from '../support/screenshots';

test('contact form shows each error, then sends and confirms', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog).toContainText('Please enter your name');
  await expect(dialog).toContainText('Please enter your email');
  await expect(dialog).toContainText('Please enter your message');
  await snapshot(page, 'contact-errors');

  await dialog.getByLabel('Name').fill('Grace Hopper');
  await dialog.getByLabel('Email').fill('grace@');
  await dialog.getByLabel('Message').fill('We are selling our clinic group and want to see buyers.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog).toContainText('Invalid email address');

  await dialog.getByLabel('Email').fill('grace@example.com');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  const success = page.getByRole('dialog').filter({ hasText: 'Thank you!' });
  await expect(success).toContainText('Message sent successfully, we will get back to you');
  await snapshot(page, 'contact-success');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();

  const mails = await readOutbox();
  expect(mails.some((mail) => mail.includes('Subject: Contact from Grace Hopper <grace@example.com>'))).toBe(true);
});

test('try-it-out form at 375 px asks for an email, then confirms', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Try it out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try Dealscout' });
  await dialog.getByRole('button', { name: 'Request a trial' }).click();
  await expect(dialog).toContainText('Please enter your email');
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Request a trial' }).click();
  await expect(dialog).toContainText('Invalid email address');
  await snapshot(page, 'try-errors-phone');

  await dialog.getByLabel('Email').fill('analyst@example.com');
  await dialog.getByRole('button', { name: 'Request a trial' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Thank you!' })).toContainText('Message sent successfully');
  await snapshot(page, 'try-success-phone');
  const mails = await readOutbox();
  expect(mails.some((mail) => mail.includes('Subject: Try-out request from analyst@example.com'))).toBe(true);
});
