import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_APP_VERSION } from './e2e/e2e-config';

// One standalone platform (built by `npm run build`) with a fresh data directory per run.
const PORT = Number(process.env.E2E_PORT ?? 3199);
// E2E_DATA_DIR lets a journey read what the server wrote (e.g. DATA_DIR/mail e-mails).
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lakbay-e2e-'));
// Test workers inherit it, so journeys find the server's data directory in E2E_DATA_DIR.
process.env.E2E_DATA_DIR = DATA_DIR;
// Where the built server lives (default: this checkout's dist/). E2E_SERVER_DIR lets a run use
// another build, e.g. a snapshot of the last commit while the working tree's services are mid-change;
// the SPA under test is always this checkout's web/dist.
const SERVER_DIR = process.env.E2E_SERVER_DIR ?? '.';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // Each of npm test's Playwright lanes (its shards) has a folder of its own: a run empties its
  // folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  // CI runs Playwright beside the Jest lanes on a 2-core machine (scripts/test.mjs): a first visit
  // to a page can wait seconds for a core. The time limits allow for that; nothing is retried. The
  // machine's speed varies: on 2026-12-02 the same work took about 2.5 times its CPU-seconds of the
  // day before, and three pages took over 10 s to show their heading beside the integration lane.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  // Under CI a JSON report beside the list: each test file's time, for scripts/e2e-durations.mjs
  // (npm test's two Playwright lanes split the files by it).
  reporter:
    process.env.CI === 'true'
      ? [['list'], ['json', { outputFile: join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'report.json') }]]
      : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace: the page's DOM at every step (and the failure's screenshot, below),
    // but no screencast: recording frames all the time was a fifth of the browser's work (the
    // accessibility and admin content files, one run each: 257 CPU-s with it, 222 without, 206 with
    // no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The SPA's service worker would answer requests that journeys fake with page.route; only the
    // offline journey (e2e/shell/offline.e2e.ts) lets it run.
    serviceWorkers: 'block',
    // The browser in the Philippines' zone, as the students and Koaches it is for: a public page the
    // server drew is then hydrated (its HTML kept), as they get it. In another zone (this machine's
    // UTC) the browser draws a first visit's page again and replaces the server's HTML once its code
    // is in: a journey that had found an element of the server's HTML held a removed one (seen: a
    // card's style read as empty). That path has its own tests (e2e/shell/server-render.e2e.ts, and
    // the Asia/Dubai sign-up in e2e/accounts/kadet-signup.e2e.ts).
    timezoneId: 'Asia/Manila',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser downloads cannot run on these machines. (Not
      // its headless shell: an eighth faster, but posthog-js sent no event from it in the consent
      // and search journeys, and its page clock refused pauseAt.)
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every test runs once, at desktop width, but those tagged @phone (the phone menu: it exists
    // below 1050 px only).
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    // The phone project runs only what depends on the screen: tests tagged @responsive (their steps
    // or checks differ with the width: the menu, layout, overflow, what is on screen) and @phone.
    { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }, grep: /@responsive|@phone/ },
  ],
  webServer: {
    command: `node_modules/.bin/node ${join(SERVER_DIR, 'dist/services/launcher/src/main.js')}`,
    url: `http://127.0.0.1:${PORT}/api/v2/health`,
    timeout: 90000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // Like every process a test starts (tests/support/process-env.ts).
      TEST_TRANSACTION_GUARD: 'true',
      TEST_LIGHT_PASSWORD_HASHES: 'true',
      LOGIN_IP_MAX_FAILURES: '1000',
      // A journey moves the apprenticeship's days by writing this file (e2e/apprenticeship/authoring-journey.e2e.ts).
      APPRENTICESHIP_CLOCK_FILE: join(DATA_DIR, 'apprenticeship-clock'),
      WEB_DIST: process.env.WEB_DIST ?? resolve('web/dist'),
      // The footer shows the configured version (e2e/shell/navigation.e2e.ts).
      APP_VERSION: E2E_APP_VERSION,
      // The public pages' server render (issue 30): on, as by default; SSR_PUBLIC_PAGES=false runs the journeys on pages the browser draws.
      SSR_PUBLIC_PAGES: process.env.SSR_PUBLIC_PAGES ?? 'true',
    },
  },
});
