// The NATS servers' configuration files as deployed (k8s/backing/single/nats.conf for dev and
// compose, k8s/backing/ha/nats.conf for prod's cluster of three), each with the users file beside
// it, parsed by the real nats-server (`-t`: check the configuration and exit). Skipped where
// nats-server is not installed.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESS_NAMES } from '@lakbay/contracts';
import { describeWithTool, rootPath } from './support';

const natsServer = ['/usr/sbin/nats-server', '/usr/local/bin/nats-server', '/usr/bin/nats-server'].find((p) => existsSync(p));

describeWithTool(
  { name: 'nats-server', debianPackage: 'nats-server', path: natsServer },
  'NATS configuration files (nats-server -t)',
  () => {
    const passwords = Object.fromEntries(PROCESS_NAMES.map((p) => [`NATS_PASSWORD_${p.toUpperCase()}`, `${p}-password`]));

    function check(config: string, env: NodeJS.ProcessEnv): string {
      const dir = mkdtempSync(path.join(tmpdir(), 'lakbay-nats-conf-'));
      try {
        mkdirSync(path.join(dir, 'auth'));
        copyFileSync(rootPath(config), path.join(dir, 'nats.conf'));
        copyFileSync(rootPath('k8s/base/nats-auth.conf'), path.join(dir, 'auth', 'nats-auth.conf'));
        return execFileSync(natsServer ?? 'nats-server', ['-t', '-c', path.join(dir, 'nats.conf')], {
          env: { PATH: process.env.PATH, ...env },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it.each(['k8s/backing/single/nats.conf', 'k8s/backing/ha/nats.conf'])('%s is valid with every password set', (config) => {
      expect(() => check(config, { ...passwords, POD_NAME: 'nats-0' })).not.toThrow();
    });

    it('refuses to start when a process password is missing from the environment', () => {
      const { NATS_PASSWORD_CONTENT: _missing, ...others } = passwords;
      expect(() => check('k8s/backing/single/nats.conf', others)).toThrow(/NATS_PASSWORD_CONTENT/);
    });
  },
);
