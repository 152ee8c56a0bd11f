import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenForBackups, platformListening } from './control-socket';

describe('control socket', () => {
  let dir: string;

  beforeEach(() => {
    // Short: a Unix socket path has a length limit of about 100 bytes.
    dir = mkdtempSync(join(tmpdir(), 'lk-cs-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('tells whether a platform listens on DATA_DIR, asking it nothing', async () => {
    expect(await platformListening(dir)).toBe(false);
    const asked: unknown[] = [];
    const server = await listenForBackups(dir, async (request) => {
      asked.push(request);
      return { ok: false, error: 'not here' };
    });
    try {
      expect(await platformListening(dir)).toBe(true);
      expect(asked).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    // Gone: its socket file is left behind and nobody answers on it.
    expect(await platformListening(dir)).toBe(false);
  });

  it('lets the server close once a client ended without a request (no half-open socket holds it)', async () => {
    const server = await listenForBackups(dir, async () => ({ ok: false, error: 'not here' }));
    const client = connect({ path: join(dir, '.control.sock') });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    // Before the fix the server never ended its side: this waited for ever.
    const closedByServer = new Promise<void>((resolve) => client.once('end', () => resolve()));
    client.end();
    await closedByServer;
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      new Promise<string>((resolve) => server.close(() => resolve('closed'))),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still open after 2 s'), 2000))),
    ]);
    clearTimeout(timer);
    expect(closed).toBe('closed');
  });
});
