import { OutageLog } from './outage-log';

function recorder() {
  const lines: string[] = [];
  return { lines, logger: { warn: (m: string) => lines.push(`warn ${m}`), log: (m: string) => lines.push(`log ${m}`) } };
}

describe(OutageLog.name, () => {
  it('logs an outage as three lines however many failures and retries it holds', () => {
    const { lines, logger } = recorder();
    let now = 1_000;
    const outage = new OutageLog('NATS client connection', logger, () => now);
    outage.restored();
    for (let i = 0; i < 20; i++) {
      outage.lost('connection refused');
      outage.retrying();
    }
    now += 25_400;
    outage.restored();
    outage.restored();
    expect(lines).toEqual([
      'warn NATS client connection lost (connection refused): requests that need it answer 503 until it is back.',
      'log NATS client connection: reconnecting, and will keep trying until it is back.',
      'warn NATS client connection back after 25.4 s.',
    ]);
  });

  it('logs each outage of its own', () => {
    const { lines, logger } = recorder();
    const outage = new OutageLog('Redis connection', logger);
    outage.lost();
    outage.restored();
    outage.lost();
    expect(outage.isDown).toBe(true);
    expect(lines.filter((l) => l.includes(' lost'))).toHaveLength(2);
  });
});
