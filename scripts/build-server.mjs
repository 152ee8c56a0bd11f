// Compiles services/ and libs/ to dist/ with SWC (TypeScript 7 has no JS API for the Nest CLI's
// tsc builder; type-checking is `npm run typecheck`). Tests and specs are not shipped.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    'node_modules/@swc/cli/bin/swc.js',
    'services',
    'libs',
    '-d',
    'dist',
    '--config-file',
    '.swcrc',
    '--copy-files',
    '--ignore',
    '**/*.spec.ts,**/*.int-spec.ts,**/*.test.ts,**/testing/**',
    '--quiet',
  ],
  { stdio: 'inherit' },
);
