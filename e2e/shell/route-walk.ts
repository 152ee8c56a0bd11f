import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSync } from '@swc/core';
import { expect, type Page } from '@playwright/test';
import { CATALOGUES, SAME_IN_FILIPINO, leaves } from '../../web/src/testing/catalogues';
import { seedAppState, startLoggedIn } from './support';

/**
 * Issue 29: the walk of every route of the router (web/src/app/router.tsx), at 375 px, in Filipino
 * and in English (e2e/shell/filipino-walk.e2e.ts and english-walk.e2e.ts: two files, so that npm
 * test's two Playwright lanes can take one each). In Filipino no interface text may be English; in
 * both languages no page scrolls sideways.
 */

export type Role = 'visitor' | 'kadet' | 'koach' | 'admin';
interface Route {
  path: string;
  role: Role;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- swc's AST, walked by its node types */
/** Every path of appRoutes, read from the router's source (swc's parser), with the guard that wraps it. */
function routerPaths(): Route[] {
  const module = parseSync(readFileSync(resolve('web/src/app/router.tsx'), 'utf8'), { syntax: 'typescript', tsx: true });
  const found: Route[] = [];
  const walk = (node: any, prefix: string, role: Role) => {
    for (const element of node?.type === 'ArrayExpression' ? node.elements : []) {
      const object = element?.expression;
      if (object?.type !== 'ObjectExpression') {
        continue;
      }
      let path: string | undefined;
      let index = false;
      let children: unknown;
      let guarded = role;
      for (const property of object.properties) {
        if (property.type !== 'KeyValueProperty' || property.key.type !== 'Identifier') {
          continue;
        }
        const value = property.value;
        if (property.key.value === 'path' && value.type === 'StringLiteral') {
          path = value.value;
        } else if (property.key.value === 'index') {
          index = true;
        } else if (property.key.value === 'children') {
          children = value;
        } else if (property.key.value === 'Component' && value.type === 'Identifier') {
          guarded = value.value === 'AdminRoute' ? 'admin' : value.value === 'RequireAuthRoute' ? 'kadet' : guarded;
        }
      }
      const full = path === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${path}`;
      if (path !== undefined || index) {
        found.push({ path: full || '/', role: guarded });
      }
      walk(children, full, guarded);
    }
  };
  for (const item of module.body as any[]) {
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : item;
    for (const declarator of declaration?.type === 'VariableDeclaration' ? declaration.declarations : []) {
      if (declarator.id.value === 'appRoutes') {
        walk(declarator.init, '', 'visitor');
      }
    }
  }
  return found;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

// Routes a walk does not open: they leave the app or end the session.
const NOT_WALKED = new Set(['/logout', '/test-auth', '/sso/discourse']);
// A Koach's own pages (a Kadet sees them as not for them).
const KOACH_PAGES = new Set(['/my/availability', '/my/kadets', '/my/trainings']);

/**
 * English the walk lets pass, each with its reason (the report of issue 29 lists them):
 * - the content editors' kind names (lib/content-kinds.ts KIND_LABELS): the editors are being made
 *   bilingual with the content records themselves (issue 29 point 1), in another change.
 */
const NOT_JUDGED: [RegExp, string][] = [
  // - the follow-up work page names each service by its identifier, as operators and logs know it.
  [/^\/admin\/follow-up-work/, 'content'],
  [/^\/admin\/content/, 'Careers'],
  [/^\/admin\/content/, 'Jobs'],
  [/^\/admin\/content/, 'Videos'],
  [/^\/admin\/content/, 'Events'],
  [/^\/admin\/content/, 'FAQs'],
  [/^\/admin\/content/, 'Coaching resources'],
];

/** Texts that are names, or read the same in both languages: the catalogues' list, and the language names and brands the shell shows. */
const NAMES = [...SAME_IN_FILIPINO, 'Filipino', 'English', 'Facebook'];

// English words with no place in a Filipino sentence (Taglish keeps nouns, not these).
const ENGLISH_STOPWORDS = new Set(
  "the a an and or of to in on for with your you our we us is are was be been this that these those it its from by at as not no can will what how when where who which there there's their have has do does more all any here nothing something something's right shall please".split(
    ' ',
  ),
);
// Filipino function words: a sentence with them is Filipino (Taglish), whatever nouns it borrows.
const FILIPINO_WORDS = new Set(
  'ang ng mga sa na ay mo ko at para kung hindi pa ka namin natin iyong iyo ito mag nang si ni kay rin din lang po ba wala may mayroon dito kami tayo sila siya ninyo'.split(
    ' ',
  ),
);
// Interface words that are English on their own (a button or heading of one or two of them).
const ENGLISH_UI_WORDS = new Set(
  'log in sign up menu loading submit cancel save next back close search welcome back skip main content required optional'.split(' '),
);

/** English texts of the catalogues whose Filipino differs: any of them shown in Filipino is a missed translation. */
function untranslatedEnglish(): Set<string> {
  const english = new Set<string>();
  for (const [, en, fil] of CATALOGUES) {
    const filipino = leaves(fil);
    for (const [key, text] of leaves(en)) {
      if (filipino.get(key)?.trim() !== text.trim() && !/\{\{|<\w+>/.test(text) && /\p{L}/u.test(text) && !NAMES.includes(text.trim())) {
        english.add(text.trim());
      }
    }
  }
  return english;
}

function looksEnglish(text: string): boolean {
  let rest = text;
  for (const name of NAMES) {
    rest = rest.replaceAll(name, ' ');
  }
  const words = rest.toLowerCase().match(/[a-z']+/g) ?? [];
  if (words.length === 0) {
    return false;
  }
  if (words.every((word) => ENGLISH_UI_WORDS.has(word) || ENGLISH_STOPWORDS.has(word))) {
    return true;
  }
  const english = words.filter((word) => ENGLISH_STOPWORDS.has(word)).length;
  const filipino = words.filter((word) => FILIPINO_WORDS.has(word)).length;
  return english >= 2 && english > filipino;
}

interface Shown {
  text: string;
  /** In the page's content area (records may be English until translated), not the chrome. */
  inContent: boolean;
}

/** Every visible text node, placeholder and aria-label on the page. */
async function visibleTexts(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const out: { text: string; inContent: boolean }[] = [];
    const main = document.querySelector('main');
    // Interface parts inside main: labels, buttons, table heads, tabs, empty states.
    // Headings too: a content record's title there is cut out as content (contentTexts).
    const CHROME_IN_MAIN = 'h1, h2, h3, label, button, th, legend, [role="tab"], [role="status"], [role="alert"], nav';
    const inContent = (element: Element) => main !== null && main.contains(element) && element.closest(CHROME_IN_MAIN) === null;
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !element.closest('[aria-hidden="true"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) {
        continue;
      }
      out.push({ text, inContent: inContent(parent) });
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label]')) {
      // antd names each icon by its identifier ("search"); the control around it has its own name.
      if (!visible(element) || element.matches('.anticon')) {
        continue;
      }
      for (const attribute of ['placeholder', 'aria-label']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) {
          out.push({ text, inContent: inContent(element) });
        }
      }
    }
    return out;
  });
}

/** The page has drawn: no API read in flight, no loading screen, skeleton or busy part, fonts ready. */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  await expect.poll(inFlight, { message: 'API reads still in flight' }).toBe(0);
  await page.waitForFunction(
    () =>
      document.querySelector('main') !== null &&
      // A part still loading (a lazy panel's skeleton).
      document.querySelector('main [aria-busy="true"]:not(button)') === null &&
      [...document.querySelectorAll('[role="status"]')].every(
        (status) => !status.querySelector('[class*="skeleton" i], [class*="bouncer" i]') && status.textContent?.trim() !== 'Loading',
      ) &&
      document.fonts.status === 'loaded',
  );
  await expect.poll(inFlight, { message: 'API reads still in flight' }).toBe(0);
}

/**
 * The texts of content records (FAQs, videos, the demo Koach and their trainings, a career, events):
 * they are as written (English until translated), not the interface. A shown text has them cut out
 * before it is judged: "I-play ang video: <title>" is judged by "I-play ang video:".
 */
async function contentTexts(page: Page): Promise<string[]> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/\p{L}/u.test(value) && value.trim().length >= 3 && !/^https?:/.test(value)) {
        texts.add(value.trim());
      }
    } else if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(collect);
    }
  };
  for (const url of [
    '/api/v2/faqs',
    '/api/v2/videos?pageSize=50',
    '/api/v2/coaches/demo-koach',
    '/api/v2/careers/data-analyst',
    '/api/v2/events?when=upcoming&pageSize=50',
    '/api/v2/coaching-resources',
    '/api/v2/careers?pageSize=200',
    '/api/v2/jobs?pageSize=100',
    '/api/v2/virapp/challenges',
  ]) {
    const response = await page.request.get(url);
    if (response.ok()) {
      collect(await response.json());
    }
  }
  // Longest first, so a title is cut out whole before a shorter text inside it.
  return [...texts].sort((a, b) => b.length - a.length);
}

/** Sample values for the routes' parameters, read from the seeded platform. */
async function parameters(page: Page): Promise<Record<string, string>> {
  const json = async <T>(url: string): Promise<T | undefined> => {
    const response = await page.request.get(url);
    return response.ok() ? ((await response.json()) as T) : undefined;
  };
  const events = await json<{ items: { id: string }[] }>('/api/v2/events?when=upcoming&pageSize=1');
  const challenges = await json<{ id: string; status: string }[]>('/api/v2/virapp/challenges');
  const career = await json<{ id: string }>('/api/v2/careers/data-analyst');
  const coach = await json<{ id: string }>('/api/v2/coaches/demo-koach');
  const unknown = '00000000-0000-4000-8000-000000000000';
  return {
    eventId: events?.items[0]?.id ?? unknown,
    challengeId: challenges?.find((c) => c.status === 'RUNNING')?.id ?? challenges?.[0]?.id ?? unknown,
    id: career?.id ?? unknown,
    coachId: coach?.id ?? unknown,
    kind: 'careers',
    trainingSlug: 'career-chat',
    step: '1',
    week: '1',
    dashboardTab: 'home',
    scheduleId: unknown,
    bookingId: unknown,
    token: 'no-such-invite',
    code: 'NO-SUCH-CODE',
  };
}

function address(path: string, values: Record<string, string>): string {
  if (path === '/*') {
    return '/no-such-page';
  }
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'slug') {
      return path.startsWith('/careers') ? 'data-analyst' : 'demo-koach';
    }
    const value = values[name];
    if (value === undefined) {
      throw new Error(`no sample value for :${name} in ${path}: add one to parameters()`);
    }
    return value;
  });
}

export const ROUTES = routerPaths();

export const WALKERS: Role[] = ['visitor', 'kadet', 'koach', 'admin'];

/** Walks every route the role reaches, in the language, and fails on sideways scroll (and, in Filipino, on English). */
export async function walkRoutes(page: Page, role: Role, language: 'fil' | 'en'): Promise<void> {
  const routes = ROUTES.filter((route) => !NOT_WALKED.has(route.path)).filter((route) =>
    role === 'visitor'
      ? route.role === 'visitor'
      : role === 'koach'
        ? KOACH_PAGES.has(route.path)
        : route.role === role && !KOACH_PAGES.has(route.path),
  );
  if (role === 'kadet') {
    // What a Kadet meets at an admin address.
    routes.push({ path: '/admin/emulate', role });
  }
  if (role === 'visitor') {
    // The cookie bar too: a first visit shows it.
    await seedAppState(page, { cookieConsent: null });
  } else {
    await startLoggedIn(page, role);
  }
  await page.addInitScript((lang) => {
    const stored = JSON.parse(localStorage.getItem('appState') ?? '{}') as Record<string, string>;
    const pref = JSON.parse(stored.userPref ?? '{}') as Record<string, unknown>;
    stored.userPref = JSON.stringify({ ...pref, language: lang });
    localStorage.setItem('appState', JSON.stringify(stored));
  }, language);
  let inFlight = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/')) {
      inFlight += 1;
    }
  });
  const done = (request: { url(): string }) => {
    if (request.url().includes('/api/')) {
      inFlight -= 1;
    }
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  const values = await parameters(page);
  const catalogueEnglish = untranslatedEnglish();
  const content = await contentTexts(page);
  const withoutContent = (text: string) =>
    content.reduce((rest, record) => (rest.includes(record) ? rest.replaceAll(record, ' ') : rest), text).trim();
  const overflowing: string[] = [];
  // Each English text, with the pages it shows on.
  const englishOn = new Map<string, string[]>();
  for (const route of routes) {
    const url = address(route.path, values);
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await settled(page, () => inFlight);
    const overflow = await page.evaluate(() => {
      const scroller = document.scrollingElement ?? document.documentElement;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    if (overflow > 0) {
      overflowing.push(`${url}: scrolls sideways by ${overflow} px`);
    }
    if (language === 'fil') {
      for (const { text, inContent } of await visibleTexts(page)) {
        const judged = withoutContent(text);
        if (!judged || NOT_JUDGED.some(([where, shown]) => where.test(url) && shown === judged)) {
          continue;
        }
        if (catalogueEnglish.has(judged) || (!inContent && looksEnglish(judged))) {
          englishOn.set(text, [...new Set([...(englishOn.get(text) ?? []), url])]);
        }
      }
    }
  }
  const english = [...englishOn].map(([text, urls]) => `"${text}" on ${urls.length} page(s): ${urls.slice(0, 3).join(', ')}`);
  expect({ overflowing, english }).toEqual({ overflowing: [], english: [] });
}
