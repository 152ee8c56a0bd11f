import { DEFAULT_OPS_PORT } from '../../libs/platform/src/config/load-config';
import { DOCUMENTED_ENV_VARS, LAUNCHER, type Stage, envNames, execForm, parseDockerfile, readText } from './support';

const DOCKERFILE = 'deploy/Dockerfile';
const NODE_24 = /^node:24([.-]|$)/;

const stages = parseDockerfile(readText(DOCKERFILE));
const final = stages.at(-1) as Stage;
const build = stages[0];
const args = (stage: Stage, keyword: string): string[] => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
const runs = (stage: Stage): string[] => args(stage, 'RUN');

/** A small .dockerignore matcher: `*`, `**`, `?`, leading `/`, `!` exceptions; the last match wins. */
function ignored(patterns: string[], file: string): boolean {
  let result = false;
  for (const raw of patterns) {
    const negate = raw.startsWith('!');
    const pattern = (negate ? raw.slice(1) : raw).replace(/^\/+/, '').replace(/\/+$/, '');
    const source = pattern
      .split('/')
      .map((part) =>
        part === '**'
          ? '(?:.*)'
          : part
              .replace(/[.+^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '[^/]*')
              .replace(/\?/g, '[^/]'),
      )
      .join('/')
      .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
    // A pattern also excludes everything under a matching directory.
    if (new RegExp(`^${source}(?:/.*)?$`).test(file)) {
      result = !negate;
    }
  }
  return result;
}

const dockerignore = readText('.dockerignore')
  .split(/\r?\n/)
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'));

describe('deploy/Dockerfile', () => {
  it('is multi-stage, on the official Node 24 image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) {
      expect(stage.image).toMatch(NODE_24);
    }
    expect(final.image).toBe('node:24-bookworm-slim');
  });

  it('runs the final stage as a non-root user', () => {
    const user = args(final, 'USER').at(-1);
    expect(user).toBeDefined();
    const [name] = String(user).split(':');
    expect(['root', '0', '']).not.toContain(name);
    // After USER, nothing switches back to root.
    const last = final.instructions.map((i) => i.keyword).lastIndexOf('USER');
    expect(final.instructions.slice(last + 1).filter((i) => i.keyword === 'USER')).toEqual([]);
  });

  it('starts the launcher: a process name as argument, none for standalone', () => {
    expect(execForm(args(final, 'ENTRYPOINT').at(-1) ?? '[]')).toEqual(['node', LAUNCHER]);
    const cmd = args(final, 'CMD').at(-1);
    expect(cmd === undefined ? [] : execForm(cmd)).toEqual([]);
    expect(args(final, 'EXPOSE').join(' ')).toMatch(/\b3000\b/);
  });

  it("checks every process's readiness on its ops server, and exposes the ops port", () => {
    const healthcheck = args(final, 'HEALTHCHECK').at(-1) ?? '';
    const cmd = /\bCMD\s+(\[.*\])$/s.exec(healthcheck);
    expect(cmd).not.toBeNull();
    const command = execForm((cmd as RegExpExecArray)[1]).join(' ');
    expect(command).toContain('/health/ready');
    expect(command).toContain(`process.env.OPS_PORT || ${DEFAULT_OPS_PORT}`);
    expect(command).not.toContain('/api/v2/health');
    expect(args(final, 'EXPOSE').join(' ').split(/\s+/)).toContain(String(DEFAULT_OPS_PORT));
  });

  it('builds with npm ci and npm run build, then prunes the dev dependencies', () => {
    const all = runs(build).join(' && ');
    const ci = all.indexOf('npm ci');
    const buildAt = all.indexOf('npm run build');
    const prune = all.indexOf('npm prune --omit=dev');
    expect(ci).toBeGreaterThanOrEqual(0);
    expect(buildAt).toBeGreaterThan(ci);
    expect(prune).toBeGreaterThan(buildAt);
    for (const run of runs(final)) {
      expect(run).not.toMatch(/\bnpm (ci|install|i)\b/);
    }
  });

  it('copies every workspace manifest before npm ci, so the lockfile matches', () => {
    const pkg = JSON.parse(readText('package.json')) as { workspaces?: string[] };
    const firstCi = build.instructions.findIndex((i) => i.keyword === 'RUN' && i.args.includes('npm ci'));
    const copied = build.instructions
      .slice(0, firstCi)
      .filter((i) => i.keyword === 'COPY')
      .flatMap((i) =>
        i.args
          .split(/\s+/)
          .filter((a) => !a.startsWith('--'))
          .slice(0, -1),
      );
    for (const manifest of ['package.json', 'package-lock.json', ...(pkg.workspaces ?? []).map((w) => `${w}/package.json`)]) {
      expect(manifest).not.toMatch(/[*?]/); // a glob workspace needs its folders listed here
      expect(copied).toContain(manifest);
      expect({ manifest, ignored: ignored(dockerignore, manifest) }).toEqual({ manifest, ignored: false });
    }
  });

  it('copies the server, the SPA and the production dependencies from the build stage', () => {
    const fromBuild = args(final, 'COPY')
      .filter((a) => a.includes(`--from=${build.name ?? '0'}`))
      .map((a) => a.split(/\s+/).filter((p) => !p.startsWith('--'))[0]);
    for (const part of ['/app/node_modules', '/app/dist', '/app/web/dist']) {
      expect(fromBuild).toContain(part);
    }
  });

  it('sets only documented variables', () => {
    const undocumented = stages.flatMap((stage) => envNames(stage.instructions)).filter((name) => !DOCUMENTED_ENV_VARS.includes(name));
    expect(undocumented).toEqual([]);
  });

  it('.dockerignore keeps dependencies, build output, data, secrets and git out of the context', () => {
    for (const path of ['node_modules/x', 'web/node_modules/x', 'dist/main.js', 'web/dist/index.html', 'data/db', '.env', '.git/HEAD']) {
      expect({ path, ignored: ignored(dockerignore, path) }).toEqual({ path, ignored: true });
    }
    for (const path of ['services/launcher/src/main.ts', 'web/src/main.tsx', 'scripts/build-server.mjs', '.swcrc', 'tsconfig.json']) {
      expect({ path, ignored: ignored(dockerignore, path) }).toEqual({ path, ignored: false });
    }
  });

  it('the parser reads what the checks rely on', () => {
    const parsed = parseDockerfile(
      'FROM node:24-bookworm-slim AS a\nRUN echo 1 \\\n  && echo 2\nFROM node:20 AS b\nUSER root\nENV A=1 B=2\n',
    );
    expect(parsed.map((s) => s.image)).toEqual(['node:24-bookworm-slim', 'node:20']);
    expect(parsed[0]?.instructions[0]?.args).toBe('echo 1 && echo 2');
    expect(envNames(parsed[1]?.instructions ?? [])).toEqual(['A', 'B']);
    expect(parsed[1]?.image).not.toMatch(NODE_24);
    expect(ignored(['**/node_modules', '!keep'], 'a/b/node_modules/c')).toBe(true);
  });
});
