import type { JobLogger } from './job-queue';

export function logRetry(
  logger: JobLogger,
  job: { name: string; id: string; attempt: number; attempts: number },
  delayMs: number,
  error: unknown,
): void {
  logger.warn(`Job ${job.name} (${job.id}) attempt ${job.attempt}/${job.attempts} failed, retrying in ${delayMs} ms: ${messageOf(error)}`);
}

/** The one line an operator looks for: which job gave up, and why. */
export function logFailed(logger: JobLogger, job: { name: string; id: string; attempt: number }, error: unknown): void {
  logger.error(
    `Job ${job.name} (${job.id}) failed after ${job.attempt} attempt(s), giving up: ${messageOf(error)}`,
    error instanceof Error ? error.stack : undefined,
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
