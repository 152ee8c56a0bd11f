import { latencyHistogram } from './registry';

/** Route label of a request that matched no route: raw URLs would make a series per path. */
export const UNMATCHED_ROUTE = '(unmatched)';

const httpDuration = latencyHistogram(
  'lakbay_http_request_duration_seconds',
  'HTTP requests served by the BFF, by method, route pattern and status code',
  ['method', 'route', 'status_code'],
);

/** @param route the route pattern (/api/v2/careers/:id), never the raw URL. */
export function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe({ method, route, status_code: String(status) }, seconds);
}
