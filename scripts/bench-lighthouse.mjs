// The speed of the public pages on a slow phone (issue 30 points 2 and 5). For every kind of public
// list page and one detail page of each kind (career, coach, event, challenge) picked at random
// from the platform's own API on each run (BENCH_SEED=word repeats a pick; the seed used is printed):
// - Lighthouse's mobile performance audit (Moto G Power screen, simulated slow 4G, 4x CPU slowdown),
//   three runs per page, each in a fresh Chromium (new profile, cold cache): the median of each of
//   score, LCP, TBT, CLS, KiB transferred (Lighthouse's total-byte-weight: every byte the load moved,
//   compressed as sent) and unused JS;
// - first content on a cold visit: the First Contentful Paint (paint timing, from navigation start)
//   in Chromium through Playwright's CDP session with Chrome DevTools' Fast 3G and Slow 3G presets
//   (Network.emulateNetworkConditions) and 4x CPU slowdown (Emulation.setCPUThrottlingRate), each
//   load in a new browser context (no HTTP cache, service workers blocked), median of three.
// Prints a table of every figure with its target and PASS/FAIL (scripts/bench-lighthouse-core.mjs).
// `node scripts/bench-lighthouse.mjs` starts a fresh standalone platform with the built SPA (build
// first: npm run build; BENCH_PORT its port, BENCH_HEALTH_WAIT_S how long its first start may take);
// lighthouseBench(base) measures a platform already running.
// The browser runs in Asia/Manila, the students' zone, as a phone there would (BENCH_TIME_ZONE
// another: UTC is a visitor from elsewhere, whose pages with dates the browser draws again).
// BENCH_LIGHTHOUSE_URL=http://host:port measures a running platform instead. Chromium is
// CHROMIUM_PATH (default /usr/bin/chromium); BENCH_LIGHTHOUSE_PAGES=/a,/b measures those pages
// instead of the list and the random picks; BENCH_LIGHTHOUSE_RUNS=n runs each measure n times
// (default 3); BENCH_LIGHTHOUSE_JSON_DIR=dir keeps each full report; BENCH_LIGHTHOUSE_OUT=file writes
// the rows as JSON; BENCH_LIGHTHOUSE_MD=file writes the Markdown table. Exits 0 whatever the
// scores: it measures and judges, it does not fail the run.
// BENCH_LIGHTHOUSE_AB=http://host:portA,http://host:portB compares two running builds instead (for
// example the one before a change, served by `WEB_DIST=<a copy of web/dist>` on another port, with
// its dist-ssr beside it): Lighthouse only, each page on both in turn (lighthouseAb), on
// BENCH_LIGHTHOUSE_PAGES or the list pages.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, devices } from 'playwright';
import {
  CPU_SLOWDOWN,
  DETAIL_KINDS,
  LIST_PAGES,
  NETWORK_PRESETS,
  TARGETS,
  judge,
  listItems,
  abTable,
  markdownTable,
  median,
  slowHostLine,
  medianOfRuns,
  pickDetailPages,
  seededRandom,
} from './bench-lighthouse-core.mjs';
import { startStandalone } from './bench-support.mjs';

export { LIST_PAGES };

const CHROMIUM = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The browser's time zone: the students' (Asia/Manila), or BENCH_TIME_ZONE (UTC: a visitor from elsewhere). */
const TIME_ZONE = () => process.env.BENCH_TIME_ZONE ?? 'Asia/Manila';
const RUNS = () => Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/**
 * The pages of this run: BENCH_LIGHTHOUSE_PAGES when set, else every list page and one detail page
 * of each kind picked from the API of `base` with the seed BENCH_SEED (a fresh one, printed, when unset).
 */
export async function benchPages(base) {
  if (process.env.BENCH_LIGHTHOUSE_PAGES) {
    return process.env.BENCH_LIGHTHOUSE_PAGES.split(',').map((page) => ({ page }));
  }
  const seed = process.env.BENCH_SEED ?? randomBytes(4).toString('hex');
  const lists = {};
  for (const { kind, api } of DETAIL_KINDS) {
    lists[kind] = await wholeList(base + api);
  }
  const { picks, missing } = pickDetailPages(lists, seededRandom(seed));
  console.log(`Detail pages picked with BENCH_SEED=${seed}: ${picks.map((p) => `${p.kind} ${p.path}`).join(', ')}`);
  if (missing.length) {
    console.log(`No ${missing.join(', ')} in the catalogue: no detail page of that kind measured.`);
  }
  return [...LIST_PAGES.map((page) => ({ page })), ...picks.map(({ kind, path }) => ({ page: path, kind }))];
}

