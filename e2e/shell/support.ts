import { gunzipSync } from 'node:zlib';
import type { ClientConfig, LoggedUser } from '@lakbay/contracts';
import { type Locator, type Page, type Request, type TestInfo, expect } from '@playwright/test';

export const DEMO = {
  kadet: { email: 'kadet@demo.lakbay.ph', password: 'lakbay-kadet-demo', username: 'demo_kadet' },
  koach: { email: 'koach@demo.lakbay.ph', password: 'lakbay-koach-demo', username: 'demo_koach' },
  admin: { email: 'admin@demo.lakbay.ph', password: 'lakbay-admin-demo' },
} as const;

export const isPhone = (testInfo: TestInfo): boolean => testInfo.project.name === 'phone';

/**
 * Waits until every animation that ends (fades, transitions) has ended: for checks of the final
 * look. Endless ones (a spinner, a skeleton's shimmer) never end and are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Resolves once the app has taken the page over: drawn or hydrated, with the device's stored state
 * (session, cookie answer) applied (web/src/app/providers.tsx, AppReadyMark). A server-drawn page
 * shows its heading before that, without what depends on the device (the consent bar), and a
 * check made then sees the server's HTML, not the app.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Keeps, for textAtReady, the page's text at the moment the app marks it ready (appReady): what a
 * journey acting on the ready page met, before any later render could change it.
 */
export async function keepTextAtReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { e2eTextAtReady?: string };
    new MutationObserver((_, observer) => {
      if (document.documentElement.hasAttribute('data-app-ready')) {
        seen.e2eTextAtReady = document.body.textContent ?? '';
        observer.disconnect();
      }
      // The document, not its <html>: an init script runs before the document has an element.
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
  });
}

/** The page's text when the app marked it ready (keepTextAtReady), once it has. */
export async function textAtReady(page: Page): Promise<string> {
  await appReady(page);
  const text = await page.evaluate(() => (window as unknown as { e2eTextAtReady?: string }).e2eTextAtReady);
  if (text === undefined) {
    throw new Error('the page was not watched: call keepTextAtReady before loading it');
  }
  return text;
}

interface SeedOptions {
  user?: LoggedUser | null;
  /** The cookie bar's answer; 'declined' by default so the bar stays out of journeys about other things. */
  cookieConsent?: 'accepted' | 'declined' | null;
}

/** Writes appState before the app starts, the way redux-persist stores it (each field JSON-encoded). */
export async function seedAppState(page: Page, { user = null, cookieConsent = 'declined' }: SeedOptions = {}): Promise<void> {
  const stored = {
    loggedUser: JSON.stringify(user),
    isAuth: JSON.stringify(user !== null),
    userPref: JSON.stringify(cookieConsent ? { cookieConsent } : {}),
    signupStage: '""',
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  };
  // Only on the first load of the test: later reloads must see what the app itself stored.
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('appState', value);
    }
  }, JSON.stringify(stored));
}

/** Logs in through the API (the log-in form has its own journey) and starts the app as that user. */
export async function startLoggedIn(page: Page, who: keyof typeof DEMO, options: Omit<SeedOptions, 'user'> = {}): Promise<LoggedUser> {
  const response = await page.request.post('/api/v2/auth/login', { data: { email: DEMO[who].email, password: DEMO[who].password } });
  if (!response.ok()) {
    throw new Error(`log-in as ${who} failed: ${response.status()}`);
  }
  const user = (await response.json()) as LoggedUser;
  await seedAppState(page, { ...options, user });
  return user;
}

/**
 * A faked client-config that names an analytics host the server was not configured with needs the
 * Content-Security-Policy to allow that host too, as the server's does for its own configured one.
 * A page the server drew embeds the client configuration it was drawn with (its `lakbay-ssr`
 * block, read by main.tsx instead of fetching it): `config`, when given, replaces it there too, as
 * the route on GET /api/v2/client-config does for a page the browser draws.
 */
