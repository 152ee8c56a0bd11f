import { FILE_REFERENCES_BATCH } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, FILE_STORE, type FileStore, ServiceClient } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

/** The services that keep stored names in their rows: each says which of a batch it points at. */
const OWNERS = ['users.files.referenced', 'apprenticeship.files.referenced'] as const;

/**
 * By default (UPLOAD_SWEEP_GRACE_HOURS) a file younger than this is never swept: its write may still
 * be on its way (a slow service, a retry with the same Idempotency-Key). Far longer than any RPC
 * timeout; at least an hour.
 */
export const UPLOAD_SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
// The first sweep waits for the platform to settle (or one interval, when that is shorter), at a
// random moment so replicas started together do not sweep together (harmless, only wasted work).
const FIRST_SWEEP_MS = 5 * 60 * 1000;

export interface SweepResult {
  /** Files old enough to be judged. */
  checked: number;
  /** Those no service pointed at, now removed. */
  removed: string[];
}

/**
 * Removes uploads nothing points at: files whose write was refused after a failed delete, or whose
 * write's outcome was unknown and did not commit, or that a row stopped pointing at. Every BFF
 * replica sweeps the store they share (standalone: the one process): deleting is idempotent, and a
 * file is removed only when every owning service answered that none of its rows points at it. A
 * service that does not answer ends the run: nothing is removed on a guess.
 */
@Injectable()
export class UploadSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UploadSweep.name);
  private timer: NodeJS.Timeout | undefined;

  private readonly everyMs: number;
  private readonly graceMs: number;

  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly services: ServiceClient,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'uploadSweep'>,
  ) {
    ({ everyMs: this.everyMs, graceMs: this.graceMs } = config.uploadSweep);
  }

  onApplicationBootstrap(): void {
    const run = () => {
      this.sweep()
        .then(({ checked, removed }) => {
          if (removed.length > 0) {
            this.logger.log(`removed ${removed.length} of ${checked} old uploads that nothing points at`);
          }
          return removed;
        })
        .catch((err: unknown) => this.logger.warn(`upload sweep stopped, nothing more removed: ${String(err)}`))
        .finally(() => {
          this.timer = setTimeout(run, this.everyMs).unref();
        });
    };
    const first = Math.min(FIRST_SWEEP_MS, this.everyMs);
    this.timer = setTimeout(run, first + Math.floor(Math.random() * first)).unref();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  /** One pass over the store: files saved before now - graceMs that no owner points at are removed. */
  async sweep(now = new Date(), graceMs = this.graceMs): Promise<SweepResult> {
    const cutoff = now.getTime() - graceMs;
    const unfinished = await this.store.removeUnfinished(new Date(cutoff));
    if (unfinished > 0) {
      this.logger.log(`removed ${unfinished} file(s) of uploads that never finished`);
    }
    const result: SweepResult = { checked: 0, removed: [] };
    let batch: string[] = [];
    const judge = async () => {
      result.checked += batch.length;
      result.removed.push(...(await this.removeUnreferenced(batch)));
      batch = [];
    };
    for await (const file of this.store.list()) {
      if (file.savedAt.getTime() <= cutoff) {
        batch.push(file.name);
      }
      if (batch.length === FILE_REFERENCES_BATCH) {
        await judge();
      }
    }
    if (batch.length > 0) {
      await judge();
    }
    return result;
  }

  private async removeUnreferenced(files: string[]): Promise<string[]> {
    const replies = await Promise.all(OWNERS.map((cmd) => this.services.send(cmd, { files })));
    const referenced = new Set(replies.flatMap((reply) => reply.referenced));
    const orphans = files.filter((name) => !referenced.has(name));
    for (const name of orphans) {
      await this.store.delete(name);
    }
    return orphans;
  }
}
