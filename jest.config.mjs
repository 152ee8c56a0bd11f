// Three projects: unit (specs beside the code), integration (real PostgreSQL, NATS, Redis and the
// built processes), web (React in jsdom). Sources compile with SWC to ES modules because NestJS 12
// and MikroORM 7 ship ES modules only (run Jest with node --experimental-vm-modules).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jestModuleNameMapper } from './scripts/ts-paths.mjs';

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

// Embedded databases in tests start from copies of clusters made before (initdb, a service's
// migrations) instead of making them again: about 3 CPU-seconds each
// (libs/platform/src/database/pglite-templates.ts). One folder per PGlite version, kept between runs.
const pgliteVersion = JSON.parse(
  readFileSync(new URL('./node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
).version;
process.env.TEST_PGLITE_TEMPLATES ??= join(tmpdir(), `lakbay-pglite-templates-${pgliteVersion}`);

// Aliases come from the tsconfigs' paths (scripts/ts-paths.mjs): add one there, not here.
const aliases = jestModuleNameMapper('tsconfig.base.json');

const server = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc(false) },
  moduleNameMapper: aliases,
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/web/'],
};

/** @type {import('jest').Config} */
export default {
  // Each test file evaluates its modules afresh (ES modules in VM contexts) and a worker's memory
  // grows file by file until garbage collection takes much of its time: a worker past this size is
  // replaced after its file (the unit lane: 9.4 to 5.9 minutes, 1,065 to 675 CPU-seconds).
  workerIdleMemoryLimit: '700MB',
  projects: [
    {
      ...server,
      displayName: 'unit',
      testMatch: ['<rootDir>/services/**/*.spec.ts', '<rootDir>/libs/**/*.spec.ts', '<rootDir>/tests/**/*.spec.ts'],
    },
    {
      ...server,
      displayName: 'integration',
      // The SPA's write retries (web/src/lib/api, plain modules) drive bookings in write-outcome.int-spec.ts.
      modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/web/(?!src/lib/api/)'],
      // One platform per mode for the suites that share one (tests/support/shared-platform.ts),
      // started only when TEST_SHARED_PLATFORMS=true (scripts/test.mjs's integration lane).
      globalSetup: '<rootDir>/tests/support/jest/shared-platforms.setup.ts',
      globalTeardown: '<rootDir>/tests/support/jest/shared-platforms.teardown.ts',
      testMatch: ['<rootDir>/tests/**/*.int-spec.ts', '<rootDir>/services/**/*.int-spec.ts', '<rootDir>/libs/**/*.int-spec.ts'],
      testTimeout: 60000,
    },
    {
      displayName: 'web',
      rootDir: '<rootDir>/web',
      testEnvironment: 'jsdom',
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: {
        ...jestModuleNameMapper('web/tsconfig.json'),
        '\\.(css|less)$': '<rootDir>/test/style-stub.cjs',
        '\\.(png|svg|jpg|webp|woff2?)$': '<rootDir>/test/file-stub.cjs',
      },
      // The build may be writing web/dist while these run (scripts/test.mjs runs them side by side).
      modulePathIgnorePatterns: ['<rootDir>/dist/'],
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    },
  ],
};
