import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();
let hooked = false;

/**
 * Kills the child with SIGKILL if the test runner exits while it still runs (a crash, or a run cut
 * short before afterAll): platform processes and private servers must not outlive the test run.
 */
export function reapOnExit(child: ChildProcess): void {
  live.add(child);
  child.once('exit', () => live.delete(child));
  if (!hooked) {
    hooked = true;
    process.once('exit', () => {
      for (const running of live) {
        running.kill('SIGKILL');
      }
    });
  }
}
