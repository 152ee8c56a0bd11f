import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidMailError } from './invalid-mail-error';
import { OutboxMailer } from './outbox-mailer';
import { DEFAULT_FROM, describeMailerContract } from './testing/mailer-contract';

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

describeMailerContract(OutboxMailer.name, async (from) => {
  const root = await mkdtemp(join(tmpdir(), 'lakbay-outbox-'));
  // A directory that does not exist yet: the mailer creates it.
  const outboxDir = join(root, 'data', 'outbox');
  return {
    mailer: new OutboxMailer({ outboxDir, from }),
    delivered: async () => Promise.all((await emlFiles(outboxDir)).map((name) => readFile(join(outboxDir, name)))),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe(OutboxMailer.name, () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lakbay-outbox-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  describe('send', () => {
    it('names the file after the time and the Message-ID, with CRLF lines, and leaves no temp file', async () => {
      const mailer = new OutboxMailer({ outboxDir: root, from: DEFAULT_FROM, now: () => new Date('2026-03-01T08:00:00.123Z') });
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
      const mailer = new OutboxMailer({ outboxDir: root, from: DEFAULT_FROM, now: () => new Date('2026-03-01T08:00:00.000Z') });
      await Promise.all([1, 2, 3].map((n) => mailer.send({ to: 'kadet@example.ph', subject: `Hi ${n}`, text: 'Hello' })));
      expect(await readdir(root)).toHaveLength(3);
    });

    it('creates no outbox directory for a rejected message', async () => {
      const outboxDir = join(root, 'outbox');
      const mailer = new OutboxMailer({ outboxDir, from: DEFAULT_FROM });
      await expect(mailer.send({ to: 'nope', subject: 'Hi', text: 'Hello' })).rejects.toBeInstanceOf(InvalidMailError);
      expect(await readdir(root)).toEqual([]);
    });
  });

  describe('constructor', () => {
    it('refuses a bad default sender', () => {
      expect(() => new OutboxMailer({ outboxDir: root, from: 'Lakbay' })).toThrow(/from: "Lakbay" is not a valid e-mail address/);
    });
  });
});
