import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The installed @electric-sql/pglite version (its data directories may change between versions). */
export function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
