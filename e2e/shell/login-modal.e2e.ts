import { expect, test } from '@playwright/test';
import { DEMO, startLoggedIn } from './support';

test.describe('login modal', () => {
  test('a 401 outside /my opens the login modal; Escape closes it; logging in there keeps the page', async ({ page }) => {
    const user = await startLoggedIn(page, 'kadet');
    await page.goto('/test-auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test screen');

    // The session ends on the server (another tab logged out, or it expired).
    const revoked = await page.request.post('/api/v2/auth/logout', { headers: { Authorization: `Bearer ${user.sessionCookie}` } });
    expect(revoked.ok()).toBe(true);

    const check = page.getByRole('button', { name: 'Check my session' });
    await check.click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('401', { exact: true })).toBeVisible();
    // The session is cleared as a logout would.
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('appState') ?? '{}') as { isAuth?: string }).isAuth))
      .toBe('false');

    // Tab and Shift+Tab cycle inside the dialog: no stop on the page behind it.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.closest('.ant-modal-wrap')?.contains(document.activeElement) ?? false)).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.closest('.ant-modal-wrap')?.contains(document.activeElement) ?? false)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(check).toBeFocused();

    await check.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-mail Address').fill(DEMO.kadet.email);
    await dialog.getByLabel('Password').fill(DEMO.kadet.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/test-auth$/);

    await check.click();
    await expect(page.getByText('Logged in as demo_kadet')).toBeVisible();
  });
});
