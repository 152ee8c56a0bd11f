// Writes e2e/durations.json, the seconds each Playwright test file took, from a Playwright JSON
// report or several (under CI=true each Playwright run writes one: npm test's lanes to
// test-results/e2e/report.json and test-results/e2e-b/report.json), e.g.
// `node scripts/e2e-durations.mjs test-results/e2e/report.json test-results/e2e-b/report.json`. npm test splits the files between its two
// Playwright lanes by these times (scripts/test.mjs); a file missing here counts as the median, so
// a stale list only balances the lanes less well, it never leaves a file out.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const reports = process.argv.slice(2);
const seconds = {};
// Named from the checkout the report was written in (the test folder's parent), not from where this
// script runs: reports of a fresh clone elsewhere (/tmp/ci1) once came out as ../../tmp/ci1/e2e/...,
// names npm test never looked up, so both lanes were split by the number of files.
const walk = (suite, root) => {
  for (const spec of suite.specs ?? []) {
    const file = relative(dirname(root), resolve(root, spec.file)).split('\\').join('/');
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
      }
    }
  }
  for (const child of suite.suites ?? []) {
    walk(child, root);
  }
};
for (const file of reports.length ? reports : ['test-results/report.json']) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.suites ?? []) {
    walk(suite, report.config?.rootDir ?? resolve('e2e'));
  }
}
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s)]),
);
writeFileSync('e2e/durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `e2e/durations.json: ${Object.keys(sorted).length} files, ${Math.round(Object.values(seconds).reduce((a, b) => a + b, 0))} s in all`,
);
