// Compiles services/ and libs/ to dist/ with SWC (TypeScript 7 has no JS API for the Nest CLI's
// tsc builder; type-checking is `npm run typecheck`). Tests and specs are not shipped.
// Path aliases come from tsconfig.base.json (scripts/ts-paths.mjs), added to .swcrc's settings.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsconfigPaths } from './ts-paths.mjs';

const swcrc = JSON.parse(readFileSync('.swcrc', 'utf8'));
swcrc.jsc = { ...swcrc.jsc, baseUrl: process.cwd(), paths: tsconfigPaths('tsconfig.base.json') };
const configDir = mkdtempSync(join(tmpdir(), 'lakbay-swc-'));
const configFile = join(configDir, 'swcrc.json');
writeFileSync(configFile, JSON.stringify(swcrc));

rmSync('dist', { recursive: true, force: true });
try {
  execFileSync(
    process.execPath,
    [
      'node_modules/@swc/cli/bin/swc.js',
      'services',
      'libs',
      '-d',
      'dist',
      '--config-file',
      configFile,
      '--copy-files',
      '--ignore',
      '**/*.spec.ts,**/*.int-spec.ts,**/*.test.ts,**/testing/**',
      '--quiet',
    ],
    { stdio: 'inherit' },
  );
} finally {
  rmSync(configDir, { recursive: true, force: true });
}
