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

test.describe('a Kadet abroad', () => {
  // The browser's zone: the sign-up gives it to the account.
  test.use({ timezoneId: 'Asia/Dubai' });

  test("gets the browser's time zone on their account and changes it on the profile", async ({ page }, testInfo) => {
    const username = unique(testInfo, 'dubai_');
    const email = `${username}@example.ph`;
    await seedAppState(page);
    await page.goto('/signup');
    await page.getByLabel('E-mail Address').fill(email);
    await page.getByLabel('Password').fill('kalamansi-jeepney-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await page.goto(await signupLinkPath(email));
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/onboarding\/steps\/2$/);
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('First name').fill('Amira');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/onboarding\/steps\/3$/);

    const zoneFact = page.locator('dt', { hasText: /^Time zone$/ }).locator('xpath=following-sibling::dd[1]');
    await page.goto('/my/profile');
    await expect(zoneFact).toHaveText('Asia/Dubai');

    // A Koach's free times in the account's zone, the Koach's (Manila) beside them.
    await page.goto('/coaches/demo-koach');
    const nextFree = page.getByRole('region', { name: 'Next free times' }).getByRole('link').first();
    await expect(nextFree).toHaveText(/your time \(.+ Manila\)/);

    await page.goto('/my/profile');

    await page.getByRole('link', { name: 'Edit profile' }).click();
    const zone = page.getByRole('combobox', { name: /^Time zone/ });
    await expect(page.locator('.ant-select-content[title="Asia/Dubai"]')).toBeVisible();
    await zone.click();
    await zone.fill('Lisbon');
    const lisbon = page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Europe/Lisbon"]');
    await expect(lisbon).toBeVisible();
    await lisbon.dispatchEvent('click');
    await expect(page.locator('.ant-select-content[title="Europe/Lisbon"]')).toBeVisible();
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expect(page).toHaveURL(/\/my\/profile$/);
    await expect(zoneFact).toHaveText('Europe/Lisbon');
    await page.reload();
    await expect(zoneFact).toHaveText('Europe/Lisbon');
  });
});
