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

/**
 * Each series' key, made once per route, method and status: a key built for each request was a new
 * string for the histogram's map to hash every time. Bounded as the series are: route patterns,
 * the methods Node's parser knows, status codes. The route and method strings are the same ones
 * on every request (the router's pattern, the parser's method table), whose hashes V8 keeps.
 */
const seriesKeys = new Map<string, Map<string, Map<number, string>>>();

function seriesKey(method: string, route: string, status: number): string {
  let byMethod = seriesKeys.get(route);
  if (!byMethod) {
    byMethod = new Map();
    seriesKeys.set(route, byMethod);
  }
  let byStatus = byMethod.get(method);
  if (!byStatus) {
    byStatus = new Map();
    byMethod.set(method, byStatus);
  }
  let key = byStatus.get(status);
  if (key === undefined) {
    key = `${status} ${method} ${route}`;
    byStatus.set(status, key);
  }
  return key;
}

/** @param route the route pattern (/api/v2/careers/:id), never the raw URL. */
export function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe(seriesKey(method, route, status), seconds, () => ({ method, route, status_code: String(status) }));
}
