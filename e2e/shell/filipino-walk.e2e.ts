import { expect, test, type Page } from '@playwright/test';
import { ROUTES, WALKERS, walkRoutes } from './route-walk';
import { seedAppState, startLoggedIn } from './support';

// Issue 29: every route at 375 px in Filipino (the English walk is english-walk.e2e.ts). Phone
// project only (tagged @phone): the width is what it checks.
test.describe('the Filipino interface, route by route', { tag: '@phone' }, () => {
  test.describe.configure({ timeout: 600_000 });

  test('the router has the routes the walk expects', () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    expect(ROUTES).toContainEqual({ path: '/my/privacy', role: 'kadet' });
    expect(ROUTES).toContainEqual({ path: '/admin/content/:kind', role: 'admin' });
    expect(ROUTES).toContainEqual({ path: '/careers/:slug', role: 'visitor' });
  });

  for (const role of WALKERS) {
    test(`${role}, in Filipino: no English, no sideways scroll`, async ({ page }) => {
      await walkRoutes(page, role, 'fil');
    });
  }
});

test.describe('the Filipino screens students named, at 375 px', { tag: '@phone' }, () => {
  const filipino = async (page: Page) => {
    await page.addInitScript(() => {
      const stored = JSON.parse(localStorage.getItem('appState') ?? '{}') as Record<string, string>;
      const pref = JSON.parse(stored.userPref ?? '{}') as Record<string, unknown>;
      stored.userPref = JSON.stringify({ ...pref, language: 'fil' });
      localStorage.setItem('appState', JSON.stringify(stored));
    });
  };
  const fits = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  test('the log-in dialog reads in Filipino', async ({ page }, testInfo) => {
    await seedAppState(page);
    await filipino(page);
    // A visitor's Register on an open event asks them to log in (e2e/content/events.e2e.ts).
    const events = (await (await page.request.get('/api/v2/events?when=upcoming&pageSize=50')).json()) as {
      items: { id: string; registrationOpen: boolean; needsApproval: boolean }[];
    };
    const open = events.items.find((event) => event.registrationOpen && !event.needsApproval);
    expect(open, 'the seeds have an open event').toBeDefined();
    await page.goto(`/events/${open?.id ?? ''}`);
    await page.getByRole('button', { name: /^(Mag-register|Sumali sa waitlist)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mag-log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
    await expect(dialog.getByLabel('E-mail address mo')).toBeVisible();
    await expect(dialog.getByLabel('Password mo')).toBeVisible();
    await expect(dialog.getByText(/^Maligayang pagbabalik!/)).toBeVisible();
    await fits(page);
    await page.screenshot({ path: testInfo.outputPath('login-dialog-fil-375.png') });
  });

  test('/my/privacy fits the screen in Filipino', async ({ page }, testInfo) => {
    await startLoggedIn(page, 'kadet');
    await filipino(page);
    await page.goto('/my/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    const request = page.locator('#privacy-download').locator('..').getByRole('button');
    await expect(request).toBeVisible();
    await request.scrollIntoViewIfNeeded();
    await fits(page);
    await page.screenshot({ path: testInfo.outputPath('privacy-fil-375.png'), fullPage: true });
  });
});
