import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { appReady, seedAppState } from './support';

// What a phone on prepaid data pays to open a public page (issue 15): every byte the first load
// moves, compressed as sent, and the share of it that is JavaScript. The budgets are the issue's
// 300 KiB and the shell plus a page's own code as built now, with a little room: a page that
// starts pulling in antd, the form library or another feature's insides goes over them.
const TOTAL_BUDGET_KIB = 300;
const SCRIPT_BUDGET_KIB = 190;

const PUBLIC_PAGES = [
  '/',
  '/careers',
  '/careers/software-developer',
  '/events',
  '/coaches',
  '/coaches/demo-koach',
  '/jobs',
  '/videos',
  '/faqs',
  '/virtual-apprenticeship',
];

test.describe.configure({ timeout: 120_000 });

/** The public pages and a challenge's page (its id is the seed's: read from the list). */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const challenges = (await (await request.get('/api/v2/virapp/challenges')).json()) as { id: string }[];
  return [...PUBLIC_PAGES, `/virtual-apprenticeship/${challenges[0].id}`];
}

async function weigh(page: Page, path: string): Promise<{ total: number; scripts: number; files: string[] }> {
  const responses: Promise<{ bytes: number; script: boolean; url: string }>[] = [];
  page.on('requestfinished', (request) => {
    responses.push(
      request.sizes().then((sizes) => ({
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        script: request.resourceType() === 'script',
        url: request.url(),
      })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const all = await Promise.all(responses);
  const kib = (bytes: number) => Math.round(bytes / 1024);
  return {
    total: kib(all.reduce((sum, r) => sum + r.bytes, 0)),
    scripts: kib(all.filter((r) => r.script).reduce((sum, r) => sum + r.bytes, 0)),
    files: all.filter((r) => r.script).map((r) => new URL(r.url).pathname),
  };
}

// Run once, by the desktop project (playwright.config.ts): the bytes do not depend on the screen.
test.describe('page weight', () => {
  test('each public page moves under 300 KiB, its scripts within the shell and its own code', async ({ browser, baseURL, request }) => {
    for (const path of await publicPages(request)) {
      // A first visit: nothing cached yet.
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      await seedAppState(page);
      const weight = await weigh(page, path);
      await context.close();
      // One line a page in the run's log: the figures beside the budgets.
      console.log(`${path}: ${weight.total} KiB, of which scripts ${weight.scripts} KiB in ${weight.files.length} files`);
      expect(weight.total, `${path} moved ${weight.total} KiB`).toBeLessThanOrEqual(TOTAL_BUDGET_KIB);
      expect(weight.scripts, `${path} loaded ${weight.scripts} KiB of scripts: ${weight.files.join(' ')}`).toBeLessThanOrEqual(
        SCRIPT_BUDGET_KIB,
      );
    }
  });
});

// A public page's HTML names its chunks, style sheets and first API reads (the BFF's
// page-preloads.ts) so a phone fetches them beside the shell. A name that drifts from what the
// page really asks for costs a phone the bytes twice (the browser fetches it again) and the
// round trip the preload was for.
test.describe('preloads', () => {
  test("each public page's preloads are what it then uses, each fetched once, its first read among them", async ({
    browser,
    baseURL,
    request,
  }) => {
    const opened = [];
    for (const path of await publicPages(request)) {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      await seedAppState(page);
      const fetched: string[] = [];
      const warnings: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname + new URL(request.url()).search));
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) {
          warnings.push(message.text());
        }
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const preloads = await page
        .locator('link[rel="modulepreload"], link[rel="preload"]')
        // As paths: the links the build's loader adds later name their files by full address.
        .evaluateAll((links) =>
          links.map((link) => {
            const url = new URL((link as HTMLLinkElement).href);
            return { as: link.getAttribute('as') ?? 'script', href: url.pathname + url.search };
          }),
        );
      const rendered = (await page.locator('#lakbay-ssr').count()) > 0;
      // A page the server drew carries its style sheets' rules; their links stay, disabled.
      const inlinedSheets = await page
        .locator('link[rel="stylesheet"][disabled]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      opened.push({ path, context, fetched, warnings, preloads, rendered, inlinedSheets });
    }
    // Chromium says "preloaded but not used within a few seconds" from a timer of its own, 3 s
    // after each page's load event, which no page state or fake clock reaches: the one wait in the
    // e2e suite on time rather than on the page's state, and it spans every page at once.
    await new Promise((resolve) => setTimeout(resolve, 3500));

    for (const { path, context, fetched, warnings, preloads, rendered, inlinedSheets } of opened) {
      await context.close();
      expect({ path, chunks: preloads.some((p) => p.as === 'script') }).toEqual({ path, chunks: true });
      for (const { href } of preloads) {
        expect({ path, href, times: fetched.filter((url) => url === href).length }).toEqual({ path, href, times: 1 });
      }
      expect({ path, warnings }).toEqual({ path, warnings: [] });
      // A page the server drew (issue 30, SSR_PUBLIC_PAGES) has its reads in it: it makes none
      // (e2e/shell/server-render.e2e.ts). Otherwise every list and detail page reads ahead,
      // starting with the read it makes first.
      if (rendered) {
        expect({ path, reads: preloads.filter((p) => p.as === 'fetch') }).toEqual({ path, reads: [] });
        // Its style rules are in it, so it is drawn without waiting for a sheet (on Slow 3G each
        // cost a round trip of about 2 s), and no sheet it holds is fetched, not even by Vite's loader.
        expect({ path, shell: inlinedSheets.some((sheet) => /\/assets\/shell-[^/]*\.css$/.test(sheet)) }).toEqual({ path, shell: true });
        expect({ path, fetched: fetched.filter((url) => inlinedSheets.includes(url)) }).toEqual({ path, fetched: [] });
      } else if (path !== '/') {
        const reads = preloads.filter((p) => p.as === 'fetch').map((p) => p.href);
        const firstRead = fetched.find((url) => url.startsWith('/api/v2/') && url !== '/api/v2/client-config');
        expect({ path, firstRead, preloaded: reads.includes(firstRead ?? '') }).toEqual({ path, firstRead, preloaded: true });
      }
    }
  });
});

// What a career page's HTML names is the career: the Koaches section below it comes as the reader
// nears it, with its own code and read (features/coaches coaches-in-field-lazy.tsx).
test('a career page preloads the career, and its Koaches section loads as the reader nears it', async ({ page }) => {
  // The page's HTML as sent: once the section loads, Vite's loader adds its own modulepreload links.
  const html = await (await page.request.get('/careers/software-developer')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloaded.filter((href) => /\/career-page-/.test(href))).toHaveLength(1);
  expect(preloaded.filter((href) => /coach-card|coaches-in-field/.test(href))).toEqual([]);
  await seedAppState(page);
  // A phone's screen: the section's place is well below it.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/careers/software-developer', { waitUntil: 'networkidle' });
  const place = page.locator('#koaches-in-field');
  // The app has the page (every part hydrated), and a frame and a task later (when a section loaded
  // once the page has drawn would have asked for its code): nothing asked for yet.
  await appReady(page);
  const asked = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    return [...document.querySelectorAll('link')].map((link) => link.href).filter((href) => /coaches-in-field|coach-card/.test(href));
  });
  expect(asked).toEqual([]);
  expect(await place.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(800);

  await place.scrollIntoViewIfNeeded();
  const koaches = page.locator('section', { has: page.getByRole('heading', { name: 'Koaches in this field' }) });
  await expect(koaches.getByRole('link', { name: 'Find a Koach' })).toBeVisible();
  await expect(koaches.getByRole('list').getByRole('listitem').first()).toBeVisible();
});

// The event page's one action, Register, is in a panel the page loads after its own code
// (registration-panel-lazy.tsx): its HTML names the panel's code too, so it comes beside the page.
test("an event page preloads its registration panel beside the page's own code", async ({ page }) => {
  const events = (await (await page.request.get('/api/v2/events?when=upcoming&pageSize=50')).json()) as {
    items: { id: string; registrationOpen: boolean }[];
  };
  const event = events.items.find((item) => item.registrationOpen);
  if (!event) {
    throw new Error('the seed should have an upcoming event open for registration');
  }
  const html = await (await page.request.get(`/events/${event.id}`)).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloaded.filter((href) => /\/event-page-/.test(href))).toHaveLength(1);
  expect(preloaded.filter((href) => /\/registration-panel-/.test(href))).toHaveLength(1);
  await seedAppState(page);
  await page.goto(`/events/${event.id}`);
  await expect(
    page.getByRole('region', { name: 'Registration' }).getByRole('button', { name: /^(Register|Join the waitlist|Apply to join)$/ }),
  ).toBeVisible();
});