export async function allowInCsp(page: Page, host: string, config?: ClientConfig): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') {
        await route.fallback();
        return;
      }
      const response = await route.fetch();
      const headers = response.headers();
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        /connect-src ([^;]*)/,
        `connect-src $1 ${host}`,
      );
      // The body is sent again as it is (not compressed), and its length is no longer the server's.
      delete headers['content-encoding'];
      delete headers['content-length'];
      const html = await response.text();
      await route.fulfill({ response, headers, body: config ? withEmbeddedClientConfig(html, config) : html });
    },
  );
}

const EMBEDDED_RENDER = /(<script type="application\/json" id="lakbay-ssr">)([^<]*)(<\/script>)/;

/** The page's HTML with `config` as the client configuration its server render embedded (none: unchanged). */
export function withEmbeddedClientConfig(html: string, config: ClientConfig): string {
  return html.replace(EMBEDDED_RENDER, (_whole, open: string, json: string, close: string) => {
    const data = JSON.parse(json) as { state: { api?: { queries?: Record<string, { data?: unknown }> } } };
    const queries = data.state.api?.queries ?? {};
    const key = Object.keys(queries).find((name) => name.startsWith('getClientConfig('));
    if (!key) {
      throw new Error('the rendered page embeds no client configuration');
    }
    queries[key] = { ...queries[key], data: config };
    // As the server writes it (services/bff/src/http/page-embed.ts): no "<" inside the script element.
    return open + JSON.stringify(data).replaceAll('<', '\\u003c') + close;
  });
}

/**
 * The dialog named `name`, once its opening animation is over. antd draws a dialog at full size for
 * a frame before its zoom starts, so Playwright can find a button in it "stable" and click where it
 * was just before it shrinks: the click lands on the mask and is lost (admin-tools on CI: Cancel
 * clicked 80 ms after the dialog appeared did nothing). rc-motion drops the dialog's `-appear` and
 * `-enter` classes when the animation ends.
 */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
  return dialog;
}

/** The control is on top where it is drawn: a tap on its middle reaches it, not the floating Admin Tools button. */
export async function expectNotCovered(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  const onTop = await control.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && element.contains(hit);
    },
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  );
  expect(onTop).toBe(true);
}

/** The client configuration the server answers (what a faked one starts from). */
export async function serverClientConfig(page: Page): Promise<ClientConfig> {
  const response = await page.request.get('/api/v2/client-config');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ClientConfig;
}

export const ANALYTICS_HOST = 'https://analytics.lakbay.test';

/**
 * A fake analytics key (GET /api/v2/client-config) and a fake analytics host that records every
 * request; `scripts` are the scripts the page asked for. Nothing may reach the real service either.
 */
export async function fakeAnalytics(page: Page): Promise<{ requests: Request[]; scripts: string[] }> {
  const requests: Request[] = [];
  // posthog-js drops events from browsers that look automated (navigator.webdriver).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  const config = { ...(await serverClientConfig(page)), analytics: { key: 'phc_e2e_key', host: ANALYTICS_HOST } };
  await page.route('**/api/v2/client-config', (route) => route.fulfill({ json: config }));
  await allowInCsp(page, ANALYTICS_HOST, config);
  await page.route(`${ANALYTICS_HOST}/**`, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, json: { status: 1 } });
  });
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

export interface SentEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** The events inside a posthog request, whatever compression it used. */
export function eventsIn(request: Request): SentEvent[] {
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
  return list as SentEvent[];
}

/**
 * The first analytics event of that name once it has been sent. posthog-js sends events in batches
 * on a timer: on a page whose clock is installed (page.clock.install), each look moves the page's
 * clock on by a second, so the batch goes out as soon as the page gets to it, not seconds later.
 */
export async function sentEvent(page: Page, requests: Request[], name: string): Promise<SentEvent> {
  const find = () => requests.flatMap(eventsIn).find((event) => event.event === name);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return find();
      },
      { message: `analytics event '${name}' sent`, timeout: 15_000 },
    )
    .toBeDefined();
  return find()!;
}
