import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// npm test splits the Playwright files between its two lanes by the seconds each took
// (e2e/durations.json, scripts/test.mjs e2eHalves). A name it cannot look up counts as the median:
// once every name was written from another checkout (../../tmp/ci1/e2e/...) and both lanes were split
// by the number of files, one of them twice as long as the other.
describe('e2e/durations.json', () => {
  const durations = JSON.parse(readFileSync('e2e/durations.json', 'utf8')) as Record<string, number>;
  const files = readdirSync('e2e', { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => join('e2e', file).split('\\').join('/'));

  it('names only test files of this checkout, as npm test looks them up', () => {
    expect(Object.keys(durations).filter((file) => !existsSync(file) || !files.includes(file))).toEqual([]);
  });

  it('lists most of the test files with their seconds', () => {
    const listed = files.filter((file) => typeof durations[file] === 'number' && durations[file] >= 0);
    expect(listed.length).toBeGreaterThanOrEqual(Math.ceil(files.length * 0.8));
  });
});
