import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CalendarBudgetError } from './feed-budget';
import { runIsolated } from './isolated';

// A CommonJS module for the worker to load, as the built reader is.
const dir = mkdtempSync(join(tmpdir(), 'lakbay-isolated-'));
const modulePath = join(dir, 'work.cjs');
writeFileSync(
  modulePath,
  `
exports.double = (map) => new Map([...map].map(([k, v]) => [k, { at: v.at, twice: v.n * 2 }]));
exports.fail = () => { const e = new Error('this feed is bad'); e.name = 'CalendarParseError'; throw e; };
exports.spin = () => { for (;;) {} };
exports.hog = () => { const kept = []; for (;;) kept.push(new Array(100000).fill(Math.random())); };
`,
);
const limits = { timeoutMs: 1500, heapMb: 32 };

describe('runIsolated', () => {
  it('answers what the export returns, Maps and Dates included', async () => {
    const at = new Date('2026-12-07T09:00:00Z');
    const answer = await runIsolated<Map<string, { at: Date; twice: number }>>(
      modulePath,
      'double',
      [new Map([['a', { at, n: 21 }]])],
      limits,
    );
    expect(answer).toEqual(new Map([['a', { at, twice: 42 }]]));
  });

  it('rejects with the error thrown inside, its name and message kept', async () => {
    await expect(runIsolated(modulePath, 'fail', [], limits)).rejects.toMatchObject({
      name: 'CalendarParseError',
      message: 'this feed is bad',
    });
  });

  it('stops a worker that runs past its time, while this thread goes on answering', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    try {
      await expect(runIsolated(modulePath, 'spin', [], limits)).rejects.toEqual(
        new CalendarBudgetError('Reading the calendar feed took longer than 1.5 s and was stopped'),
      );
    } finally {
      clearInterval(ticker);
    }
    // The loop ran here the whole time (about 30 ticks in 1.5 s; a blocked thread gets none).
    expect(ticks).toBeGreaterThan(10);
  });

  it('stops a worker that grows past its heap', async () => {
    await expect(runIsolated(modulePath, 'hog', [], { timeoutMs: 30_000, heapMb: 32 })).rejects.toEqual(
      new CalendarBudgetError('Reading the calendar feed needed more than the 32 MB allowed and was stopped'),
    );
  });
});
