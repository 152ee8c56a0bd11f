import { ErrorCode } from '@lakbay/contracts';
import { TimeoutError } from 'rxjs';
import { PlatformError, ServiceError } from '../errors';
import { metricsRegistry, registerGauge } from './registry';
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
