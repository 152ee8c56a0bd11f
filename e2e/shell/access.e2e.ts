import { expect, test } from '@playwright/test';
import { DEMO, seedAppState, startLoggedIn } from './support';

test.describe('access rules', () => {
  test('a visitor on /my/* logs in and comes back there', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/my/schedule');
    await expect(page).toHaveURL(`/login?__redirectTo=${encodeURIComponent('/my/schedule')}`);

    await page.getByLabel('E-mail Address').fill(DEMO.kadet.email);
    await page.getByLabel('Password').fill(DEMO.kadet.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/my\/schedule$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/sso/discourse needs a log-in and keeps its whole address for afterwards', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/sso/discourse?sso=bm9uY2U9MTIz&sig=abc123');
    await expect(page).toHaveURL(`/login?__redirectTo=${encodeURIComponent('/sso/discourse?sso=bm9uY2U9MTIz&sig=abc123')}`);
  });

  test('logged-in users are sent from /login, /signup and /signup-coach to /', async ({ page }) => {
    await startLoggedIn(page, 'koach');
    for (const path of ['/login', '/signup', '/signup-coach']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Koach');
    }
  });

  test('redirecting routes: /my, the coach schedule, reschedule steps and /explore', async ({ page }) => {
    await startLoggedIn(page, 'kadet');
    const cases = [
      ['/my', '/my/profile'],
      ['/coaches/ana-reyes/schedule', '/coaches/ana-reyes/schedule/training'],
      ['/coaches/ana-reyes/schedule/steps', '/coaches/ana-reyes/schedule/steps/1'],
      ['/my/schedule/s-1/reschedule/steps', '/my/schedule/s-1/reschedule/steps/1'],
      ['/explore', '/explore/coaches'],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replaceAll('/', '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a user without a username is taken to onboarding step 2, and can still log out', async ({ page }) => {
    await seedAppState(page);
    // No such user in the seed yet: the log-in answer is edited on its way to the page.
    await page.route('**/api/v2/auth/login', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), username: null } });
    });
    await page.goto('/login');
    await page.getByLabel('E-mail Address').fill(DEMO.kadet.email);
    await page.getByLabel('Password').fill(DEMO.kadet.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/onboarding\/steps\/2$/);
    await page.goto('/careers');
    await expect(page).toHaveURL(/\/onboarding\/steps\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lakbay');
  });

  test('a non-admin is refused on /admin/emulate and sent home', async ({ page }) => {
    await startLoggedIn(page, 'kadet');
    await page.goto('/admin/emulate');
    await expect(page.getByRole('heading', { name: 'You shall not pass!!!' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  });

  test('an admin gets into /admin/emulate', async ({ page }) => {
    await startLoggedIn(page, 'admin');
    await page.goto('/admin/emulate');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You shall not pass!!!' })).toHaveCount(0);
  });
});
