import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileReferencesRequest } from '@lakbay/contracts';
import { LocalDiskFileStore, PlatformError, type ServiceClient } from '@lakbay/platform';
import { UPLOAD_SWEEP_GRACE_MS, UploadSweep } from './upload-sweep';

const DAY = 24 * 60 * 60 * 1000;
const TIMING = { uploadSweep: { everyMs: 3600_000, graceMs: UPLOAD_SWEEP_GRACE_MS } };

/** Services that point at the given names, recording what they were asked. */
function owners(points: Record<string, string[]>, asked: string[] = []): ServiceClient {
  return {
    send: (cmd: string, request: FileReferencesRequest) => {
      asked.push(cmd);
      const theirs = new Set(points[cmd] ?? []);
      return Promise.resolve({ referenced: request.files.filter((f) => theirs.has(f)) });
    },
  } as unknown as ServiceClient;
}

async function storeWith(ages: Record<string, number>): Promise<{ store: LocalDiskFileStore; names: Record<string, string> }> {
  const dir = join(mkdtempSync(join(tmpdir(), 'lakbay-sweep-')), 'uploads');
  const store = new LocalDiskFileStore(dir);
  const names: Record<string, string> = {};
  for (const [label, ageMs] of Object.entries(ages)) {
    names[label] = await store.save(Buffer.from(label), 'pdf');
    const when = new Date(Date.now() - ageMs);
    utimesSync(join(dir, names[label]), when, when);
  }
  return { store, names };
}

const present = async (store: LocalDiskFileStore, name: string) => (await store.open(name)) !== null;

describe(UploadSweep.name, () => {
  describe('sweep', () => {
    it('removes an old file nothing points at, and keeps old files a service points at and young ones', async () => {
      const { store, names } = await storeWith({ orphan: 2 * DAY, avatar: 2 * DAY, resume: 3 * DAY, young: 60_000 });
      const asked: string[] = [];
      const services = owners({ 'users.files.referenced': [names.avatar], 'apprenticeship.files.referenced': [names.resume] }, asked);
      const result = await new UploadSweep(store, services, TIMING).sweep();
      expect(result).toEqual({ checked: 3, removed: [names.orphan] });
      expect(await present(store, names.orphan)).toBe(false);
      for (const kept of [names.avatar, names.resume, names.young]) {
        expect(await present(store, kept)).toBe(true);
      }
      expect(asked.sort()).toEqual(['apprenticeship.files.referenced', 'users.files.referenced']);
    });

    it('removes the part of an upload that never finished (a process killed mid-upload) once past the grace period', async () => {
      const dir = join(mkdtempSync(join(tmpdir(), 'lakbay-sweep-')), 'uploads');
      const store = new LocalDiskFileStore(dir);
      const kept = await store.save(Buffer.from('kept'), 'pdf');
      const [old, young] = ['.00000000-0000-4000-8000-00000000000a.77.tmp', '.00000000-0000-4000-8000-00000000000b.77.tmp'];
      for (const name of [old, young]) {
        writeFileSync(join(dir, name), 'half an upload');
      }
      const when = new Date(Date.now() - 2 * DAY);
      utimesSync(join(dir, old), when, when);
      await new UploadSweep(store, owners({}), TIMING).sweep();
      expect(readdirSync(dir).sort()).toEqual([young, kept].sort());
    });

    it('keeps a file younger than the grace period even when nothing points at it yet (its write may be on its way)', async () => {
      const { store, names } = await storeWith({ pending: UPLOAD_SWEEP_GRACE_MS - 60_000 });
      await expect(new UploadSweep(store, owners({}), TIMING).sweep()).resolves.toEqual({ checked: 0, removed: [] });
      expect(await present(store, names.pending)).toBe(true);
    });

    it('takes its grace period from the configuration (UPLOAD_SWEEP_GRACE_HOURS)', async () => {
      const { store, names } = await storeWith({ twoHours: 2 * 3600_000, halfHour: 1800_000 });
      const sweep = new UploadSweep(store, owners({}), { uploadSweep: { everyMs: 1000, graceMs: 3600_000 } });
      await expect(sweep.sweep()).resolves.toEqual({ checked: 1, removed: [names.twoHours] });
      expect(await present(store, names.halfHour)).toBe(true);
    });

    it('removes nothing when a service does not answer', async () => {
      const { store, names } = await storeWith({ orphan: 2 * DAY });
      const down = {
        send: (cmd: string) =>
          cmd.startsWith('apprenticeship')
            ? Promise.reject(PlatformError.unavailable('The apprenticeship service is unavailable.'))
            : Promise.resolve({ referenced: [] }),
      } as unknown as ServiceClient;
      await expect(new UploadSweep(store, down, TIMING).sweep()).rejects.toThrow('unavailable');
      expect(await present(store, names.orphan)).toBe(true);
    });

    it('is harmless when two replicas sweep the shared store at once', async () => {
      const { store, names } = await storeWith({ a: 2 * DAY, b: 2 * DAY, kept: 2 * DAY });
      const services = owners({ 'users.files.referenced': [names.kept] });
      const [first, second] = await Promise.all([
        new UploadSweep(store, services, TIMING).sweep(),
        new UploadSweep(store, services, TIMING).sweep(),
      ]);
      expect(new Set([...first.removed, ...second.removed])).toEqual(new Set([names.a, names.b]));
      expect(await present(store, names.kept)).toBe(true);
    });
  });
});
