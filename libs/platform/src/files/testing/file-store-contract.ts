import { Readable } from 'node:stream';
import type { FileStore } from '../file-store';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function listedNames(store: FileStore): Promise<string[]> {
  const names: string[] = [];
  for await (const file of store.list()) {
    names.push(file.name);
  }
  return names;
}

/** The behaviour every FileStore adapter must have; run it from each adapter's spec. */
export function fileStoreContract(adapter: string, makeStore: () => Promise<FileStore> | FileStore): void {
  describe(`${adapter}: the FileStore contract`, () => {
    it('stores bytes under a new generated name and gives them back unchanged', async () => {
      const store = await makeStore();
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
      const a = await store.save(bytes, 'png');
      const b = await store.save(bytes, 'png');
      expect(a).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect(b).not.toBe(a);
      const opened = await store.open(a);
      expect(opened?.size).toBe(bytes.length);
      expect(await readAll(opened!.stream)).toEqual(bytes);
    });

    it('stores a stream as it comes, and keeps nothing when the stream fails', async () => {
      const store = await makeStore();
      const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
      const name = await store.save(Readable.from(chunks), 'zip');
      const opened = await store.open(name);
      expect(opened?.size).toBe(64 * 16 * 1024);
      // Buffer.equals: Jest's deep equality walks a megabyte byte by byte.
      expect((await readAll(opened!.stream)).equals(Buffer.concat(chunks))).toBe(true);
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from('half an archive');
          throw new Error('the source broke');
        })(),
      );
      await expect(store.save(failing, 'zip')).rejects.toThrow('the source broke');
    });

    it('answers null for unknown names and for names it would never generate', async () => {
      const store = await makeStore();
      await expect(store.open('00000000-0000-4000-8000-000000000000.png')).resolves.toBeNull();
      for (const bad of ['../etc/passwd', '..%2Fsecret', 'a.png', '', '00000000-0000-4000-8000-000000000000.png/../x']) {
        await expect(store.open(bad)).resolves.toBeNull();
      }
    });

    it('deletes, and deleting twice or an unknown name does nothing', async () => {
      const store = await makeStore();
      const name = await store.save(Buffer.from('x'), 'webp');
      await store.delete(name);
      await expect(store.open(name)).resolves.toBeNull();
      await expect(store.delete(name)).resolves.toBeUndefined();
    });

    it('lists what it stores, with when it was saved, and no longer what it deleted', async () => {
      const store = await makeStore();
      const listed = async () => {
        const found = new Map<string, Date>();
        for await (const file of store.list()) {
          found.set(file.name, file.savedAt);
        }
        return found;
      };
      await expect(listed()).resolves.toEqual(new Map());
      const before = Date.now() - 1000;
      const a = await store.save(Buffer.from('a'), 'pdf');
      const b = await store.save(Buffer.from('b'), 'png');
      await store.delete(b);
      const found = await listed();
      expect([...found.keys()]).toEqual([a]);
      expect(found.get(a)!.getTime()).toBeGreaterThanOrEqual(before);
    });

    it('refuses extensions that could smuggle a path', async () => {
      const store = await makeStore();
      await expect(store.save(Buffer.from('x'), '../png')).rejects.toThrow(/extension/);
      await expect(store.save(Buffer.from('x'), () => '../png')).rejects.toThrow(/extension/);
      await expect(listedNames(store)).resolves.toEqual([]);
    });

    it('takes the extension once every byte is written, and keeps nothing when it is refused then', async () => {
      const store = await makeStore();
      const seen: number[] = [];
      let written = 0;
      const counted = Readable.from(
        (async function* () {
          for (const part of ['%PDF-', '1.7 body']) {
            yield Buffer.from(part);
            written += part.length; // once the store has taken the chunk
          }
        })(),
      );
      const name = await store.save(counted, () => {
        seen.push(written);
        return 'pdf';
      });
      expect(seen).toEqual([13]);
      expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect((await readAll((await store.open(name))!.stream)).toString()).toBe('%PDF-1.7 body');
      await expect(
        store.save(Readable.from([Buffer.from('not a picture')]), async () => {
          throw new Error('refused by its bytes');
        }),
      ).rejects.toThrow('refused by its bytes');
      await expect(listedNames(store)).resolves.toEqual([name]);
    });
  });
}
