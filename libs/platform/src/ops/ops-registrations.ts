import type { OnModuleDestroy } from '@nestjs/common';

/**
 * What one app added to the process's health checks and metrics, undone when the app closes (before
 * its database and transport do), so a stopped or restarted service leaves nothing stale behind.
 */
export class OpsRegistrations implements OnModuleDestroy {
  private readonly undo: Array<() => unknown> = [];

  add(undo: () => unknown): void {
    this.undo.push(undo);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled(this.undo.splice(0).map(async (fn) => fn()));
  }
}
