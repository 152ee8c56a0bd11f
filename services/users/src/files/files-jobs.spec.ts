import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskFileStore, createJobQueue } from '@lakbay/platform';
import { FilesJobs } from './files-jobs';

describe(FilesJobs.name, () => {
  it('removes the files a files.delete job names, and runs no job whose names are not stored names', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lakbay-files-jobs-'));
    const dir = join(root, 'uploads');
    const store = new LocalDiskFileStore(dir);
    const [resume, handIn, kept] = [
      await store.save(Buffer.from('a'), 'pdf'),
      await store.save(Buffer.from('b'), 'png'),
      await store.save(Buffer.from('c'), 'pdf'),
    ];
    writeFileSync(join(root, 'outside.txt'), 'not the store’s');
    const errors: string[] = [];
    const jobs = createJobQueue({ logger: { warn: () => undefined, error: (message: string) => errors.push(message) } });
    try {
      new FilesJobs(jobs, store).onModuleInit();
      await jobs.add('files.delete', { files: ['../outside.txt'] });
      // A name gone already (a repeated job) is no failure.
      await jobs.add('files.delete', { files: [resume, handIn, `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.zip`] });
      const deadline = Date.now() + 5000;
      while ((readdirSync(dir).length > 1 || errors.length === 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(readdirSync(dir)).toEqual([kept]);
      expect(readdirSync(root).sort()).toEqual(['outside.txt', 'uploads']);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/files\.delete .*invalid data: Each file must be a stored file name/);
    } finally {
      await jobs.close();
    }
  });
});
