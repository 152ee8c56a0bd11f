// Layering, checked by `npm run lint:deps` (part of `npm run lint`). Server code resolves aliases
// through tsconfig.json, the web through web/tsconfig.json (the script runs one pass each).
const TESTS = '\\.(spec|int-spec|test)\\.tsx?$|^(tests|e2e)/|/test-utils/|/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make start order and mocking fragile; a type-only cycle is harmless at run time.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'service-imports-other-service',
      severity: 'error',
      comment:
        'A service reaches another only through libs/contracts messages. Only the launcher (the composition root) and tests see several services.',
      from: { path: '^services/([^/]+)/', pathNot: ['^services/launcher/', TESTS] },
      to: { path: '^services/([^/]+)/', pathNot: '^services/$1/' },
    },
    {
      name: 'launcher-imports-service-insides',
      severity: 'error',
      comment: "The launcher composes services from each one's definition (and the BFF's index), not their insides.",
      from: { path: '^services/launcher/' },
      to: {
        path: '^services/(?!launcher/)',
        pathNot: '^services/[^/]+/src/(definition|index)\\.ts$',
      },
    },
    {
      name: 'lib-imports-service',
      severity: 'error',
      comment: 'Libraries sit under the services: a library never depends on one.',
      from: { path: '^libs/', pathNot: TESTS },
      to: { path: '^services/' },
    },
    {
      name: 'contracts-imports-framework',
      severity: 'error',
      comment:
        'Contracts are shared by every process and the web: plain types plus what DTO validation needs (class-validator, class-transformer, @nestjs/swagger decorators).',
      from: { path: '^libs/contracts/', pathNot: TESTS },
      to: {
        pathNot: ['^libs/contracts/', '(^|/)node_modules/(class-validator|class-transformer|@nestjs/swagger|@nestjs/mapped-types)/'],
      },
    },
    {
      name: 'web-imports-server-lib',
      severity: 'error',
      comment: 'The web shares libs/contracts with the server and nothing else.',
      from: { path: '^web/' },
      to: { path: '^(libs/(?!contracts/)|services/)' },
    },
    {
      name: 'feature-imports-other-feature',
      severity: 'error',
      comment:
        "A feature never imports another feature, not even its index or a type (bulletproof-react's import zones). A page that shows several features is composed in web/src/app (app/router.tsx passes the parts as props; app/pages and app/my assemble them); what several features need lives in web/src/components or web/src/lib.",
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'store-imports-feature-beyond-api-slices',
      severity: 'error',
      comment:
        "The store takes from features only their RTK Query API slices (features/<name>/api/<name>-api.ts, endpoints injected into lib/api/api.ts), never a feature's index or its components: the store loads with the shell. Its other slices are shared state in lib/state.",
      from: { path: '^web/src/app/store\\.ts$' },
      to: { path: '^web/src/(features|components)/', pathNot: '^web/src/features/[^/]+/api/[^/]+-api\\.ts$' },
    },
    {
      name: 'shared-or-feature-imports-app',
      severity: 'error',
      comment:
        'Imports flow shared -> features -> app. Only types may come back from app (the store types that the typed hooks in lib/state need); tests may build the real store.',
      from: { path: '^web/src/(features|components|lib)/', pathNot: TESTS },
      to: { path: '^web/src/app/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-imports-feature',
      severity: 'error',
      comment: 'Shared code (components, lib) serves every feature and knows none of them.',
      from: { path: '^web/src/(components|lib)/', pathNot: TESTS },
      to: { path: '^web/src/features/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import that does not resolve is a typo or an alias missing from tsconfig. Vite virtual modules (virtual:..., written by a plugin in web/vite.config.ts) have no file.',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // TypeScript 7 has no JS API for dependency-cruiser: SWC parses, and still sees `import type`.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
