// Lighthouse (mobile profile: Moto G Power screen, simulated slow 4G, 4x CPU slowdown) on the
// public pages a Kadet opens on a phone. Prints one row per page: performance score, LCP, CLS,
// total blocking time and the KiB transferred (Lighthouse's total-byte-weight: every byte the page
// load moved, compressed as sent).
// `node scripts/bench-lighthouse.mjs` starts a fresh standalone platform with the built SPA (build
// first: npm run build); scripts/bench.mjs can call lighthouseBench(base) on the platform it
// started. BENCH_LIGHTHOUSE_URL=http://host:port measures a running platform instead. Chromium is
// CHROMIUM_PATH (default /usr/bin/chromium); BENCH_LIGHTHOUSE_PAGES=/a,/b measures other pages;
// BENCH_LIGHTHOUSE_JSON_DIR=dir keeps each full report; BENCH_LIGHTHOUSE_OUT=file writes the rows as JSON. Exits 0 whatever the scores: it measures,
// it does not judge.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStandalone } from './bench-support.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/careers', '/careers/software-developer', '/events', '/coaches', '/coaches/demo-koach'];

/** Runs Lighthouse's mobile performance audit on each page of `base`; returns and prints the rows. */
export async function lighthouseBench(base, pages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? LIGHTHOUSE_PAGES) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    for (const path of pages) {
      const measure = () =>
        lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined);
      let { lhr } = await measure();
      // A fresh Chromium's first trace sometimes misses its navigation start (NO_NAVSTART): a
      // fault of the recording, not of the page. Once more; a second failure is reported.
      if (lhr.runtimeError) {
        console.error(`${path}: ${lhr.runtimeError.code}, measuring again`);
        ({ lhr } = await measure());
      }
      if (process.env.BENCH_LIGHTHOUSE_JSON_DIR) {
        writeFileSync(join(process.env.BENCH_LIGHTHOUSE_JSON_DIR, `${path.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) {
        console.error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        page: path,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
        CLS: audit('cumulative-layout-shift').toFixed(3),
        'TBT ms': Math.round(audit('total-blocking-time')),
        'KiB transferred': Math.round(audit('total-byte-weight') / 1024),
        'unused JS KiB': Math.round((lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024),
      });
    }
  } finally {
    chrome.kill();
  }
  console.log('\nLighthouse, mobile profile (simulated slow 4G, 4x CPU slowdown):');
  console.table(rows);
  // BENCH_LIGHTHOUSE_OUT=file: the rows as JSON too, for scripts/bench-reads.mjs's table.
  if (process.env.BENCH_LIGHTHOUSE_OUT) {
    writeFileSync(process.env.BENCH_LIGHTHOUSE_OUT, JSON.stringify(rows));
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.env.BENCH_LIGHTHOUSE_URL) {
    await lighthouseBench(process.env.BENCH_LIGHTHOUSE_URL);
  } else {
    const platform = await startStandalone({ port: Number(process.env.BENCH_PORT ?? 3199), name: 'bench-lighthouse' });
    try {
      // One visit first so the measured loads do not pay for the platform's first (cold) reads.
      await Promise.all(LIGHTHOUSE_PAGES.map((path) => fetch(platform.base + path).then((r) => r.arrayBuffer())));
      await lighthouseBench(platform.base);
    } finally {
      await platform.stop();
    }
  }
}
