import { readFileSync } from 'node:fs';
import { ENV_DOCS } from '../libs/platform/src/config/env.schema';

describe('README.md', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('documents every environment variable with its default', () => {
    for (const doc of ENV_DOCS) {
      const row = readme.split('\n').find((line) => new RegExp(`^\\|\\s*\`${doc.name}\`\\s*\\|`).test(line));
      expect(row).toBeDefined();
      expect(row).toContain(doc.default);
    }
  });

  it('names the command that runs the platform and the one that runs the tests', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });
});
