import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { decryptTo, isEncrypted, writeEncrypted } from './backup-crypto';
import { applyRetention } from './take-backup';

describe('backup-crypto', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lakbay-backup-crypto-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const secret = Buffer.from('PK\u0003\u0004 every account and the auth secret '.repeat(2000));

  it('gives back the bytes with the passphrase, and refuses a wrong one or a changed byte', async () => {
    const file = join(dir, 'a.backup');
    await writeEncrypted(Readable.from([secret]), file, 'a passphrase long enough');
    const stored = readFileSync(file);
    expect(isEncrypted(stored)).toBe(true);
    expect(stored.includes(Buffer.from('auth secret'))).toBe(false);

    await decryptTo(file, join(dir, 'out'), 'a passphrase long enough');
    expect(readFileSync(join(dir, 'out'))).toEqual(secret);

    await expect(decryptTo(file, join(dir, 'wrong'), 'another passphrase here')).rejects.toThrow(/Wrong passphrase/);
    await expect(decryptTo(file, join(dir, 'none'), undefined)).rejects.toThrow(/give its passphrase/);
    stored[stored.length - 100] = (stored[stored.length - 100] ?? 0) ^ 1;
    writeFileSync(join(dir, 'changed.backup'), stored);
    await expect(decryptTo(join(dir, 'changed.backup'), join(dir, 'changed'), 'a passphrase long enough')).rejects.toThrow(/damaged/);
  });
});

describe('applyRetention', () => {
  it('keeps the newest archives by count and age, never fewer than one, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lakbay-retention-'));
    try {
      const now = new Date('2026-12-02T12:00:00Z');
      const names = [1, 2, 3, 40, 50].map((daysAgo) => {
        const at = new Date(now.getTime() - daysAgo * 86_400_000);
        const name = `lakbay-${at.toISOString().replace(/[-:.]/g, '')}.backup`;
        writeFileSync(join(dir, name), 'x');
        utimesSync(join(dir, name), at, at);
        return name;
      });
      writeFileSync(join(dir, 'notes.txt'), 'mine');
      expect((await applyRetention(dir, 3, 30, now)).sort()).toEqual([names[3], names[4]].sort());
      expect(readdirSync(dir).sort()).toEqual([names[0], names[1], names[2], 'notes.txt'].sort());
      // All too old: the newest stays.
      expect(await applyRetention(dir, 3, 30, new Date(now.getTime() + 365 * 86_400_000))).toHaveLength(2);
      expect(readdirSync(dir).sort()).toEqual([names[0], 'notes.txt'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
