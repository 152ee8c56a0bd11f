import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/** A page drawn by the server render: its HTML inside <div id="root">, and what the browser hydrates with. */
export interface RenderedPage {
  html: string;
  data: { locale: Language; timeZone: string; state: Record<string, unknown>; hydrationData: unknown; reads: string[] };
}

/** What web/src/entry-server.tsx exports (built by `vite build --ssr` into web/dist-ssr). */
interface ServerRenderModule {
  configureServerRender(fetchApi: (request: Request) => Promise<Response>): void;
  renderPage(url: string, locale: Language, timeZone: string): Promise<RenderedPage | undefined>;
}

/** How long a page waits for its render (its reads, mostly) before going out to be drawn by the browser. */
export const RENDER_WAIT_MS = 2000;

/** The server build, beside the SPA's folder: web/dist -> web/dist-ssr/entry-server.js. */
export const serverEntryOf = (webDist: string): string => join(dirname(webDist), 'dist-ssr', 'entry-server.js');

// An ES module, imported from this CommonJS build: a real import(), which the compiler would turn into require().
// oxlint-disable-next-line no-implied-eval -- a fixed import(), not code from data
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<ServerRenderModule>;

/**
 * The public pages' server render (issue 30, SSR_PUBLIC_PAGES): the SPA's own route table, loaders
 * and page components (web/src/entry-server.tsx), imported once at start. The page's reads go to
 * this BFF's own API in-process (Fastify's inject: the same routes, validation, read caches and
 * language as the browser's reads, no socket), so what the page embeds is byte for byte what the
 * browser would have fetched.
 */
@Injectable()
export class PageRenderer implements OnApplicationBootstrap {
  private readonly logger = new Logger(PageRenderer.name);
  private module?: ServerRenderModule;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { serveWeb, ssrPublicPages, webDist } = this.config.http;
    if (!serveWeb || !ssrPublicPages) {
      return;
    }
    const entry = serverEntryOf(webDist);
    if (!existsSync(entry)) {
      this.logger.warn(`SSR_PUBLIC_PAGES is on but ${entry} is missing (npm run build:web): pages are drawn by the browser`);
      return;
    }
    this.module = await importModule(pathToFileURL(entry).href);
    this.module.configureServerRender((request) => this.callApi(request));
  }

  /** Whether pages are rendered here. */
  get enabled(): boolean {
    return this.module !== undefined;
  }

  /**
   * The page at `url` (path and query) in `language`, its dates in `timeZone`, or undefined: not
   * rendered, failed or too slow (the browser draws it).
   */
  async render(url: string, language: Language, timeZone: string): Promise<RenderedPage | undefined> {
    if (!this.module) {
      return undefined;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), RENDER_WAIT_MS);
    });
    try {
      return await Promise.race([this.module.renderPage(url, language, timeZone), late]);
    } catch (error) {
      this.logger.warn(`server render of ${url}: ${(error as Error).message}`);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** One API read of a render, answered by this process's own routes. */
  private async callApi(request: Request): Promise<Response> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const { pathname, search } = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await fastify.inject({ method: request.method as 'GET', url: pathname + search, headers });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) {
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answerHeaders });
  }
}
