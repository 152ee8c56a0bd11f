import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedAppState, startLoggedIn } from './support';

// Issue 30: the public pages arrive rendered (the BFF's server render, SSR_PUBLIC_PAGES) with the
// answers they were drawn with; the browser takes the HTML over as it is (hydrateRoot) and asks
// the API for none of those answers again.

// Nine pages opened one after another in the first test.
test.describe.configure({ timeout: 120_000 });

/** A page, and what it shows from its first read (so from the server's HTML). */
const PAGES: { path: string; content: RegExp }[] = [
  { path: '/', content: /Welcome to Lakbay/ },
  { path: '/careers', content: /Accountant/ },
  { path: '/careers/software-developer', content: /Software Developer/ },
  { path: '/events', content: /Career Talk/ },
  { path: '/coaches', content: /Andrea Villanueva/ },
  { path: '/coaches/demo-koach', content: /Demo Koach/ },
  { path: '/jobs', content: /Customer Service Representative/ },
  { path: '/videos', content: /original thinkers/ },
  { path: '/faqs', content: /What is Lakbay\?/ },
];

/** Reads a page may still make after hydrating: parts drawn after the first screen, not embedded (a career's Koaches). */
const LATER_READS = [/^\/api\/v2\/coaches\?category=/];

interface Watched {
  page: Page;
  /** API reads the browser made, as path and query. */
  reads: string[];
  /** Errors in the console or thrown by the page (a hydration mismatch is one). */
  errors: string[];
}

async function watch(browser: Browser, baseURL: string | undefined, locale = 'en-PH'): Promise<Watched> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', locale });
  const page = await context.newPage();
  const reads: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      reads.push(url.pathname + url.search);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, reads, errors };
}

/** Waits until React has taken the page over: the router's link handling answers a click without a document load. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', /^(en|fil)$/);
}

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

test.describe('server-rendered public pages', () => {
  // The render is off by default (SSR_PUBLIC_PAGES) until every journey passes with it on, so these
  // tests start a platform of their own that renders (the built server, a fresh data folder, as
  // playwright.config.ts starts the journeys' one) and never skip.
  let server: ChildProcess | undefined;
  let dataDir = '';
  let baseURL = '';
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'lakbay-e2e-ssr-'));
    baseURL = `http://127.0.0.1:${port}`;
    server = spawn(resolve('node_modules/.bin/node'), [resolve(process.env.E2E_SERVER_DIR ?? '.', 'dist/services/launcher/src/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TEST_TRANSACTION_GUARD: 'true',
        LOGIN_IP_MAX_FAILURES: '1000',
        WEB_DIST: process.env.WEB_DIST ?? resolve('web/dist'),
        SSR_PUBLIC_PAGES: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    const until = Date.now() + 170_000;
    for (;;) {
      if (server.exitCode !== null) {
        throw new Error(`the rendering platform exited (${server.exitCode}):\n${output}`);
      }
      const healthy = await fetch(`${baseURL}/api/v2/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (healthy) {
        break;
      }
      if (Date.now() > until) {
        throw new Error(`the rendering platform was not healthy in time:\n${output}`);
      }
      await new Promise((next) => setTimeout(next, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server?.once('exit', done));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 20_000))]);
      server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('each public page arrives with its content and is hydrated without asking for its data again', async ({ browser }) => {
    for (const { path, content } of PAGES) {
      const { page, reads, errors } = await watch(browser, baseURL);
      await seedAppState(page);
      const sent = await (await page.request.get(path)).text();
      expect({ path, rendered: sent.includes('id="lakbay-ssr"') }).toEqual({ path, rendered: true });
      expect({ path, content: content.test(sent.slice(sent.indexOf('<div id="root">'))) }).toEqual({ path, content: true });

      await page.goto(path, { waitUntil: 'networkidle' });
      await hydrated(page);
      await expect(page.getByRole('main')).toContainText(content);
      const again = reads.filter((read) => !LATER_READS.some((later) => later.test(read)));
      expect({ path, reads: again, errors }).toEqual({ path, reads: [], errors: [] });
      await page.context().close();
    }
  });

  test('a hydrated page navigates as the app: a link opens the next page without loading a document', async ({ browser }) => {
    const { page, errors } = await watch(browser, baseURL);
    await seedAppState(page);
    await page.goto('/careers', { waitUntil: 'networkidle' });
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') {
        documents += 1;
      }
    });
    await page
      .getByRole('main')
      .getByRole('link', { name: /Accountant/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/careers\/accountant$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accountant' })).toBeVisible();
    expect(documents).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('without JavaScript a career page shows the career, in Filipino for a Filipino reader', async ({ browser }) => {
    for (const [locale, lang, skipLink, dayInTheLife] of [
      ['en-PH', 'en', 'Skip to main content', 'A day in the life'],
      ['fil-PH', 'fil', 'Lumaktaw sa nilalaman', 'Isang araw sa trabaho'],
    ] as const) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/careers/software-developer');
      await expect(page.getByRole('heading', { level: 1, name: 'Software Developer' })).toBeVisible();
      await expect(page.getByText(dayInTheLife, { exact: true })).toBeVisible();
      // The interface's own words, and the page's language, are the reader's.
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('a[href="#main"]')).toHaveText(skipLink);
      await context.close();
    }
  });

  test("a logged-in visitor's page is hydrated as drawn, then shows their own header", async ({ browser }) => {
    const { page, errors } = await watch(browser, baseURL);
    await startLoggedIn(page, 'kadet');
    await page.goto('/careers/software-developer', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Software Developer' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
