// The NATS users file (k8s/base/nats-auth.conf) is what scripts/nats-auth.mjs writes, and its call
// graph is the one the services' code has: a command a service starts sending must be allowed here
// (tests/integration/nats-permissions.int-spec.ts runs the platform on it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROCESS_NAMES } from '@lakbay/contracts';
// @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
import { CALLS, NATS_AUTH_FILE, PROCESSES, natsAuthConfig, permissions } from '../../scripts/nats-auth.mjs';
import { rootPath } from './support';

type Permissions = Record<string, { publish: { allow: string[] }; subscribe: { allow: string[] } }>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      return name === 'testing' ? [] : sourceFiles(full);
    }
    return name.endsWith('.ts') && !/\.(spec|int-spec)\.ts$/.test(name) ? [full] : [];
  });
}

/** The commands a process's own code sends with ServiceClient.send('<service>.<command>', ...). */
function commandsSentBy(process: string): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(rootPath('services', process, 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\.send(?:<[^>]*>)?\(\s*'([a-z]+\.[a-zA-Z0-9.:-]+)'/g)) {
      found.add(m[1]);
    }
  }
  return [...found].sort();
}

describe('NATS users (scripts/nats-auth.mjs)', () => {
  it('the committed nats-auth.conf is what the script writes', () => {
    expect(readFileSync(NATS_AUTH_FILE as string, 'utf8')).toBe(natsAuthConfig());
  });

  it('has a user for every process', () => {
    expect([...(PROCESSES as string[])].sort()).toEqual([...PROCESS_NAMES].sort());
  });

  it("allows every command each process's code sends, and a domain service none of another's admin commands", () => {
    const calls = CALLS as Record<string, string[]>;
    for (const process of PROCESS_NAMES) {
      const allowed = calls[process] ?? [];
      const missing = commandsSentBy(process).filter((cmd) => !allowed.includes(cmd) && !allowed.includes(cmd.split('.')[0]));
      expect({ process, missing }).toEqual({ process, missing: [] });
    }
    const perms = permissions('lakbay') as Permissions;
    for (const process of PROCESS_NAMES.filter((name) => name !== 'bff')) {
      const admin = perms[process].publish.allow.filter((s) => /"cmd":"[a-z]+(\.>|\.admin\.|\.outbox\.)/.test(s));
      expect({ process, admin }).toEqual({ process, admin: [] });
      expect(perms[process].subscribe.allow).toContain(`{"cmd":"${process}.>`);
    }
    // The bff serves no command: it subscribes to replies and notices only.
    expect(perms.bff.subscribe.allow).toEqual(['_INBOX.>', 'lakbay.broadcast.>']);
  });

  it('refuses a namespace that would break out of its subject token', () => {
    expect(() => permissions('lakbay.>')).toThrow(/letters, digits/);
  });
});
