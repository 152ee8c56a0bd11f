import { expect, test } from '@playwright/test';

test.describe('log in', () => {
  test('a Kadet logs in through the SPA and is greeted by name', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('E-mail Address').fill('kadet@demo.lakbay.ph');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password').fill('lakbay-kadet-demo');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Kadet' })).toBeVisible();
    await expect(page.getByText('demo_kadet')).toBeVisible();
    // The session survives a reload (appState in local storage).
    await page.reload();
    await expect(page.getByText('demo_kadet')).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the visitor on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail Address').fill('koach@demo.lakbay.ph');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Incorrect e-mail or password.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('in Filipino, the server message of a wrong password is in Filipino too', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem(
          'appState',
          JSON.stringify({
            userPref: JSON.stringify({ cookieConsent: 'declined', language: 'fil' }),
            _persist: JSON.stringify({ version: 1, rehydrated: true }),
          }),
        );
      }
    });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await page.locator('input[type="email"]').fill('koach@demo.lakbay.ph');
    await page.locator('input[type="password"]').fill('not-the-password');
    await page.locator('form button[type="submit"]').click();
    // Written by the server (the users service), translated at the BFF from the request's Accept-Language.
    await expect(page.getByText('Mali ang e-mail o password.').first()).toBeVisible();
    await expect(page.getByText('Incorrect e-mail or password.')).toHaveCount(0);
  });

  test('a Koach logs in, goes to __redirectTo, and logs out', async ({ page }) => {
    await page.goto(`/login?__redirectTo=${encodeURIComponent('/?from=test')}`);
    await page.getByLabel('E-mail Address').fill('koach@demo.lakbay.ph');
    await page.getByLabel('Password').fill('lakbay-koach-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/\?from=test$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Koach' })).toBeVisible();
    // On phones Logout sits in the collapsed menu.
    const menu = page.getByRole('button', { name: /menu/i });
    if (await menu.isVisible()) {
      await menu.click();
    }
    await page
      .getByRole('link', { name: /log ?out/i })
      .or(page.getByRole('button', { name: /log ?out/i }))
      .first()
      .click();
    await expect(
      page
        .getByRole('link', { name: /get started/i })
        .or(page.getByRole('button', { name: /get started/i }))
        .first(),
    ).toBeVisible();
  });
});
