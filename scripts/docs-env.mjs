// `npm run docs:env`: rewrites README.md's configuration table from ENV_DOCS
// (libs/platform/src/config/env.schema.ts), the one place variables are described. Runs on the
// built server, like db:migrate; tests/docs.spec.ts fails while the README differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ENV_DOCS } = require('../dist/libs/platform/src/config/env.schema.js');
const { envTableMarkdown, findEnvTable } = require('../dist/libs/platform/src/config/env-table.js');

const readme = readFileSync('README.md', 'utf8');
const table = findEnvTable(readme);
if (!table) {
  console.error('README.md has no configuration table (a row starting "| Variable").');
  process.exit(1);
}
const next = readme.slice(0, table.start) + envTableMarkdown(ENV_DOCS) + readme.slice(table.end);
writeFileSync('README.md', next);
console.log(next === readme ? 'README.md: configuration table already up to date' : 'README.md: configuration table rewritten');
