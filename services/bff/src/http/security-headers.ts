import type { AppConfig } from '@lakbay/platform';
import type { FastifyInstance } from 'fastify';
import { EARLY_TAPS_SCRIPT_SOURCE } from './early-taps';

/** Where the SPA's iframes may point: video embeds (content.youtube.ts) and Google's sign-in. */
const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';
const GOOGLE_SIGN_IN = 'https://accounts.google.com';

/**
 * The Content-Security-Policy of every answer. The SPA has no inline script (Vite emits module
 * files) but the early-taps script of server-drawn pages, allowed by its hash; antd writes its
 * styles into <style> tags, hence 'unsafe-inline' for styles only.
 * Analytics (posthog-js, which loads no script from its host: disable_external_dependency_loading)
 * only connects to POSTHOG_HOST; Google's sign-in script, frame and calls appear only when a
 * client id is configured.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const google = config.client.googleClientId ? [GOOGLE_SIGN_IN] : [];
  const analytics = config.client.posthogKey ? [new URL(config.client.posthogHost).origin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The early-taps script of server-drawn pages (early-taps.ts), by its hash.
    ['script-src', ["'self'", EARLY_TAPS_SCRIPT_SOURCE, ...google.map((g) => `${g}/gsi/client`)]],
    ['style-src', ["'self'", "'unsafe-inline'", ...google.map((g) => `${g}/gsi/style`)]],
    // Avatars from Google accounts and video thumbnails come from other hosts.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...analytics, ...google]],
    ['frame-src', [YOUTUBE_EMBED, ...google]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  // The YouTube player asks for these inside its frame.
  `fullscreen=(self "${YOUTUBE_EMBED}")`,
  `autoplay=(self "${YOUTUBE_EMBED}")`,
  `encrypted-media=(self "${YOUTUBE_EMBED}")`,
  `picture-in-picture=(self "${YOUTUBE_EMBED}")`,
].join(', ');

/** The headers every answer carries, whatever route (or error) produced it. */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  // Only when users reach us over https: on http the header would be ignored, on localhost harmful.
  if (config.http.publicUrl.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/**
 * The policy of a JSON answer: no document is ever drawn from one, so nothing may load and nothing
 * may frame it (OWASP's advice for APIs). The page policy, the Permissions-Policy and the opener
 * policy speak to documents (and, the policy, to workers: sw.js keeps it) and are left off: 620
 * bytes less on every API answer a phone reads.
 */
export const JSON_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";
const isJson = (contentType: string): boolean => contentType.startsWith('application/json');

/**
 * Sets the security headers on every answer (onRequest: errors and 404s carry them too; a route
 * may still tighten its own, as files do; an API address gets a JSON answer's, and the page's
 * once its answer is known to be something else), and `Cache-Control: no-store` (onSend: after the route's
 * own caching headers) on every answer to a request with Authorization and on every API answer
 * that says nothing of caching itself (a log-in or sign-up answer carries tokens without having
 * been asked with one), so no shared or browser cache keeps a personal answer. Public reads say
 * how they may be kept (careers, files) and keep that.
 */
export function installSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaders(config);
  // An API request's answer is JSON but for a few (the API's docs page, a file without a policy
  // of its own), which get the page's headers back once their type is known. Decided up front,
  // not by removing headers later: a header removed from the reply slowed every answer (Fastify's
  // header object lost its fast shape; the liveness probe took 5 µs more CPU).
  const { 'permissions-policy': permissions, 'cross-origin-opener-policy': opener, ...common } = headers;
  const jsonHeaders = { ...common, 'content-security-policy': JSON_ANSWER_POLICY };
  const documentHeaders = {
    'content-security-policy': headers['content-security-policy'] ?? '',
    'permissions-policy': permissions ?? '',
    'cross-origin-opener-policy': opener ?? '',
  };
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith('/api/') ? jsonHeaders : headers);
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    // Only an answer with a body of another type: a 304 or 204 (no type) stays as it is.
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && !isJson(type) && reply.getHeader('content-security-policy') === JSON_ANSWER_POLICY) {
      void reply.headers(documentHeaders);
    }
    if (request.headers.authorization !== undefined || (!reply.hasHeader('cache-control') && request.url.startsWith('/api/'))) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
