import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmlFileMailer } from './eml-file-mailer';
import { emlWrittenAt, pruneEmlFolder } from './eml-retention';
import { DEFAULT_FROM } from './testing/mailer-contract';

const DAY = 24 * 3600_000;

describe('pruneEmlFolder', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lakbay-eml-retention-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('removes the mails written before the retention and keeps the newer ones', async () => {
    const now = new Date('2026-12-02T12:00:00.000Z');
    const at = (daysAgo: number) => () => new Date(now.getTime() - daysAgo * DAY);
    const old = await new EmlFileMailer({ emlDir: root, from: DEFAULT_FROM, now: at(31) }).send({
      to: 'a@example.ph',
      subject: 'Old',
      text: 'x',
    });
    const recent = await new EmlFileMailer({ emlDir: root, from: DEFAULT_FROM, now: at(29) }).send({
      to: 'a@example.ph',
      subject: 'Recent',
      text: 'x',
    });
    // A leftover temporary file is judged by its mtime.
    const temp = join(root, '.leftover.tmp');
    await writeFile(temp, 'half');
    await utimes(temp, at(40)(), at(40)());

    expect(await pruneEmlFolder(root, 30, now)).toBe(2);
    expect(await readdir(root)).toEqual([recent.file.slice(root.length + 1)]);
    expect(old.file).not.toBe(recent.file);
  });

  it('finds nothing to do in a folder that does not exist yet', async () => {
    expect(await pruneEmlFolder(join(root, 'mail'), 30)).toBe(0);
  });

  it('reads the time from the name the mailer gives', () => {
    expect(emlWrittenAt('2026-03-01T08-00-00-123Z-abc_lakbay.local.eml')).toEqual(new Date('2026-03-01T08:00:00.123Z'));
    expect(emlWrittenAt('notes.txt')).toBeNull();
  });
});
