import { KeyedHistogram } from './keyed-histogram';
import { LATENCY_BUCKETS, metricsRegistry } from './registry';

/** Route label of a request that matched no route: raw URLs would make a series per path. */
export const UNMATCHED_ROUTE = '(unmatched)';

// Observed on every request: a KeyedHistogram, whose series are found by one string.
const httpDuration = new KeyedHistogram<'method' | 'route' | 'status_code'>(
  'lakbay_http_request_duration_seconds',
  'HTTP requests served by the BFF, by method, route pattern and status code',
  LATENCY_BUCKETS,
  metricsRegistry,
);

/** @param route the route pattern (/api/v2/careers/:id), never the raw URL. */
export function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe(`${status} ${method} ${route}`, seconds, () => ({ method, route, status_code: String(status) }));
}
