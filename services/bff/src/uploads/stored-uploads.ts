import { ErrorCode, type StoredUpload } from '@lakbay/contracts';
import { type FileStore } from '@lakbay/platform';
import { type FileKind, sniffAllowed } from './file-kind';
import { type FormFile, cleanFileName } from './multipart-form';
import { BffError } from '../http/bff-error';

/** Checks every file by content first (nothing is stored when one is refused), then stores them all. */
export async function storeChecked(
  files: FormFile[],
  allowed: readonly FileKind[],
  refused: string,
  store: FileStore,
): Promise<StoredUpload[]> {
  const checked = files.map((file) => {
    const kind = sniffAllowed(file.data, allowed);
    if (!kind) {
      throw new BffError(ErrorCode.VALIDATION_FAILED, refused, [
        { property: file.field, constraints: [`${cleanFileName(file.filename, 'file')}: ${refused}`] },
      ]);
    }
    return { file, kind };
  });
  const stored: StoredUpload[] = [];
  try {
    for (const { file, kind } of checked) {
      const storedName = await store.save(file.data, kind.extension);
      stored.push({
        storedName,
        name: cleanFileName(file.filename, `upload.${kind.extension}`),
        size: file.data.length,
        contentType: kind.contentType,
      });
    }
  } catch (err) {
    await discard(store, stored);
    throw err;
  }
  return stored;
}

/** Removes stored files whose message failed (the service kept no row of them). */
export async function discard(store: FileStore, stored: StoredUpload[]): Promise<void> {
  await Promise.all(stored.map((s) => store.delete(s.storedName).catch(() => undefined)));
}

/** Sends with the stored files, removing them when the service refused the message. */
export async function withUploads<T>(store: FileStore, stored: StoredUpload[], send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    await discard(store, stored);
    throw err;
  }
}
