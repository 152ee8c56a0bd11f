import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@lakbay/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Hashed build output (web/dist/assets): a new build gives new names, so a year is safe. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the service worker and the other unhashed files: kept, but asked again each time (ETag). */
export const REVALIDATE = 'no-cache';

/**
 * Compresses answers of 1 KB or more (the API's JSON) with brotli or gzip, whichever the client
 * prefers. Done here rather than only at an ingress so that standalone, which users reach
 * directly, compresses too; brotli at quality 4 costs about as much CPU as gzip's default and
 * saves more. Answers that already carry a Content-Encoding (the precompressed SPA files) pass
 * through. Must be registered before the routes it compresses.
 */
export async function installCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * Serves the built SPA's files and, with preCompressed, the `.br` or `.gz` twin the build wrote
 * beside each one (Content-Encoding and Vary: Accept-Encoding); hashed assets are cached for a
 * year, everything else is revalidated. GET and HEAD. Returns whether the SPA is served.
 */
export async function serveWebApp(fastify: FastifyInstance, config: AppConfig): Promise<boolean> {
  const root = config.http.webDist;
  if (!config.http.serveWeb || !existsSync(join(root, 'index.html'))) {
    return false;
  }
  const assets = join(root, 'assets');
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      void res.header('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
  });
  return true;
}

// The ops server's paths (health and metrics live on OPS_PORT): on the public port they are a 404,
// never the SPA, so a probe or scraper pointed at the wrong port fails loudly.
const OPS_PATHS = /^\/(metrics|health)(\/|$)/;

/** A browser navigation (or its HEAD) to a client-side route: answered with index.html instead of a 404. */
export function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api') &&
    !OPS_PATHS.test(path) &&
    !/\.[a-z0-9]+$/i.test(path)
  );
}
