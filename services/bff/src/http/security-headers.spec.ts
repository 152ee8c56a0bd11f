import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '@lakbay/contracts';
import type { AppConfig } from '@lakbay/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { installSecurityHeaders } from './security-headers';

function configWith(overrides: { publicUrl?: string; googleClientId?: string; posthogKey?: string }): AppConfig {
  return {
    http: { publicUrl: overrides.publicUrl ?? 'http://localhost:3000' },
    client: { googleClientId: overrides.googleClientId, posthogKey: overrides.posthogKey, posthogHost: 'https://eu.i.posthog.com' },
  } as AppConfig;
}

async function server(config: AppConfig): Promise<FastifyInstance> {
  const fastify = Fastify();
  installSecurityHeaders(fastify, config);
  fastify.get('/api/v2/careers', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ items: [] }));
  fastify.post('/api/v2/auth/login', async () => ({ sessionCookie: 'secret', idToken: 'secret' }));
  fastify.get('/index.html', async (_request, reply) => reply.type('text/html').send('<html></html>'));
  fastify.get('/api/v2/unchanged', async (_request, reply) => reply.code(304).send());
  // An API address that answers a page (the API's docs).
  fastify.get('/api/docs', async (_request, reply) => reply.type('text/html').send('<html></html>'));
  fastify.get('/api/v2/fails', async () => {
    throw Object.assign(new Error('nope'), { statusCode: 404 });
  });
  await fastify.ready();
  return fastify;
}

/** The policy's source for the early-taps script: the hash of exactly that text. */
const earlyTaps = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

function directives(csp: string): Map<string, string> {
  return new Map(csp.split('; ').map((d) => [d.split(' ')[0] ?? '', d.slice(d.indexOf(' ') + 1)]));
}

describe('installSecurityHeaders', () => {
  it.each(['/index.html', '/api/docs', '/nowhere'])(
    'sets a strict policy and the protective headers on a page or a 404 outside the API (%s)',
    async (url) => {
      const fastify = await server(configWith({}));
      const res = await fastify.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const csp = directives(String(res.headers['content-security-policy']));
      // Scripts from the site, and the one inline script of server-drawn pages, by its hash only.
      expect(csp.get('script-src')).toBe(`'self' ${earlyTaps}`);
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('frame-src')).toBe('https://www.youtube-nocookie.com');
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      await fastify.close();
    },
  );

  it('gives every JSON answer, errors and 404s included, a policy that loads and frames nothing, without the page-only headers', async () => {
    const fastify = await server(configWith({}));
    for (const url of ['/api/v2/careers', '/api/v2/fails', '/api/v2/nowhere']) {
      const res = await fastify.inject({ url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    await fastify.close();
  });

  it("leaves an API answer without a body (304) with the JSON answer's headers", async () => {
    const fastify = await server(configWith({}));
    const res = await fastify.inject({ url: '/api/v2/unchanged' });
    expect(res.statusCode).toBe(304);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['permissions-policy']).toBeUndefined();
    await fastify.close();
  });

  it("keeps a route's own policy on a JSON answer", async () => {
    const fastify = Fastify();
    installSecurityHeaders(fastify, configWith({}));
    fastify.get('/api/v2/own', async (_request, reply) =>
      reply.header('content-security-policy', "sandbox; default-src 'none'").send({ ok: true }),
    );
    const res = await fastify.inject({ url: '/api/v2/own' });
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    await fastify.close();
  });

  it('allows Google sign-in and the analytics host only when they are configured, and HSTS only over https', async () => {
    const fastify = await server(
      configWith({ publicUrl: 'https://lakbay.ph', googleClientId: 'x.apps.googleusercontent.com', posthogKey: 'phc_x' }),
    );
    const res = await fastify.inject({ url: '/index.html' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toBe(`'self' ${earlyTaps} https://accounts.google.com/gsi/client`);
    expect(csp.get('connect-src')).toBe("'self' https://eu.i.posthog.com https://accounts.google.com");
    expect(csp.get('frame-src')).toBe('https://www.youtube-nocookie.com https://accounts.google.com');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await fastify.close();
  });

  it('answers any request with Authorization with Cache-Control: no-store, over the route’s own caching', async () => {
    const fastify = await server(configWith({}));
    expect((await fastify.inject({ url: '/api/v2/careers' })).headers['cache-control']).toBe('public, max-age=60');
    const withToken = await fastify.inject({ url: '/api/v2/careers', headers: { authorization: 'Bearer abc' } });
    expect(withToken.headers['cache-control']).toBe('no-store');
    await fastify.close();
  });

  it('answers no-store to an API answer that says nothing of caching, asked without Authorization (a log-in carries tokens)', async () => {
    const fastify = await server(configWith({}));
    const login = await fastify.inject({ method: 'POST', url: '/api/v2/auth/login' });
    expect(login.json()).toEqual({ sessionCookie: 'secret', idToken: 'secret' });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await fastify.inject({ url: '/api/v2/fails' })).headers['cache-control']).toBe('no-store');
    // What says how it may be kept keeps that; pages of the SPA are not API answers.
    expect((await fastify.inject({ url: '/api/v2/careers' })).headers['cache-control']).toBe('public, max-age=60');
    expect((await fastify.inject({ url: '/index.html' })).headers['cache-control']).toBeUndefined();
    await fastify.close();
  });
});
