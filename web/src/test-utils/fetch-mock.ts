import { jest } from '@jest/globals';

/** What a test's fake server sees of each call. */
export interface RecordedCall {
  method: string;
  /** Path and query, e.g. "/api/v2/auth/login". */
  path: string;
  authorization: string | null;
  body: unknown;
}

export type FakeServer = (call: RecordedCall) => Response | Promise<Response>;

export interface MockFetchOptions {
  /**
   * The shell asks GET /api/v2/client-config on every start. By default the fake answers it with
   * analytics off and leaves it out of the recorded calls; set true to hand it to `server`.
   */
  serveClientConfig?: boolean;
}

export const DEFAULT_CLIENT_CONFIG = { analytics: null, googleClientId: null, version: '', schedulingEmail: 'schedule@demo.lakbay.ph' };

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces global fetch, the app's only way out, with a fake server. Returns the calls it saw so
 * tests can assert on method, path, headers and body.
 */
export function mockFetch(server: FakeServer, { serveClientConfig = false }: MockFetchOptions = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fake = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.get('Authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    if (!serveClientConfig && call.path === '/api/v2/client-config') {
      return jsonResponse(200, DEFAULT_CLIENT_CONFIG);
    }
    calls.push(call);
    return server(call);
  });
  globalThis.fetch = fake;
  return calls;
}
