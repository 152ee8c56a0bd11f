import { expect, test } from '@playwright/test';
import { seedAppState, startLoggedIn } from '../shell/support';
import { choose, signupLinkPath, unique } from './support';

test('an allowlisted coach signs up at /signup-coach and onboards', async ({ browser, page }, testInfo) => {
  const username = unique(testInfo, 'koach_');
  const email = `${username}@example.ph`;

  // A stranger is told plainly that the e-mail is not on the list.
  await seedAppState(page);
  await page.goto('/signup-coach');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Koach' })).toBeVisible();
  await page.getByLabel('E-mail Address').fill(email);
  await page.getByLabel('Password').fill('kalamansi-jeepney-42');
  await page.getByRole('button', { name: 'Create Koach account' }).click();
  await expect(page.getByText(/not on the Koach list/).first()).toBeVisible();

  // The admin adds the e-mail to the allowlist through the admin tools.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await startLoggedIn(admin, 'admin');
  await admin.goto('/admin/emulate');
  await admin.getByRole('form', { name: 'Add an e-mail to the coach allowlist' }).getByLabel('E-mail Address').fill(email);
  await admin.getByRole('button', { name: 'Add to allowlist' }).click();
  await expect(admin.getByText('Added the email to the allowlist')).toBeVisible();
  await adminContext.close();

  // Now the sign-up goes through: the e-mailed link creates the account and onboarding follows.
  await page.getByRole('button', { name: 'Create Koach account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await signupLinkPath(email));
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/onboarding-coach\/steps\/2$/);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/onboarding-coach\/steps\/3$/);
  await page.getByLabel('Headline').fill('Product Designer at Kalye Labs');
  await choose(page, 'Expertise', 'Design');
  await page.getByLabel('Years of experience').fill('6');
  await page.getByLabel('Bio').fill('I design apps for jeepney commuters. I can help with portfolios and first design jobs.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/onboarding-coach\/steps\/4$/);
  await page.getByLabel('Meeting link').fill('https://meet.example.com/ana-reyes');
  await page.getByLabel('Data Privacy Act consent').check();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Welcome, Koach/ })).toBeVisible();
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await page.goto('/my/profile');
  await expect(page.getByText('Product Designer at Kalye Labs')).toBeVisible();
  await expect(page.getByText('Waiting for activation')).toBeVisible();
});
