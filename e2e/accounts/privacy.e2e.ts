import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openedDialog, seedAppState } from '../shell/support';
import { signUpThroughLink, unique, waitForEmail } from './support';

const PASSWORD = 'kalamansi-jeepney-42';

test('a Kadet downloads their data from the e-mailed link, deletes their account and can no longer log in', async ({ page }, testInfo) => {
  // Sign-up, onboarding, an export job and a deletion: longer than one page's journey.
  test.setTimeout(90_000);
  const username = unique(testInfo, 'privacy_');
  const email = `${username}@example.ph`;
  const user = await signUpThroughLink(page.request, email, PASSWORD);
  const auth = { authorization: `Bearer ${user.sessionCookie}` };
  const steps: [string, Record<string, unknown>][] = [
    ['2', { username, firstName: 'Maria', lastName: 'Santos' }],
    ['3', { school: 'Iloilo National High School', yearLevel: 'GRADE_12', studentStatus: 'FULL_TIME' }],
    ['4', { careerInterests: ['data'], jobSearchStage: 'EXPLORING', dataPrivacyConsent: true }],
  ];
  for (const [step, data] of steps) {
    expect((await page.request.patch(`/api/v2/users/me/onboarding/steps/${step}`, { data, headers: auth })).status()).toBe(200);
  }

  await seedAppState(page, { user: { ...user, username } });
  await page.goto('/my/profile');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/my\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My data and privacy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My consent history' }).getByText(/^Given on /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`privacy-${testInfo.project.name}.png`), fullPage: true });

  // Download my data: the job e-mails a link to one zip.
  await page.getByRole('button', { name: 'E-mail me a copy of my data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We are gathering your data' })).toBeVisible();
  const message = await waitForEmail(email, 'Subject: Your Lakbay data is ready to download');
  // The link opens the privacy page, which downloads the zip with the session (the link alone gets nothing).
  const link = /https?:\/\/\S+\/my\/privacy\?export=[\w%-]+/.exec(message)?.[0];
  expect(link).toBeTruthy();
  const token = new URL(link as string).searchParams.get('export') ?? '';
  const anonymous = await page.request.get(`/api/v2/privacy/exports/download?token=${encodeURIComponent(token)}`);
  expect(anonymous.status()).toBe(401);
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  const ready = page.getByRole('region', { name: 'Your copy is ready' });
  const saved = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'Download the zip file' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^lakbay-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('lakbay-data.json'))).toBe(true);

  // Delete my account: a wrong password deletes nothing, the right one does.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = await openedDialog(page, 'Delete your account for good?');
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That is not your current password. Nothing was deleted.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`privacy-delete-${testInfo.project.name}.png`) });
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect e-mail or password.').first()).toBeVisible();
  expect((await page.request.get('/api/v2/users/me', { headers: auth })).status()).toBe(401);
});
