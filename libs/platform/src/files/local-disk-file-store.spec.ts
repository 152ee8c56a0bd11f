import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
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

  it('removes what a save that never finished left behind once it is older than asked, and nothing else', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lakbay-files-')), 'uploads');
    const store = new LocalDiskFileStore(dir);
    const kept = await store.save(Buffer.from('kept'), 'pdf');
    const old = '.00000000-0000-4000-8000-000000000001.4242.tmp';
    const young = '.00000000-0000-4000-8000-000000000002.4242.tmp';
    writeFileSync(join(dir, old), 'half');
    writeFileSync(join(dir, young), 'half');
    writeFileSync(join(dir, 'notes.tmp'), 'not ours');
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    utimesSync(join(dir, old), dayAgo, dayAgo);
    utimesSync(join(dir, kept), dayAgo, dayAgo);
    await expect(store.removeUnfinished(new Date(Date.now() - 3600 * 1000))).resolves.toBe(1);
    expect(readdirSync(dir).sort()).toEqual([young, kept, 'notes.tmp'].sort());
  });
});
