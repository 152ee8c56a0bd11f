import { ErrorCode } from '@lakbay/contracts';
import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { TimeoutError } from 'rxjs';
import { PlatformError, ServiceError } from '../errors';
import { KeyedHistogram } from './keyed-histogram';
import { LATENCY_BUCKETS, metricsRegistry, registerGauge } from './registry';
import { observeRpcCall, rpcOutcomeOf } from './rpc-metrics';

/** The _count sample of a histogram series, read from the text the ops server serves. */
async function sampleCount(metric: string, labels: string): Promise<number> {
  const text = await metricsRegistry.getSingleMetricAsString(metric);
  const line = text.split('\n').find((l) => l.startsWith(`${metric}_count{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('RPC metrics', () => {
  it('records a call by command and outcome, passing its result and its error through', async () => {
    const metric = 'lakbay_rpc_client_duration_seconds';
    const before = await sampleCount(metric, 'command="users.get",outcome="ok"');
    await expect(observeRpcCall('users.get', Promise.resolve('reply'))).resolves.toBe('reply');
    expect(await sampleCount(metric, 'command="users.get",outcome="ok"')).toBe(before + 1);

    const refused = { status: 404, code: ErrorCode.NOT_FOUND, message: 'There is nothing here.' };
    await expect(observeRpcCall('users.get', Promise.reject(refused))).rejects.toBe(refused);
    expect(await sampleCount(metric, 'command="users.get",outcome="rejected"')).toBe(1);
  });

  it('tells refusals, timeouts, unavailability and bugs apart', () => {
    expect(rpcOutcomeOf(new ServiceError(ErrorCode.CONFLICT, 'taken'), 'error')).toBe('rejected');
    expect(rpcOutcomeOf(PlatformError.unavailable('down'), 'error')).toBe('unavailable');
    expect(rpcOutcomeOf(new ServiceError(ErrorCode.INTERNAL, 'bug'), 'unavailable')).toBe('error');
    expect(rpcOutcomeOf(new TimeoutError(), 'error')).toBe('timeout');
    expect(rpcOutcomeOf(new Error('No responders'), 'unavailable')).toBe('unavailable');
  });
});

describe(registerGauge.name, () => {
  it('reads each source at scrape time under its labels, and drops the gauge with its last source', async () => {
    let pending = 3;
    const removeUsers = registerGauge('test_outbox_pending', 'Pending rows', () => pending, { service: 'users' });
    const removeContent = registerGauge('test_outbox_pending', 'Pending rows', () => Promise.resolve(7), { service: 'content' });
    pending = 4;
    let text = await metricsRegistry.metrics();
    expect(text).toContain('test_outbox_pending{service="users"} 4');
    expect(text).toContain('test_outbox_pending{service="content"} 7');
    removeUsers();
    text = await metricsRegistry.metrics();
    expect(text).not.toContain('test_outbox_pending{service="users"}');
    removeContent();
    expect(await metricsRegistry.metrics()).not.toContain('test_outbox_pending');
  });

  it('leaves out a source that fails, keeping the scrape', async () => {
    const remove = registerGauge('test_backlog', 'Backlog', () => Promise.reject(new Error('db down')), { service: 'users' });
    try {
      expect(await metricsRegistry.metrics()).toContain('# TYPE test_backlog gauge');
    } finally {
      remove();
    }
  });

  it('refuses a source with other label names than the gauge has', () => {
    const remove = registerGauge('test_labels', 'Labels', () => 1, { service: 'users' });
    try {
      expect(() => registerGauge('test_labels', 'Labels', () => 1, { queue: 'mail' })).toThrow(/has labels \[service\]/);
    } finally {
      remove();
    }
  });
});

describe(KeyedHistogram.name, () => {
  // The same observations in prom-client's Histogram and in a KeyedHistogram: what a scraper reads
  // (text), what the registry hands over (JSON) and the sum across threads must not differ.
  const observations: [string, string, string, number][] = [
    ['GET', '/api/v2/careers', '200', 0.0004],
    ['GET', '/api/v2/careers', '200', 0.003],
    ['GET', '/api/v2/careers', '200', 0.0025],
    ['GET', '/api/v2/health/live', '200', 0.00008],
    ['POST', '/api/v2/bookings', '409', 0.42],
    ['GET', '/api/v2/careers', '304', 12],
    ['GET', '(unmatched)', '404', 0.001],
    ['GET', 'a "quoted\\ route', '200', 0.07],
  ];

  function both() {
    const theirs = new Registry();
    const ours = new Registry();
    const labelNames = ['method', 'route', 'status_code'] as const;
    const histogram = new Histogram({ name: 'x_seconds', help: 'x', labelNames, buckets: LATENCY_BUCKETS, registers: [theirs] });
    const keyed = new KeyedHistogram<(typeof labelNames)[number]>('x_seconds', 'x', LATENCY_BUCKETS, ours);
    for (const [method, route, status, seconds] of observations) {
      histogram.observe({ method, route, status_code: status }, seconds);
      keyed.observe(`${status} ${method} ${route}`, seconds, () => ({ method, route, status_code: status }));
    }
    return { theirs, ours, keyed };
  }

  it("exports the text and JSON of prom-client's Histogram for the same observations", async () => {
    const { theirs, ours } = both();
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('x_seconds_bucket{le="0.005",method="GET",route="/api/v2/careers",status_code="200"} 3');
    expect(text).toContain('x_seconds_count{method="GET",route="/api/v2/careers",status_code="304"} 1');
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
  });

  it('sums across registries (threads) as prom-client does, and starts again on reset', async () => {
    const a = both();
    const b = both();
    const summed = AggregatorRegistry.aggregate([await a.ours.getMetricsAsJSON(), await b.ours.getMetricsAsJSON()]);
    const expected = AggregatorRegistry.aggregate([await a.theirs.getMetricsAsJSON(), await b.theirs.getMetricsAsJSON()]);
    expect(await summed.metrics()).toBe(await expected.metrics());
    expect(await summed.metrics()).toContain('x_seconds_count{method="GET",route="/api/v2/careers",status_code="200"} 6');
    a.keyed.reset();
    expect(await a.ours.metrics()).toBe('# HELP x_seconds x\n# TYPE x_seconds histogram\n');
  });

  it('refuses a value that is not a number, as prom-client does', () => {
    const { keyed } = both();
    expect(() => keyed.observe('200 GET /x', Number.NaN, () => ({ method: 'GET', route: '/x', status_code: '200' }))).toThrow(TypeError);
  });
});
