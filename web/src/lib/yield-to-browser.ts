/**
 * Ends the current task so the browser can paint and answer taps before the rest runs: start-up
 * work done in one go is one long task on a slow phone (issue 15). scheduler.yield() where the
 * browser has it (the rest runs ahead of other queued tasks), else a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') {
    return scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