// V8's compile hint (web/vite.config.ts COMPILE_HINT): the scripts whose code runs as they load
// are compiled whole while they stream in, not function by function on the main thread. A
// library chunk a page calls little of (antd's) is left to compile as it is used.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

test.describe('compile hints', () => {
  async function scriptsOf(page: Page, path: string): Promise<{ file: string; hinted: boolean }[]> {
    const urls: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        urls.push(response.url());
      }
    });
    await seedAppState(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Each as the server sends it to a browser: brotli, then unpacked.
    return Promise.all(
      urls.map(async (url) => {
        const text = await (await page.request.get(url, { headers: { 'accept-encoding': 'br' } })).text();
        return { file: new URL(url).pathname, hinted: text.startsWith(`${COMPILE_HINT}\n`) };
      }),
    );
  }

  test("a public page's scripts carry the hint on their first line", async ({ page }) => {
    const scripts = await scriptsOf(page, '/careers/software-developer');
    expect(scripts.filter((script) => /\/shell-/.test(script.file))).toEqual([{ file: expect.any(String), hinted: true }]);
    expect(scripts.filter((script) => /\/career-page-/.test(script.file))).toEqual([{ file: expect.any(String), hinted: true }]);
    // Every one, as sent (compressed): the page runs all of its scripts as it loads. Not the
    // intl warm-up worker's few lines, built on their own and run on another thread.
    expect(scripts.filter((script) => !script.hinted && !/\.worker-/.test(script.file))).toEqual([]);
  });

  test("antd's chunks are not hinted, the log-in page's own chunk is", async ({ page }) => {
    const scripts = await scriptsOf(page, '/login');
    expect(scripts.find((script) => /\/login-page-/.test(script.file))?.hinted).toBe(true);
    expect(scripts.filter((script) => !script.hinted).length).toBeGreaterThan(0);
  });
});

