import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const NODE = join(process.cwd(), 'node_modules/.bin/node');

function startProcess(entry: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(NODE, [join(process.cwd(), entry), ...args], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 30000,
  });
  return { code: result.status, stderr: result.stderr };
}

describe('process start-up', () => {
  it('refuses to start a distributed service without its variables, naming each one', () => {
    const { code, stderr } = startProcess('dist/services/users/src/main.js', [], { MODE: 'distributed' });
    expect(code).toBe(1);
    for (const name of ['NATS_URL', 'DATABASE_URL', 'REDIS_URL', 'AUTH_SECRET']) {
      expect(stderr).toContain(`${name} is required when MODE=distributed`);
    }
  });

  it('refuses a malformed variable with a message naming it', () => {
    const { code, stderr } = startProcess('dist/services/launcher/src/main.js', ['users'], {
      MODE: 'distributed',
      NATS_URL: 'http://127.0.0.1:4222',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_SECRET: 'x'.repeat(40),
    });
    expect(code).toBe(1);
    expect(stderr).toContain('NATS_URL must be a URL starting with nats://');
  });

  it('refuses to start in distributed mode with the documented demo admin password, and db.js seed without SEED_DEMO_DATA', () => {
    const distributed = {
      MODE: 'distributed',
      NATS_URL: 'nats://127.0.0.1:4222',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_SECRET: 'x'.repeat(40),
    };
    const bff = startProcess('dist/services/launcher/src/main.js', ['bff'], { ...distributed, ADMIN_PASSWORD: 'lakbay-admin-demo' });
    expect(bff.code).toBe(1);
    expect(bff.stderr).toContain('ADMIN_PASSWORD is the documented demo password');
    const seed = startProcess('dist/services/launcher/src/db.js', ['seed'], { ...distributed, ADMIN_PASSWORD: 'an-own-password' });
    expect(seed.code).toBe(1);
    expect(seed.stderr).toContain('SEED_DEMO_DATA=true');
  });

  it('refuses an unknown process name and single processes in standalone mode', () => {
    expect(startProcess('dist/services/launcher/src/main.js', ['payments'], {}).stderr).toContain('Unknown process payments');
    expect(startProcess('dist/services/launcher/src/main.js', ['users'], {}).stderr).toContain('needs MODE=distributed');
  });
});
