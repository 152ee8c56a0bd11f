import { ErrorCode, type StoredUpload } from '@lakbay/contracts';
import { type FileStore, ServiceError } from '@lakbay/platform';
import { type Logger } from '@nestjs/common';

/** What a file's bytes were found to be; null from a sniff means refused. */
export interface FileKindFound {
  extension: string;
  contentType: string;
}

/** Removes stored files no row points at; a failure is left to the upload sweep. */
export async function discard(store: FileStore, stored: StoredUpload[]): Promise<void> {
  await Promise.all(stored.map((s) => store.delete(s.storedName).catch(() => undefined)));
}

/**
 * Whether a failed write certainly stored nothing: the service answered with a refusal (4xx), or
 * WRITE_IN_PROGRESS (a repeat under an Idempotency-Key whose first attempt runs). Another 5xx,
 * WRITE_OUTCOME_UNKNOWN above all, may come after the row was committed: its files stay, and
 * the upload sweep removes them later if nothing points at them.
 */
export function writeSurelyFailed(err: unknown): boolean {
  if (!(err instanceof ServiceError)) {
    return false;
  }
  // A repeat of a keyed write while its first attempt still runs: this one did nothing (the first
  // attempt's files are its own).
  return err.code === ErrorCode.WRITE_IN_PROGRESS || (err.status < 500 && err.code !== ErrorCode.WRITE_OUTCOME_UNKNOWN);
}

/**
 * Sends the write that points at the stored files. On a refusal the files go; on an unknown
 * outcome they stay (a committed row may point at them).
 */
export async function sendWithUploads<T>(store: FileStore, stored: StoredUpload[], send: () => Promise<T>, logger: Logger): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (writeSurelyFailed(err)) {
      await discard(store, stored);
    } else if (stored.length > 0) {
      logger.warn(`kept ${stored.map((s) => s.storedName).join(', ')} for the upload sweep: the write's outcome is unknown`);
    }
    throw err;
  }
}
