import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@lakbay/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

/** Serves the built SPA's files; hashed assets are cached for a year. Returns whether it is served. */
export async function serveWebApp(app: NestFastifyApplication, config: AppConfig): Promise<boolean> {
  const root = config.http.webDist;
  if (!config.http.serveWeb || !existsSync(join(root, 'index.html'))) {
    return false;
  }
  const assets = join(root, 'assets');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      void res.header('Cache-Control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

// The ops server's paths (health and metrics live on OPS_PORT): on the public port they are a 404,
// never the SPA, so a probe or scraper pointed at the wrong port fails loudly.
const OPS_PATHS = /^\/(metrics|health)(\/|$)/;

/** A browser navigation to a client-side route: answered with index.html instead of a 404. */
export function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return request.method === 'GET' && !path.startsWith('/api') && !OPS_PATHS.test(path) && !/\.[a-z0-9]+$/i.test(path);
}
