import { readdirSync } from 'node:fs';
import {
  type JsonObject,
  SECRET_NAME,
  containersOf,
  interpolations,
  isObject,
  isPlaceholder,
  k8sYamlFiles,
  literalSecretProblem,
  loadComposeFile,
  podSpecOf,
  readText,
  rootPath,
  secretLookingTokens,
  str,
} from './support';
import { kustomize } from './kustomize';

const COMPOSE_FILE = 'docker-compose.yml';
const ENV_EXAMPLE = 'deploy/.env.example';

/** Every committed deployment file. */
const deployFiles = [COMPOSE_FILE, '.dockerignore', ...readdirSync(rootPath('deploy')).map((f) => `deploy/${f}`), ...k8sYamlFiles()];

const compose = loadComposeFile(COMPOSE_FILE);

/** Every environment mapping in the compose file: services' and the shared x- blocks. */
function composeEnvironments(): Array<[string, Record<string, string>]> {
  const out: Array<[string, Record<string, string>]> = [];
  for (const [key, value] of Object.entries(compose)) {
    if (key.startsWith('x-') && isObject(value) && !('image' in value)) {
      out.push([key, value as Record<string, string>]);
    }
  }
  for (const [name, service] of Object.entries(compose.services as Record<string, JsonObject>)) {
    const env = service.environment;
    const entries = Array.isArray(env)
      ? Object.fromEntries(env.map((e) => [str(e).split('=')[0], str(e).split('=').slice(1).join('=')]))
      : Object.fromEntries(Object.entries(isObject(env) ? env : {}).map(([k, v]) => [k, str(v ?? '')]));
    out.push([name, entries]);
  }
  return out;
}

const allStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(allStrings)
      : isObject(value)
        ? Object.values(value).flatMap(allStrings)
        : [];

const envExample = readText(ENV_EXAMPLE);
const exampleEntries = [...envExample.matchAll(/^\s*(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => ({
  commented: m[1] !== undefined,
  name: m[2],
  value: m[3].trim(),
}));

describe('secrets in committed deployment files', () => {
  it('compose takes every secret from a required interpolation, never a literal or a default', () => {
    const problems = composeEnvironments().flatMap(([where, env]) =>
      Object.entries(env).flatMap(([name, value]) => {
        const problem = literalSecretProblem(name, str(value));
        return problem ? [`${where}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
    const required = new Set(
      composeEnvironments().flatMap(([, env]) =>
        Object.values(env).flatMap((v) => interpolations(str(v)).filter((i) => i.operator?.endsWith('?'))),
      ),
    );
    expect([...required].map((i) => i.name).sort()).toEqual(
      expect.arrayContaining(['AUTH_SECRET', 'MEILI_MASTER_KEY', 'POSTGRES_PASSWORD']),
    );
    for (const i of required) {
      expect({ name: i.name, message: (i.argument ?? '').trim().length > 0 }).toEqual({ name: i.name, message: true });
    }
  });

  it('deploy/.env.example lists every variable compose reads, with placeholders for the secrets', () => {
    const text = allStrings(compose).join('\n'); // values only: comments may show ${VAR:?...} as an example
    const used = new Set(interpolations(text).map((i) => i.name));
    const listed = new Set(exampleEntries.map((e) => e.name));
    for (const name of used) {
      expect({ name, listed: listed.has(name) }).toEqual({ name, listed: true });
    }
    for (const i of interpolations(text).filter((x) => x.operator?.endsWith('?'))) {
      expect({ name: i.name, set: exampleEntries.some((e) => e.name === i.name && !e.commented) }).toEqual({ name: i.name, set: true });
    }
    for (const entry of exampleEntries.filter((e) => SECRET_NAME.test(e.name))) {
      expect({ name: entry.name, placeholder: isPlaceholder(entry.value) }).toEqual({ name: entry.name, placeholder: true });
    }
  });

  it('k8s takes secret variables from Secrets, and the ConfigMap holds no secret or password', () => {
    // As applied: each overlay built, patches included.
    const objects = ['k8s/overlays/dev', 'k8s/overlays/prod'].flatMap((file) => kustomize(file).map((object) => ({ file, object })));
    const problems: string[] = [];
    for (const { file, object } of objects) {
      if (object.kind === 'ConfigMap') {
        for (const [key, value] of Object.entries((object.data as JsonObject | undefined) ?? {})) {
          const problem = SECRET_NAME.test(key) ? `${key} is a secret` : literalSecretProblem(key, str(value));
          if (problem) {
            problems.push(`${file}: ${problem}`);
          }
        }
      }
      const pod = podSpecOf(object);
      if (!pod) {
        continue;
      }
      for (const container of containersOf(pod)) {
        for (const env of (container.env as JsonObject[] | undefined) ?? []) {
          if (env.value === undefined) {
            continue;
          }
          const problem = SECRET_NAME.test(str(env.name))
            ? `${str(env.name)} has a literal value`
            : literalSecretProblem(str(env.name), str(env.value));
          if (problem) {
            problems.push(`${file} ${str(object.metadata.name)}/${str(container.name)}: ${problem}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('no committed deployment file holds a key-like token', () => {
    for (const file of deployFiles) {
      expect({ file, tokens: secretLookingTokens(readText(file)) }).toEqual({ file, tokens: [] });
    }
  });

  it('no committed deployment file turns on a test-only setting (TEST_TRANSACTION_GUARD)', () => {
    for (const file of deployFiles) {
      expect({ file, testOnly: readText(file).match(/\bTEST_[A-Z_]+/g) ?? [] }).toEqual({ file, testOnly: [] });
    }
  });

  it('the checks catch literal secrets, defaults, passwords in URLs and random tokens', () => {
    expect(literalSecretProblem('AUTH_SECRET', 'a-very-long-secret-value-written-out-here')).toBeDefined();
    expect(literalSecretProblem('AUTH_SECRET', '${AUTH_SECRET:-fallback}')).toBeDefined();
    expect(literalSecretProblem('AUTH_SECRET', '${AUTH_SECRET}')).toBeDefined();
    expect(literalSecretProblem('POSTGRES_PASSWORD', 'postgres')).toBeDefined();
    expect(literalSecretProblem('DATABASE_URL', 'postgresql://lakbay:hunter2@postgres:5432/lakbay')).toBeDefined();
    expect(literalSecretProblem('REDIS_URL', 'redis://:hunter2@redis:6379')).toBeDefined();
    expect(literalSecretProblem('AUTH_SECRET', '${AUTH_SECRET:?set it}')).toBeUndefined();
    expect(literalSecretProblem('DATABASE_URL', 'postgresql://lakbay:${PG:?set it in .env}@postgres:5432/lakbay')).toBeUndefined();
    expect(literalSecretProblem('NATS_URL', 'nats://nats:4222')).toBeUndefined();
    expect(literalSecretProblem('DATABASE_URL', 'postgresql://none@none.invalid/none')).toBeUndefined();
    expect(literalSecretProblem('DATABASE_URL', 'postgresql://none:pw@none.invalid/none')).toBeDefined();
    expect(literalSecretProblem('DATABASE_URL', 'postgresql://lakbay@postgres/lakbay')).toBeDefined();
    expect(secretLookingTokens('AUTH_SECRET=3f9a0c1d2b4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6')).not.toEqual([]);
    expect(secretLookingTokens('key: Zk3pQ9rT2vX8yB1nM4cL7dF0gH5jK6sA')).not.toEqual([]);
    expect(secretLookingTokens('command: ["node", "dist/services/launcher/src/main.js"]')).toEqual([]);
  });
});
