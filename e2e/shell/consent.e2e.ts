import { gunzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { allowInCsp, seedAppState, startLoggedIn } from './support';

const ANALYTICS_HOST = 'https://analytics.lakbay.test';

/** A fake analytics key (GET /api/v2/client-config) and a fake analytics host that records every request. */
async function fakeAnalytics(page: Page) {
  const requests: Request[] = [];
  // posthog-js drops events from browsers that look automated (navigator.webdriver).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await page.route('**/api/v2/client-config', (route) =>
    route.fulfill({ json: { analytics: { key: 'phc_e2e_key', host: ANALYTICS_HOST }, googleClientId: null, version: '' } }),
  );
  await allowInCsp(page, ANALYTICS_HOST);
  await page.route(`${ANALYTICS_HOST}/**`, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, json: { status: 1 } });
  });
  // Nothing may reach the real service either.
  await page.route(/posthog\.com/, async (route) => {
    requests.push(route.request());
    await route.abort();
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(request.url());
    }
  });
  return { requests, scripts };
}

/** The events inside a posthog request, whatever compression it used. */
function eventsIn(request: Request): { event: string; properties: Record<string, unknown> }[] {
  const body = request.postDataBuffer();
  if (!body) {
    return [];
  }
  let text: string;
  try {
    text = gunzipSync(body).toString('utf8');
  } catch {
    text = body.toString('utf8');
    const data = new URLSearchParams(text).get('data');
    if (data && !text.trimStart().startsWith('{') && !text.trimStart().startsWith('[')) {
      text = Buffer.from(data, 'base64').toString('utf8');
    }
  }
  const parsed = JSON.parse(text) as unknown;
  const list = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
  return list as { event: string; properties: Record<string, unknown> }[];
}

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

    await expect
      .poll(() => analytics.requests.flatMap(eventsIn).find((event) => event.event === 'Accepted cookies'), { timeout: 15_000 })
      .toMatchObject({ properties: { userId: user.id } });
    for (const request of analytics.requests) {
      expect(request.url().startsWith(ANALYTICS_HOST)).toBe(true);
    }
    // Identified as the user, with isCoach.
    const events = analytics.requests.flatMap(eventsIn);
    expect(events.some((event) => event.properties.distinct_id === user.id)).toBe(true);

    await page.reload();
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
