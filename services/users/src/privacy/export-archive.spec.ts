import { Readable } from 'node:stream';
import { ARCHIVE_DATA_FILE, buildArchive, entryPath, safeEntryName } from './export-archive';
import { unzip } from './testing/unzip';

/** name -> text of every entry. */
async function entriesOf(data: Buffer): Promise<Map<string, string>> {
  return new Map([...(await unzip(data))].map(([name, bytes]) => [name, bytes.toString('utf8')]));
}

describe('the data export archive', () => {
  it('keeps entry names to safe characters, with no path and no leading dot', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeEntryName('Résumé ni Juan (final).pdf')).toBe('Resume_ni_Juan_final_.pdf');
    expect(safeEntryName('...')).toBe('file');
    expect(entryPath('apprenticeship', 0, { storedName: 'x.pdf', name: 'cv.pdf' })).toBe('files/apprenticeship/001-cv.pdf');
  });

  it('holds one JSON of every part with an index of the files, and each file the store still has', async () => {
    const stored: Record<string, string> = { 'a.png': 'avatar bytes', 'b.pdf': 'resume bytes' };
    const archive = await buildArchive(
      [
        { service: 'users', part: { data: { account: { id: 'u1' } }, files: [{ storedName: 'a.png', name: 'avatar.png' }] } },
        {
          service: 'apprenticeship',
          part: {
            data: { applications: [] },
            files: [
              { storedName: 'b.pdf', name: 'resume.pdf' },
              { storedName: 'gone.pdf', name: 'lost.pdf' },
            ],
          },
        },
      ],
      async (name) => (name in stored ? Readable.from([Buffer.from(stored[name] ?? '')]) : null),
      { exportedAt: '2026-11-25T00:00:00.000Z' },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of archive) {
      chunks.push(chunk as Buffer);
    }
    const entries = await entriesOf(Buffer.concat(chunks));
    expect([...entries.keys()].sort()).toEqual(['files/apprenticeship/001-resume.pdf', 'files/users/001-avatar.png', ARCHIVE_DATA_FILE]);
    expect(entries.get('files/users/001-avatar.png')).toBe('avatar bytes');
    expect(JSON.parse(entries.get(ARCHIVE_DATA_FILE) as string)).toEqual({
      exportedAt: '2026-11-25T00:00:00.000Z',
      users: { account: { id: 'u1' } },
      apprenticeship: { applications: [] },
      files: [
        { service: 'users', name: 'avatar.png', path: 'files/users/001-avatar.png' },
        { service: 'apprenticeship', name: 'resume.pdf', path: 'files/apprenticeship/001-resume.pdf' },
        { service: 'apprenticeship', name: 'lost.pdf', path: null },
      ],
    });
  });
  it('fails its stream when a file fails midway, so no partial archive is stored', async () => {
    const archive = await buildArchive(
      [{ service: 'users', part: { data: {}, files: [{ storedName: 'a.png', name: 'avatar.png' }] } }],
      async () =>
        Readable.from(
          (async function* () {
            yield Buffer.from('the first bytes');
            throw new Error('the disk went away');
          })(),
        ),
      {},
    );
    await expect(
      (async () => {
        for await (const chunk of archive) {
          void chunk;
        }
      })(),
    ).rejects.toThrow('the disk went away');
  });
});
