import { expect, test } from '@playwright/test';
import { seedAppState } from './support';

test.describe('a new deployment', () => {
  test('a page chunk that fails to load says so, reloads after 2 seconds, and does not loop', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lakbay');
    // The old build's chunk is gone from the server.
    await page.route('**/assets/videos-page-*.js', (route) => route.abort());

    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    const clickedAt = Date.now();
    await page.getByRole('link', { name: /Browse Videos/ }).click();
    await expect(page.getByText('A fresh version of the app was just deployed. Refreshing your page...')).toBeVisible();
    await reloaded;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1900);

    // Still missing right after the reload: the error page instead of another reload.
    await expect(page).toHaveURL(/\/error\?badUrl=%2Fvideos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Uh-oh! Something's not right.");
  });
});