/**
 * Every item of a list of the API: a bare array as it comes, a paged answer ({ items, total }) page
 * after page, 50 a page; [] when the API does not answer.
 */
async function wholeList(url) {
  const items = [];
  try {
    for (let page = 1; page <= 100; page++) {
      const res = await fetch(`${url}?page=${page}&pageSize=50`, { headers: { accept: 'application/json' } });
      if (!res.ok) {
        break;
      }
      const body = await res.json();
      if (Array.isArray(body)) {
        return body;
      }
      items.push(...listItems(body));
      if (!body.items?.length || !(items.length < body.total)) {
        break;
      }
    }
  } catch (err) {
    console.error(`${url}: ${err.message}`);
  }
  return items;
}

/** One Lighthouse mobile run of `url` in a Chromium of its own (fresh profile, cold cache). */
async function lighthouseRun(url, jsonFile) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM(),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    // In the students' zone (Linux Chromium takes its zone from TZ): there a page with dates is
    // hydrated, not drawn again as in a browser elsewhere.
    envVars: { ...process.env, TZ: TIME_ZONE() },
  });
  try {
    const measure = () =>
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined);
    let { lhr } = await measure();
    // A fresh Chromium's first trace sometimes misses its navigation start (NO_NAVSTART): a
    // fault of the recording, not of the page. Once more; a second failure is reported.
    if (lhr.runtimeError) {
      console.error(`${url}: ${lhr.runtimeError.code}, measuring again`);
      ({ lhr } = await measure());
    }
    if (jsonFile) {
      writeFileSync(jsonFile, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) {
      console.error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return {};
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      bytes: audit('total-byte-weight'),
      unusedJs: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
      // Lighthouse's measure of this machine's speed at the time of the run: its 4x slowdown stands
      // for a device of about a quarter of it (Chrome DevTools' CPU calibration takes 264 for a
      // low-tier phone), so a busy or slow moment here measures for a slower phone than that.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * First Contentful Paint of `url` in ms from navigation start, on a cold visit: a new context (no
 * HTTP cache, no service worker) with `preset`'s network and the CPU slowed 4x; NaN when the page
 * paints nothing within two minutes.
 */
async function firstContentfulPaint(browser, url, preset) {
  const { defaultBrowserType: _, ...phone } = devices['Moto G4'];
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block', timezoneId: TIME_ZONE() });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...preset });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const fcp = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, {
      timeout: 120_000,
      polling: 100,
    });
    return await fcp.jsonValue();
  } catch (err) {
    console.error(`${url}: no first contentful paint (${String(err.message).split('\n')[0]})`);
    return Number.NaN;
  } finally {
    await context.close();
  }
}

