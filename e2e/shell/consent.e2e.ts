import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS_HOST, appReady, eventsIn, fakeAnalytics, seedAppState, sentEvent, startLoggedIn } from './support';

const bar = (page: Page) => page.getByRole('region', { name: 'Your experience matters to us!' });

test.describe('cookie consent', () => {
  // posthog-js also drops events from user agents that look like bots, headless Chromium's included.
  test.use({
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  });

  test("nothing reaches analytics before Accept; Accept records 'Accepted cookies' with the user id and stays chosen", async ({ page }) => {
    // The page's own clock: time still flows, and runFor fires its timers at once instead of waiting.
    await page.clock.install();
    const user = await startLoggedIn(page, 'kadet', { cookieConsent: null });
    const analytics = await fakeAnalytics(page);
    await page.goto('/');

    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('to improve our products, for audience insights and for content measurement');
    await expect(bar(page)).toHaveCSS('position', 'fixed');
    await expect(bar(page)).toHaveCSS('z-index', '99999');
    await expect(bar(page)).toHaveCSS('animation-duration', '0.5s');
    const privacy = bar(page).getByRole('link', { name: /Privacy Policy/ });
    await expect(privacy).toHaveAttribute('href', '/privacy.html');
    await expect(privacy).toHaveAttribute('target', '_blank');

    // Look around first: still nothing may leave the browser.
    await page.getByRole('link', { name: /Explore Careers/ }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(1500);
    expect(analytics.requests).toHaveLength(0);
    expect(analytics.scripts.filter((url) => url.includes('posthog') || url.includes('module.slim'))).toHaveLength(0);

    // Keyboard: reach Accept and press it.
    await bar(page).getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toBeHidden();

    expect(await sentEvent(page, analytics.requests, 'Accepted cookies')).toMatchObject({ properties: { userId: user.id } });
    for (const request of analytics.requests) {
      expect(request.url().startsWith(ANALYTICS_HOST)).toBe(true);
    }
    // Identified as the user, with isCoach.
    const events = analytics.requests.flatMap(eventsIn);
    expect(events.some((event) => event.properties.distinct_id === user.id)).toBe(true);

    await page.reload();
    // Once the app has applied the stored answer (the server's HTML never has the bar).
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });

  test('Decline hides the bar for good and nothing is ever sent', async ({ page }) => {
    await page.clock.install();
    await seedAppState(page, { cookieConsent: null });
    const analytics = await fakeAnalytics(page);
    await page.goto('/');

    await bar(page).getByRole('button', { name: 'Decline' }).click();
    await expect(bar(page)).toBeHidden();
    await page.reload();
    // Once the app has applied the stored answer (the server's HTML never has the bar).
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar(page)).toBeHidden();
    await page.clock.runFor(1500);
    expect(analytics.requests).toHaveLength(0);
  });

  test('without an analytics key, Accept sends nothing', async ({ page }) => {
    await page.clock.install();
    await seedAppState(page, { cookieConsent: null });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) {
        sent.push(request.url());
      }
    });
    await page.goto('/');
    await bar(page).getByRole('button', { name: 'Accept' }).click();
    await expect(bar(page)).toBeHidden();
    await page.clock.runFor(1500);
    expect(sent).toEqual([]);
  });
});
