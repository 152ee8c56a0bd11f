/**
 * One holder at a time, first come first served, with a bounded wait: what PGlite's own lock does,
 * but a waiter that runs out of time leaves the queue instead of hanging.
 */
export class TransactionGate {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly waitMs: number) {}

  /** True once held; false when waitMs passed first (the caller then never holds it). */
  acquire(waitMs = this.waitMs): Promise<boolean> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const grant = (): void => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        resolve(false);
      }, waitMs);
      this.waiting.push(grant);
    });
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
    } else {
      this.held = false;
    }
  }
}
