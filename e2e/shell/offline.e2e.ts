import { expect, test, type Page } from '@playwright/test';
import { seedAppState } from './support';

// The platform answers slowly on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page and has kept the answer behind `apiPath`. */
async function kept(page: Page, apiPath: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(
          (path) => caches.open('lakbay-content').then((cache) => cache.match(path, { ignoreVary: true }).then((hit) => hit !== undefined)),
          apiPath,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

test.describe('offline and data saver', () => {
  test('career, event and FAQ pages opened before open again with no connection; others say so', async ({ page, context }) => {
    await seedAppState(page);
    const events = (await (await page.request.get('/api/v2/events?when=upcoming&pageSize=5')).json()) as {
      items: { id: string; title: string }[];
    };
    const event = events.items[0];
    if (!event) {
      throw new Error('the demo data has no upcoming event');
    }

    // The first page opened, before the worker is in control: the page hands it what it loaded.
    await page.goto('/careers/software-developer');
    await expect(page.getByRole('heading', { level: 1, name: 'Software Developer' })).toBeVisible();
    await kept(page, '/api/v2/careers/software-developer');
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await kept(page, '/api/v2/faqs');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByText('Do I have to pay to use Lakbay?')).toBeVisible();
    await expect(page.getByText(/^You are offline\./)).toBeVisible();
    await page.goto('/careers/software-developer');
    await expect(page.getByRole('heading', { level: 1, name: 'Software Developer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'A day in the life' })).toBeVisible();
    await expect(page).toHaveTitle('Software Developer · Lakbay');
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();

    // A page never opened: the shell opens and says plainly that it needs a connection.
    await page.goto('/coaches');
    await expect(page.getByText(/^You are offline\./)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Not saved on this device' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-unvisited.png') });

    // Back online, the page opens by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Connector' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^You are offline\./)).toHaveCount(0);
  });

  test('data saver is on when the browser asks to save data: videos are links, nothing loads from YouTube', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    await seedAppState(page);
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) {
        thirdParty.push(request.url());
      }
    });
    await page.goto('/careers/data-analyst');
    const videos = page.getByRole('region', { name: 'Related videos' });
    const watch = videos.getByRole('link', { name: /^Watch on YouTube/ }).first();
    await expect(watch).toBeVisible();
    await expect(watch).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    await expect(videos.getByRole('button', { name: /^Play video: / })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Data saver' })).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);

    // The visitor's own choice wins over the browser's hint, and stays on this device.
    await page.getByRole('switch', { name: 'Data saver' }).click();
    await expect(videos.getByRole('button', { name: /^Play video: / }).first()).toBeVisible();
    // Kept on the device once redux-persist has written it (a moment after the click), then reloaded.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const stored = JSON.parse(localStorage.getItem('appState') ?? '{}') as { userPref?: string };
          return (JSON.parse(stored.userPref ?? '{}') as { dataSaver?: boolean }).dataSaver;
        }),
      )
      .toBe(false);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Data saver' })).not.toBeChecked();
    await expect(videos.getByRole('button', { name: /^Play video: / }).first()).toBeVisible();
  });
});
