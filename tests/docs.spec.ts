import { readFileSync } from 'node:fs';
import { ENV_DOCS } from '../libs/platform/src/config/env.schema';
import { envTableMarkdown, findEnvTable } from '../libs/platform/src/config/env-table';

describe('README.md', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('holds the configuration table generated from ENV_DOCS (npm run docs:env)', () => {
    const table = findEnvTable(readme);
    expect(table).toBeDefined();
    expect(readme.slice(table?.start, table?.end)).toBe(envTableMarkdown(ENV_DOCS));
  });

  it('names the command that runs the platform and the one that runs the tests', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });
});

describe('deploy/.env.example', () => {
  const lines = readFileSync('deploy/.env.example', 'utf8').split('\n');
  const platformVars = new Set(ENV_DOCS.map((doc) => doc.name));
  const variableOf = (line: string) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];

  it("leaves the platform's variables to README's table (no second description to drift)", () => {
    const described = lines.flatMap((line, i) => {
      const name = variableOf(line);
      const above = lines[i - 1] ?? '';
      // A comment right above a variable describes it, unless it is another variable or a heading.
      const isDescription = above.startsWith('#') && variableOf(above) === undefined && !above.trimEnd().endsWith(':');
      return name !== undefined && platformVars.has(name) && isDescription ? [name] : [];
    });
    expect(described).toEqual([]);
  });
});
