// Path aliases have one source: the `paths` of a tsconfig (tsconfig.base.json for the server,
// web/tsconfig.json for the web). The SWC build and Jest derive theirs from it here, so an alias
// added there works everywhere without another edit.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `paths` of a tsconfig (JSON without comments; file from the repository root) as absolute targets. */
export function tsconfigPaths(file) {
  const path = resolve(ROOT, file);
  const { compilerOptions } = JSON.parse(readFileSync(path, 'utf8'));
  const base = dirname(path);
  return Object.fromEntries(
    Object.entries(compilerOptions?.paths ?? {}).map(([alias, targets]) => [alias, targets.map((t) => resolve(base, t))]),
  );
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The same aliases as Jest's moduleNameMapper ('@/*' becomes '^@/(.*)$' -> '…/src/$1'). */
export function jestModuleNameMapper(file) {
  return Object.fromEntries(
    Object.entries(tsconfigPaths(file)).map(([alias, [target]]) =>
      alias.endsWith('/*') ? [`^${escape(alias.slice(0, -1))}(.*)$`, target.replace(/\*$/, '$1')] : [`^${escape(alias)}$`, target],
    ),
  );
}
