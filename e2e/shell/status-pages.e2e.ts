import { expect, test } from '@playwright/test';
import { seedAppState, startLoggedIn } from './support';

test.describe('not-found and error pages', () => {
  test("an unknown address shows 'There's nothing here!' inside the shell", async ({ page }) => {
    await seedAppState(page);
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("There's nothing here!");
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lakbay home' })).toBeVisible();
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown dashboard tab is not a page', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/virtual-apprenticeship/c-1/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("There's nothing here!");
  });

  test("/error: 'reload the page again' loads badUrl, or home, and a contact address is given", async ({ page }) => {
    await seedAppState(page);
    await page.goto(`/error?badUrl=${encodeURIComponent('/careers?field=Data')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Uh-oh! Something's not right.");
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await page.getByRole('link', { name: 'reload the page again' }).click();
    await expect(page).toHaveURL(/\/careers\?field=Data$/);

    await page.goto(`/error?badUrl=${encodeURIComponent('https://evil.example/')}`);
    await expect(page.getByRole('link', { name: 'reload the page again' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an uncaught screen error lands on /error with the failed address', async ({ page }) => {
    await startLoggedIn(page, 'kadet');
    // The forum sign-in page raises on a failed answer (spec section 8).
    await page.route('**/api/v2/auth/sso/discourse?**', (route) =>
      route.fulfill({ status: 400, json: { statusCode: 400, code: 'BAD_SIGNATURE', message: 'The signature does not match.' } }),
    );
    await page.goto('/sso/discourse?sso=abc&sig=def');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Uh-oh! Something's not right.");
    await expect(page).toHaveURL(`/error?badUrl=${encodeURIComponent('/sso/discourse?sso=abc&sig=def')}`);
  });
});