// Manrope is one variable file, preloaded with the page, that draws every weight the interface
// uses: before it, the 600 and 700 files were found only by the first layout, and their arrival
// made the browser lay the whole page out again (issue 15).
test.describe('fonts', () => {
  test('a public page fetches one Manrope file, preloaded, and draws its regular, bold and extra-bold text with it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await seedAppState(page);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') {
        fonts.push(new URL(request.url()).pathname);
      }
    });
    await page.goto('/careers', { waitUntil: 'networkidle' });
    const manrope = fonts.filter((path) => path.includes('manrope'));
    expect(manrope).toHaveLength(1);
    await expect(page.locator(`link[rel="preload"][as="font"][href="${manrope[0]}"]`)).toHaveCount(1);
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready;
      return ['400', '600', '700', '800'].map((weight) => ({
        weight,
        loaded: [...document.fonts].some(
          (face) => face.family.replace(/['"]/g, '') === 'Manrope' && face.status === 'loaded' && face.weight.includes('200'),
        ),
        check: document.fonts.check(`${weight} 16px Manrope`),
      }));
    });
    expect(drawn).toEqual(['400', '600', '700', '800'].map((weight) => ({ weight, loaded: true, check: true })));
    await context.close();
  });
});

// The theme's variables are in the shell's style sheet, written by the build from lib/theme.ts:
// the first paint has them, and no script sets them on <html> (a restyle of the whole page).
test.describe('theme variables', () => {
  test('come from the style sheet, not from a script on <html>', async ({ page }) => {
    await seedAppState(page);
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const root = await page.evaluate(() => ({
      inline: document.documentElement.getAttribute('style'),
      navHeight: getComputedStyle(document.documentElement).getPropertyValue('--lakbay-nav-height').trim(),
      blue: getComputedStyle(document.documentElement).getPropertyValue('--lakbay-blue').trim().toLowerCase(),
    }));
    expect(root).toEqual({ inline: null, navHeight: '64px', blue: '#1b5faa' });
  });
});
