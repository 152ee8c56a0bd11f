import { expect, test } from '@playwright/test';
import { seedAppState } from '../shell/support';
import { signUpThroughLink, unique, waitForEmail } from './support';

test('a user resets a forgotten password with the link from the e-mail', async ({ page }, testInfo) => {
  // A fresh account, so the demo passwords stay as they are for the other journeys.
  const username = unique(testInfo, 'reset_');
  const email = `${username}@example.ph`;
  await signUpThroughLink(page.request, email, 'old-password-123');

  await seedAppState(page);
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/password-reset');
  await page.goto('/password-reset');
  await page.getByLabel('E-mail Address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this e-mail' })).toBeVisible();

  const message = await waitForEmail(email, 'Subject: Reset your Lakbay password');
  const token = /\/password-reset\?token=([^\s"<>]+)/.exec(message)?.[1];
  expect(token).toBeTruthy();

  await page.goto(`/password-reset?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-password-456');
  await page.getByLabel('Repeat the new password').fill('new-password-456');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await page.getByLabel('E-mail Address').fill(email);
  await page.getByLabel('Password').fill('new-password-456');
  await page.getByRole('button', { name: 'Log in' }).click();
  // No username yet: the new account continues its onboarding.
  await expect(page).toHaveURL(/\/onboarding\/steps\/2$/);

  // The link works once.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/password-reset?token=${token}`);
  await page.getByLabel('New password', { exact: true }).fill('another-password-789');
  await page.getByLabel('Repeat the new password').fill('another-password-789');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/password-reset\?token=/);
  await expect(page.getByRole('alert').first()).toBeVisible();
});
