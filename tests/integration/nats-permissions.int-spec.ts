// One NATS user per process (k8s/base/nats-auth.conf, written by scripts/nats-auth.mjs), on a real
// nats-server this test starts on a port of its own with that file: the whole distributed platform
// works with each process logged in as its own user, and a process's credentials reach no other
// service's subjects (the content service's cannot send users' admin commands).
import 'reflect-metadata';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { transformPatternToRoute } from '@nestjs/microservices/utils/transform-pattern.utils.js';
// @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
import { PROCESSES, natsAuthConfig } from '../../scripts/nats-auth.mjs';
import { DEMO, call, login } from '../support/accounts';
import { eventually } from '../support/eventually';
import { type RunningPlatform, freePort, startDistributed } from '../support/platform';
import { backingServicesAvailable } from '../support/services';

const NAMESPACE = `nats_perm_${randomBytes(4).toString('hex')}`;
const passwordOf = (process: string) => `${process}-${randomBytes(8).toString('hex')}`;
const passwords: Record<string, string> = Object.fromEntries((PROCESSES as string[]).map((p) => [p, passwordOf(p)]));
/** The subject Nest's NATS client publishes a command to (libs/platform nats-namespaced.ts). */
const commandSubject = (cmd: string): string => transformPatternToRoute({ cmd, ns: NAMESPACE });

let server: ChildProcess | undefined;
let serverLog = '';
let natsUrl = '';
let configDir = '';
const connections: NatsConnection[] = [];

async function startNatsServer(): Promise<void> {
  configDir = mkdtempSync(join(tmpdir(), 'lakbay-nats-perm-'));
  const port = await freePort();
  writeFileSync(join(configDir, 'nats-auth.conf'), natsAuthConfig(NAMESPACE) as string);
  // As k8s/backing/single/nats.conf, on a free port, without JetStream (no process uses it).
  writeFileSync(join(configDir, 'nats.conf'), `port: ${port}\nhost: 127.0.0.1\ninclude ./nats-auth.conf\n`);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
  for (const [name, password] of Object.entries(passwords)) {
    env[`NATS_PASSWORD_${name.toUpperCase()}`] = password;
  }
  server = spawn('/usr/sbin/nats-server', ['-c', join(configDir, 'nats.conf')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  natsUrl = `nats://127.0.0.1:${port}`;
  await eventually('nats-server listening', () => serverLog.includes('Server is ready'), { timeoutMs: 10_000 });
}

async function as(process: string): Promise<{ nc: NatsConnection; errors: string[] }> {
  const nc = await connect({ servers: [natsUrl], user: process, pass: passwords[process], name: `test-as-${process}` });
  connections.push(nc);
  const errors: string[] = [];
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'error') {
        errors.push(String(status.error));
      }
    }
  })();
  return { nc, errors };
}

if (await backingServicesAvailable()) {
  describe('NATS: one user per process with its own subjects (nats-auth.conf)', () => {
    let platform: RunningPlatform | undefined;
    const p = (): RunningPlatform => {
      if (!platform) {
        throw new Error('no platform');
      }
      return platform;
    };

    beforeAll(async () => {
      await startNatsServer();
      platform = await startDistributed(
        { NATS_URL: natsUrl, NATS_NAMESPACE: NAMESPACE },
        { processEnv: (name) => ({ NATS_USER: name, NATS_PASSWORD: passwords[name] }) },
      );
    }, 240_000);

    afterAll(async () => {
      await Promise.all(connections.map((nc) => nc.close()));
      await platform?.cleanup();
      server?.kill('SIGTERM');
      rmSync(configDir, { recursive: true, force: true });
    });

    it('runs the whole platform with each process as its own user: log-in, content, search, admin calls to every outbox', async () => {
      // Health is 200 only once every service answered the bff through NATS (startDistributed waited).
      const admin = (await login(p(), DEMO.admin)).sessionCookie;
      const followUp = await call(p(), 'GET', '/admin/follow-up-work', undefined, { token: admin });
      expect(followUp.status).toBe(200);
      // search reads content's change feed (content.changes) to build its index.
      await eventually(
        'search answers from the feeds',
        async () => {
          const res = await fetch(`${p().baseUrl}/api/v2/search?q=nurse`);
          return res.status === 200 && ((await res.json()) as unknown[]).length > 0;
        },
        { timeoutMs: 60_000, intervalMs: 500 },
      );
      // No process was refused anything on the way.
      const refused = (PROCESSES as string[]).filter((name) => /Permissions Violation/i.test(p().output?.(name) ?? ''));
      expect(refused).toEqual([]);
    }, 120_000);

    it("refuses the content service's credentials a users admin command, which the bff's may send", async () => {
      const subject = commandSubject('users.admin.list');
      const listener = await as('users');
      const delivered: string[] = [];
      // A second subscriber in the users service's place (no queue group): it sees what reaches users.
      const sub = listener.nc.subscribe(subject, {
        callback: (_err, msg) => {
          delivered.push(msg.string());
        },
      });
      await listener.nc.flush();

      const content = await as('content');
      content.nc.publish(subject, JSON.stringify({ pattern: 'users.admin.list', data: {}, id: 'from-content' }));
      await content.nc.flush();
      await eventually('the violation is reported to content', () => content.errors.some((e) => /permissions violation/i.test(e)));
      expect(content.errors.join()).toMatch(/publish/i);

      const bff = await as('bff');
      bff.nc.publish(subject, JSON.stringify({ pattern: 'users.admin.list', data: {}, id: 'from-bff' }));
      await bff.nc.flush();
      await eventually('the bff’s command arrives', () => delivered.some((m) => m.includes('from-bff')));
      expect(delivered.filter((m) => m.includes('from-content'))).toEqual([]);
      expect(bff.errors).toEqual([]);
      sub.unsubscribe();
    });

    it("does not let a service listen to another service's commands, nor send commands it never sends", async () => {
      const content = await as('content');
      content.nc.subscribe(commandSubject('users.auth.login'));
      await content.nc.flush();
      await eventually('the subscription is refused', () => content.errors.some((e) => /permissions violation.*subscription/i.test(e)));

      // scheduling may ask users for contacts (its code does), not for an admin's list of accounts.
      const scheduling = await as('scheduling');
      scheduling.nc.publish(commandSubject('users.contacts'), '{}');
      scheduling.nc.publish(commandSubject('users.admin.list'), '{}');
      await scheduling.nc.flush();
      await eventually('scheduling is refused', () => scheduling.errors.some((e) => /permissions violation.*publish/i.test(e)));
      expect(scheduling.errors.filter((e) => e.includes('users.contacts'))).toEqual([]);
      expect(scheduling.errors.filter((e) => e.includes('users.admin.list')).length).toBe(1);

      // notifications sends nothing: it may only answer what it is asked.
      const notifications = await as('notifications');
      notifications.nc.publish(commandSubject('content.careers.list'), '{}');
      await notifications.nc.flush();
      await eventually('notifications is refused', () => notifications.errors.some((e) => /permissions violation/i.test(e)));
    });

    it('refuses an unknown user and a wrong password', async () => {
      await expect(connect({ servers: [natsUrl], user: 'lakbay', pass: 'anything', reconnect: false })).rejects.toThrow(/authorization/i);
      await expect(connect({ servers: [natsUrl], user: 'users', pass: passwords.content, reconnect: false })).rejects.toThrow(
        /authorization/i,
      );
    });
  });
}
