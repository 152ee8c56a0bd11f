import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type FileReferencesRequest, type StoredUpload } from '@lakbay/contracts';
import { LocalDiskFileStore, PlatformError, type ServiceClient, runInCall } from '@lakbay/platform';
import { type UploadRoute, Uploads } from './uploads';

const route = { owner: 'apprenticeship' } as UploadRoute<object>;

/** An owner that points at `points`, recording what it was asked. */
function owner(points: string[], asked: string[][]): ServiceClient {
  return {
    send: (_cmd: string, request: FileReferencesRequest) => {
      asked.push(request.files);
      return Promise.resolve({ referenced: request.files.filter((f) => points.includes(f)) });
    },
  } as unknown as ServiceClient;
}

async function stored(store: LocalDiskFileStore, count: number): Promise<StoredUpload[]> {
  const files: StoredUpload[] = [];
  for (let i = 0; i < count; i++) {
    files.push({
      storedName: await store.save(Buffer.from(`file ${i}`), 'pdf'),
      name: `f${i}.pdf`,
      size: 6,
      contentType: 'application/pdf',
    });
  }
  return files;
}

const names = async (store: LocalDiskFileStore) => {
  const found: string[] = [];
  for await (const file of store.list()) {
    found.push(file.name);
  }
  return found.sort();
};

describe(Uploads.name, () => {
  const newStore = () => new LocalDiskFileStore(join(mkdtempSync(join(tmpdir(), 'lakbay-uploads-')), 'uploads'));

  it('after a keyed write answered from its first attempt, removes the files this request stored and no row points at', async () => {
    const store = newStore();
    const [first] = await stored(store, 1);
    const retry = await stored(store, 2);
    const asked: string[][] = [];
    const uploads = new Uploads(store, owner([first.storedName], asked));
    const reply = await runInCall({ requestId: 'r-1', idempotencyKey: 'k-1' }, () =>
      uploads.send(route, retry, () => Promise.resolve('the first attempt’s answer')),
    );
    expect(reply).toBe('the first attempt’s answer');
    expect(asked).toEqual([retry.map((f) => f.storedName)]);
    expect(await names(store)).toEqual([first.storedName]);
  });

  it('keeps the files a row points at after a keyed write, and asks nothing after a write without a key', async () => {
    const store = newStore();
    const files = await stored(store, 2);
    const asked: string[][] = [];
    const uploads = new Uploads(
      store,
      owner(
        files.map((f) => f.storedName),
        asked,
      ),
    );
    await runInCall({ requestId: 'r-2', idempotencyKey: 'k-2' }, () => uploads.send(route, files, () => Promise.resolve('saved')));
    await runInCall({ requestId: 'r-3' }, () => uploads.send(route, files, () => Promise.resolve('saved')));
    expect(asked).toHaveLength(1);
    expect(await names(store)).toEqual(files.map((f) => f.storedName).sort());
  });

  it('keeps them for the sweep when the owner cannot say, and removes them when the repeat was answered WRITE_IN_PROGRESS', async () => {
    const store = newStore();
    const files = await stored(store, 1);
    const down = { send: () => Promise.reject(PlatformError.unavailable('down')) } as unknown as ServiceClient;
    await runInCall({ requestId: 'r-4', idempotencyKey: 'k-4' }, () =>
      new Uploads(store, down).send(route, files, () => Promise.resolve('saved')),
    );
    expect(await names(store)).toEqual([files[0].storedName]);

    const inProgress = new PlatformError(ErrorCode.WRITE_IN_PROGRESS, 'still being saved');
    await expect(
      runInCall({ requestId: 'r-5', idempotencyKey: 'k-5' }, () =>
        new Uploads(store, down).send(route, files, () => Promise.reject(inProgress)),
      ),
    ).rejects.toBe(inProgress);
    expect(await names(store)).toEqual([]);
  });
});
