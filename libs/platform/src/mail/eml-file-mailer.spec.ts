import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidMailError } from './invalid-mail-error';
import { EmlFileMailer } from './eml-file-mailer';
import { DEFAULT_FROM, describeMailerContract } from './testing/mailer-contract';

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

describeMailerContract(EmlFileMailer.name, async (from) => {
  const root = await mkdtemp(join(tmpdir(), 'lakbay-eml-'));
  // A directory that does not exist yet: the mailer creates it.
  const emlDir = join(root, 'data', 'mail');
  return {
    mailer: new EmlFileMailer({ emlDir, from }),
    delivered: async () => Promise.all((await emlFiles(emlDir)).map((name) => readFile(join(emlDir, name)))),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe(EmlFileMailer.name, () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lakbay-eml-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  describe('send', () => {
    it('names the file after the time and the Message-ID, with CRLF lines, and leaves no temp file', async () => {
      const mailer = new EmlFileMailer({ emlDir: root, from: DEFAULT_FROM, now: () => new Date('2026-03-01T08:00:00.123Z') });
      const { messageId, file } = await mailer.send({ to: 'kadet@example.ph', subject: 'Hi', text: 'Hello\nthere' });

      const files = await readdir(root);
      expect(files).toEqual([file.slice(root.length + 1)]);
      expect(files[0]).toMatch(/^2026-03-01T08-00-00-123Z-[A-Za-z0-9._-]+\.eml$/);
      expect(files[0]).toContain(messageId.replace(/^<|>$/g, '').replace('@', '_'));
      const eml = await readFile(file, 'utf8');
      expect(eml).toContain('Hello\r\nthere');
      expect(eml.replace(/\r\n/g, '')).not.toMatch(/\n/);
    });

    it('writes one file per message even within the same millisecond', async () => {
      const mailer = new EmlFileMailer({ emlDir: root, from: DEFAULT_FROM, now: () => new Date('2026-03-01T08:00:00.000Z') });
      await Promise.all([1, 2, 3].map((n) => mailer.send({ to: 'kadet@example.ph', subject: `Hi ${n}`, text: 'Hello' })));
      expect(await readdir(root)).toHaveLength(3);
    });

    it('creates no .eml folder for a rejected message', async () => {
      const emlDir = join(root, 'mail');
      const mailer = new EmlFileMailer({ emlDir, from: DEFAULT_FROM });
      await expect(mailer.send({ to: 'nope', subject: 'Hi', text: 'Hello' })).rejects.toBeInstanceOf(InvalidMailError);
      expect(await readdir(root)).toEqual([]);
    });
  });

  describe('constructor', () => {
    it('refuses a bad default sender', () => {
      expect(() => new EmlFileMailer({ emlDir: root, from: 'Lakbay' })).toThrow(/from: "Lakbay" is not a valid e-mail address/);
    });
  });
});
