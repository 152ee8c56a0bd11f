// Prod's NATS (k8s/backing/ha/nats.conf: three servers in a cluster, one user per process) keeps
// request-reply working when the server a process is connected to is lost, as when its node goes.
// Three real nats-servers on this machine run the deployed file with only its addresses changed
// (ports, routes and store folders: the cluster's DNS names are Kubernetes').
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { PROCESS_NAMES } from '@lakbay/contracts';
import { eventually } from '../support/eventually';
import { freePort } from '../support/platform';

const ROOT = process.cwd();
// As the committed users file allows it (the namespace lakbay).
const SUBJECT = '{"cmd":"users.contacts","ns":"lakbay"}';
const passwords = Object.fromEntries(PROCESS_NAMES.map((p) => [`NATS_PASSWORD_${p.toUpperCase()}`, `${p}-cluster-test`]));

interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  log: () => string;
}

describe('NATS cluster of three (k8s/backing/ha/nats.conf)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lakbay-nats-cluster-'));
  const servers: Server[] = [];
  const connections: NatsConnection[] = [];

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'auth'));
    copyFileSync(path.join(ROOT, 'k8s/base/nats-auth.conf'), path.join(dir, 'auth', 'nats-auth.conf'));
    const deployed = readFileSync(path.join(ROOT, 'k8s/backing/ha/nats.conf'), 'utf8');
    const ports = await Promise.all(
      [0, 1, 2].map(async () => ({ client: await freePort(), http: await freePort(), cluster: await freePort() })),
    );
    for (const [i, port] of ports.entries()) {
      let conf = deployed
        .replace(/^port: 4222$/m, `port: ${port.client}\nhost: 127.0.0.1`)
        .replace(/^http_port: 8222$/m, `http_port: ${port.http}`)
        .replace(/^ {2}port: 6222$/m, `  port: ${port.cluster}\n  host: 127.0.0.1`)
        .replace('store_dir: /data', `store_dir: ${path.join(dir, `data-${i}`)}`);
      for (const [j, other] of ports.entries()) {
        conf = conf.replace(`nats://nats-${j}.nats-cluster:6222`, `nats://127.0.0.1:${other.cluster}`);
      }
      if (/nats-cluster:6222|:4222\b|:8222\b/.test(conf)) {
        throw new Error(`nats.conf changed: an address was not replaced\n${conf}`);
      }
      const file = path.join(dir, `nats-${i}.conf`);
      writeFileSync(file, conf);
      let log = '';
      const child = spawn('/usr/sbin/nats-server', ['-c', file], {
        env: { PATH: process.env.PATH, ...passwords, POD_NAME: `nats-${i}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
      child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
      servers.push({ name: `nats-${i}`, port: port.client, child, log: () => log });
    }
    // Each server routes to the two others.
    await eventually(
      'the cluster formed',
      async () => {
        for (const [i, port] of ports.entries()) {
          const routez = (await (await fetch(`http://127.0.0.1:${port.http}/routez`)).json()) as { num_routes: number };
          if (routez.num_routes < 2) {
            return false;
          }
          if (/\[FTL\]/.test(servers[i].log())) {
            throw new Error(`${servers[i].name} stopped: ${servers[i].log()}`);
          }
        }
        return true;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
  }, 60_000);

  afterAll(async () => {
    await Promise.all(connections.map((nc) => nc.close().catch(() => undefined)));
    for (const s of servers) {
      s.child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const as = async (user: string, first: number): Promise<NatsConnection> => {
    // Like a pod behind the Service nats: it knows one server and learns the others from the cluster.
    const nc = await connect({
      servers: [`127.0.0.1:${servers[first].port}`],
      user,
      pass: passwords[`NATS_PASSWORD_${user.toUpperCase()}`],
      reconnectTimeWait: 200,
      maxReconnectAttempts: -1,
    });
    connections.push(nc);
    return nc;
  };

  it("answers a request across servers, and again after the requester's server is killed", async () => {
    const users = await as('users', 0);
    users.subscribe(SUBJECT, {
      queue: 'users',
      callback: (_err, msg) => {
        msg.respond('contacts');
      },
    });
    await users.flush();
    const scheduling = await as('scheduling', 1);
    await eventually('the subscription reached the other servers', async () => {
      try {
        return (await scheduling.request(SUBJECT, '{}', { timeout: 1000 })).string() === 'contacts';
      } catch {
        return false;
      }
    });

    // The server scheduling is connected to goes, as with its node.
    servers[1].child.kill('SIGKILL');
    await eventually(
      'scheduling reconnected to a surviving server and is answered again',
      async () => {
        try {
          return (await scheduling.request(SUBJECT, '{}', { timeout: 1000 })).string() === 'contacts';
        } catch {
          return false;
        }
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(scheduling.info?.port).not.toBe(servers[1].port);
  }, 60_000);
});
