import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskFileStore } from './local-disk-file-store';
import { fileStoreContract } from './testing/file-store-contract';

fileStoreContract('local disk', () => new LocalDiskFileStore(join(mkdtempSync(join(tmpdir(), 'lakbay-files-')), 'uploads')));

describe(LocalDiskFileStore.name, () => {
  it('creates its folder on first save and leaves no temporary file behind', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lakbay-files-')), 'uploads');
    const store = new LocalDiskFileStore(dir);
    const name = await store.save(Buffer.from('hello'), 'jpg');
    expect(readdirSync(dir)).toEqual([name]);
  });

  it('leaves no file, temporary or not, when a stream fails midway', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lakbay-files-')), 'uploads');
    const store = new LocalDiskFileStore(dir);
    const kept = await store.save(Buffer.from('kept'), 'zip');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half an archive');
        throw new Error('the source broke');
      })(),
    );
    await expect(store.save(failing, 'zip')).rejects.toThrow('the source broke');
    expect(readdirSync(dir)).toEqual([kept]);
  });

  it('leaves no file, temporary or not, when the extension is refused after the bytes are written', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lakbay-files-')), 'uploads');
    const store = new LocalDiskFileStore(dir);
    await expect(
      store.save(Readable.from([Buffer.alloc(256 * 1024, 1)]), () => {
        throw new Error('not a kind we take');
      }),
    ).rejects.toThrow('not a kind we take');
    expect(readdirSync(dir)).toEqual([]);
  });
});
