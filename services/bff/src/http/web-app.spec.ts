import type { FastifyRequest } from 'fastify';
import { isPageRequest } from './web-app';

const request = (method: string, url: string) => ({ method, url }) as FastifyRequest;

describe(isPageRequest.name, () => {
  it('takes a browser navigation to a client-side route as a page', () => {
    expect(isPageRequest(request('GET', '/careers/software-engineer?tab=jobs'))).toBe(true);
    expect(isPageRequest(request('GET', '/'))).toBe(true);
  });

  it('never answers the API, files or writes with the SPA', () => {
    expect(isPageRequest(request('GET', '/api/v2/nothing'))).toBe(false);
    expect(isPageRequest(request('GET', '/assets/missing.js'))).toBe(false);
    expect(isPageRequest(request('POST', '/careers'))).toBe(false);
  });

  it("leaves the ops server's paths a 404 on the public port", () => {
    for (const path of ['/metrics', '/metrics?x=1', '/health', '/health/live', '/health/ready']) {
      expect({ path, page: isPageRequest(request('GET', path)) }).toEqual({ path, page: false });
    }
    expect(isPageRequest(request('GET', '/metrics-guide'))).toBe(true);
  });
});
