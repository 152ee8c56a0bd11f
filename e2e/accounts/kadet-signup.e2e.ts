import { expect, test } from '@playwright/test';
import { seedAppState } from '../shell/support';
import { choose, signupLinkPath, unique } from './support';

test('a new Kadet signs up, onboards and lands home greeted by username', async ({ page }, testInfo) => {
  const username = unique(testInfo, 'kadet_');
  await seedAppState(page);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Kadet account' })).toBeVisible();
  await page.getByLabel('E-mail Address').fill(`${username}@example.ph`);
  await page.getByLabel('Password').fill('kalamansi-jeepney-42');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The same answer for every address; the e-mailed link creates the account.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`${username}@example.ph`)).toBeVisible();
  await page.goto(await signupLinkPath(`${username}@example.ph`));
  await expect(page.getByRole('heading', { level: 1, name: 'Finish signing up' })).toBeVisible();
  await page.getByRole('button', { name: 'Create my account' }).click();

  // Step 2: a taken username comes back from the server under the field.
  await expect(page).toHaveURL(/\/onboarding\/steps\/2$/);
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Username and names' })).toBeVisible();
  const signupStage = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('appState') ?? '{}') as { signupStage?: string }).signupStage,
  );
  expect(signupStage).toContain('/onboarding/steps/2');
  await page.getByLabel('Username', { exact: true }).fill('demo_kadet');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This username is taken. Please choose another.')).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3, and onboarding resumes there when the Kadet comes back later.
  await expect(page).toHaveURL(/\/onboarding\/steps\/3$/);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/steps\/3$/);
  await page.getByLabel('School', { exact: true }).fill('University of the Philippines Diliman');
  await choose(page, 'Year level', '2nd year college');
  await choose(page, 'Student status', 'Scholar');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: interests and the Data Privacy Act consent (required).
  await expect(page).toHaveURL(/\/onboarding\/steps\/4$/);
  await choose(page, 'Career interests', 'Data', 'Design');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Please agree to the Data Privacy Act consent to finish signing up.')).toBeVisible();
  await page.getByLabel('Data Privacy Act consent').check();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('appState') ?? '{}') as { signupStage?: string });
  expect(stored.signupStage).toBe('""');
  await page.screenshot({ path: `/tmp/accounts-kadet-home-${testInfo.project.name}.png` });
});
