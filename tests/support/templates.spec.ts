import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyOfTemplate, standaloneTemplate } from './templates';

describe(standaloneTemplate.name, () => {
  const made: string[] = [];
  afterAll(() => {
    for (const path of made) {
      rmSync(path, { recursive: true, force: true });
    }
  });

  const key = () => `spec-${randomBytes(6).toString('hex')}`;
  const unfinished = (name: string) => readdirSync(tmpdir()).filter((entry) => entry.startsWith(`lakbay-template-making-${name}-`));

  it('makes the template once, even for callers that ask at the same time, and copies hold what it holds', async () => {
    let makes = 0;
    const make = async (folder: string) => {
      makes += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      writeFileSync(join(folder, 'seeded'), 'yes');
    };
    const name = key();
    const [first, second] = await Promise.all([standaloneTemplate(name, make), standaloneTemplate(name, make)]);
    made.push(first);
    expect(second).toBe(first);
    expect(await standaloneTemplate(name, make)).toBe(first);
    // Two callers that found no template both made one; only one became the template.
    expect(makes).toBeLessThanOrEqual(2);
    const copy = copyOfTemplate(first);
    made.push(copy);
    expect(copy).not.toBe(first);
    expect(readFileSync(join(copy, 'seeded'), 'utf8')).toBe('yes');
  });

  it('leaves no template, and nothing half-made, when making it fails', async () => {
    const name = key();
    await expect(
      standaloneTemplate(name, (folder) => {
        writeFileSync(join(folder, 'half'), 'written');
        return Promise.reject(new Error('the platform did not start'));
      }),
    ).rejects.toThrow('the platform did not start');
    expect(existsSync(join(tmpdir(), `lakbay-template-${name}`))).toBe(false);
    expect(unfinished(name)).toEqual([]);
  });
});