/** Measures each page of `base` (default: benchPages(base)); returns, prints and writes the rows. */
export async function lighthouseBench(base, pages) {
  const list = pages ? pages.map((page) => (typeof page === 'string' ? { page } : page)) : await benchPages(base);
  const runs = RUNS();
  const rows = [];
  if (process.env.BENCH_LIGHTHOUSE_JSON_DIR) {
    mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON_DIR, { recursive: true });
  }
  for (const { page, kind } of list) {
    const lh = [];
    for (let i = 0; i < runs; i++) {
      const dir = process.env.BENCH_LIGHTHOUSE_JSON_DIR;
      lh.push(await lighthouseRun(base + page, dir && join(dir, `${page.replace(/\W+/g, '_')}-${i + 1}.json`)));
    }
    const m = medianOfRuns(lh);
    rows.push({
      page,
      ...(kind ? { kind } : {}),
      performance: m.performance,
      'LCP s': (m.lcp / 1000).toFixed(2),
      CLS: m.cls?.toFixed(3),
      'TBT ms': Math.round(m.tbt),
      'KiB transferred': Math.round(m.bytes / 1024),
      'unused JS KiB': Math.round(m.unusedJs / 1024),
      'performance runs': lh.map((r) => r.performance ?? null),
      'machine index': Math.round(m.benchmarkIndex),
      'machine index runs': lh.map((r) => (Number.isFinite(r.benchmarkIndex) ? Math.round(r.benchmarkIndex) : null)),
    });
    console.error(
      `${page}: Lighthouse ${lh.map((r) => r.performance).join(', ')} (machine index ${lh.map((r) => Math.round(r.benchmarkIndex)).join(', ')})`,
    );
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const row of rows) {
      for (const [name, preset] of Object.entries(NETWORK_PRESETS)) {
        const times = [];
        for (let i = 0; i < runs; i++) {
          times.push(await firstContentfulPaint(browser, base + row.page, preset));
        }
        row[`FCP ${name} s`] = (median(times) / 1000).toFixed(2);
        row[`FCP ${name} runs ms`] = times.map((t) => (Number.isFinite(t) ? Math.round(t) : null));
        console.error(`${row.page}: FCP ${name} ${row[`FCP ${name} runs ms`].join(', ')} ms`);
      }
    }
  } finally {
    await browser.close();
  }
  for (const row of rows) {
    row.verdicts = Object.fromEntries(Object.keys(TARGETS).map((figure) => [figure, judge(figure, row[figure])]));
  }
  const table = markdownTable(rows);
  console.log(
    `\nPublic pages on a slow phone: Lighthouse mobile (simulated slow 4G, ${CPU_SLOWDOWN}x CPU) and cold FCP in Chromium (DevTools Fast 3G / Slow 3G, ${CPU_SLOWDOWN}x CPU), browser in ${TIME_ZONE()}, median of ${runs}:\n`,
  );
  console.log(table);
  console.log(`\n${slowHostLine(rows)}`);
  // BENCH_LIGHTHOUSE_OUT=file: the rows as JSON too, for scripts/bench-reads.mjs's table.
  if (process.env.BENCH_LIGHTHOUSE_OUT) {
    writeFileSync(process.env.BENCH_LIGHTHOUSE_OUT, JSON.stringify(rows));
  }
  if (process.env.BENCH_LIGHTHOUSE_MD) {
    writeFileSync(process.env.BENCH_LIGHTHOUSE_MD, `${table}\n`);
  }
  return rows;
}

/**
 * Two running builds compared page by page (BENCH_LIGHTHOUSE_AB=baseA,baseB): each round runs every
 * page on A and on B in turn, the one first that went second the round before, so that a machine
 * speeding up or slowing down within a round favours neither; prints abTable.
 */
export async function lighthouseAb([baseA, baseB], pages) {
  const runs = RUNS();
  const results = pages.map((page) => ({ page, a: [], b: [] }));
  for (let round = 0; round < runs; round++) {
    for (const [i, result] of results.entries()) {
      const order = (round + i) % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
      for (const side of order) {
        const run = await lighthouseRun((side === 'a' ? baseA : baseB) + result.page);
        result[side].push(run);
        console.error(`${side.toUpperCase()} ${result.page}: ${run.performance ?? 'failed'} (TBT ${Math.round(run.tbt ?? Number.NaN)} ms)`);
      }
    }
  }
  console.log(
    `\nA ${baseA}, B ${baseB}: Lighthouse mobile (${CPU_SLOWDOWN}x CPU), browser in ${TIME_ZONE()}, ${runs} runs each, taken in turn:\n`,
  );
  console.log(abTable(results));
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.env.BENCH_LIGHTHOUSE_AB) {
    const bases = process.env.BENCH_LIGHTHOUSE_AB.split(',').map((base) => base.trim().replace(/\/$/, ''));
    if (bases.length !== 2) {
      throw new Error('BENCH_LIGHTHOUSE_AB takes two addresses: http://host:portA,http://host:portB');
    }
    const pages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? LIST_PAGES;
    await lighthouseAb(bases, pages);
  } else if (process.env.BENCH_LIGHTHOUSE_URL) {
    await lighthouseBench(process.env.BENCH_LIGHTHOUSE_URL);
  } else {
    // Logging as `npm start` does (info), the configuration a visitor meets.
    const platform = await startStandalone({ port: Number(process.env.BENCH_PORT ?? 3199), name: 'bench-lighthouse', asStarted: true });
    try {
      const pages = await benchPages(platform.base);
      // One visit first so the measured loads do not pay for the platform's first (cold) reads.
      await Promise.all(pages.map(({ page }) => fetch(platform.base + page).then((r) => r.arrayBuffer())));
      await lighthouseBench(platform.base, pages);
    } finally {
      await platform.stop();
    }
  }
}
