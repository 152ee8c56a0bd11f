import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AvailabilityRead, AvailabilityReadOptions } from './availability-reader';
import { readAvailability } from './availability-reader';
import { CalendarBudgetError } from './feed-budget';

export interface IsolationLimits {
  /** The worker is stopped after this long, and the call fails. */
  timeoutMs: number;
  /** Its JavaScript heap; past it the worker ends and the call fails. Given back when it ends. */
  heapMb: number;
}

/** Reading a feed may take this long and this much heap; past either, the sync fails and the last good windows stay. */
export const READ_LIMITS: IsolationLimits = { timeoutMs: 60_000, heapMb: 192 };

// Runs in the worker (CommonJS, as `node -e` would): loads the module, calls the export, posts the answer.
const BOOT = `
const { parentPort, workerData } = require('node:worker_threads');
Promise.resolve()
  .then(() => require(workerData.modulePath)[workerData.exportName](...workerData.args))
  .then(
    (value) => parentPort.postMessage({ ok: true, value }),
    (error) => parentPort.postMessage({ ok: false, name: error && error.name, message: error && error.message ? error.message : String(error) }),
  );
`;

/**
 * Calls a module's export in a worker thread, under a time limit and a heap limit: its parsing and
 * loops never hold up the process's event loop, and its memory goes when the worker ends. The
 * arguments and answer cross by structured clone (Maps and Dates too). An error inside rejects with
 * its message (and name); a worker over its limits is stopped and rejects with CalendarBudgetError.
 */
export function runIsolated<T>(modulePath: string, exportName: string, args: unknown[], limits: IsolationLimits): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: { modulePath, exportName, args },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: Math.min(32, Math.ceil(limits.heapMb / 8)) },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        fn();
        void worker.terminate();
      }
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new CalendarBudgetError(`Reading the calendar feed took longer than ${limits.timeoutMs / 1000} s and was stopped`)),
        ),
      limits.timeoutMs,
    );
    worker.on('message', (answer: { ok: true; value: T } | { ok: false; name?: string; message: string }) =>
      settle(() => {
        if (answer.ok) {
          resolve(answer.value);
        } else {
          const error = new Error(answer.message);
          error.name = answer.name ?? 'Error';
          reject(error);
        }
      }),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new CalendarBudgetError(`Reading the calendar feed needed more than the ${limits.heapMb} MB allowed and was stopped`)
            : error,
        ),
      ),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`the calendar reader stopped (exit code ${code}) before it answered`))));
  });
}

/**
 * readAvailability in a worker thread (READ_LIMITS), from the built module beside this one. Run from
 * the TypeScript sources (the unit tests) there is no built module for a worker to load, and the
 * read runs here, on the caller's thread.
 */
export function readAvailabilityIsolated(ics: string, opts: AvailabilityReadOptions, limits = READ_LIMITS): Promise<AvailabilityRead> {
  const built = join(import.meta.dirname, 'availability-reader.js');
  if (!existsSync(built)) {
    return Promise.resolve().then(() => readAvailability(ics, opts));
  }
  return runIsolated<AvailabilityRead>(built, 'readAvailability', [ics, opts], limits);
}
