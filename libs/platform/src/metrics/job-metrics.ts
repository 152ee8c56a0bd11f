import { registeredCounter } from './registry';

const jobRuns = registeredCounter(
  'lakbay_job_runs_total',
  'Runs of background jobs by job name and outcome (a failed run may be retried)',
  ['job', 'outcome'],
);

export function countJobRun(job: string, outcome: 'completed' | 'failed'): void {
  jobRuns.inc({ job, outcome });
}

/** The handler, counting each of its runs: `queue.process(name, observedJobHandler(name, handler))`. */
export function observedJobHandler<A extends unknown[]>(
  job: string,
  handler: (...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await handler(...args);
      countJobRun(job, 'completed');
    } catch (err) {
      countJobRun(job, 'failed');
      throw err;
    }
  };
}
