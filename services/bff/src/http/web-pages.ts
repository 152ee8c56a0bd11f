import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { DEFAULT_TIME_ZONE, isTimeZoneName, type Language } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, ServiceClient, etagMatches } from '@lakbay/platform';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BffCaches } from '../cache/bff-caches';
import { coachBySlug } from '../coaching/coach-lookup';
import { messageLanguage } from '../i18n/accept-language';
import { withEarlyTaps } from './early-taps';
import { embedRender, inlineStyleSheets, linkedStyleSheets, scriptsAfterContent } from './page-embed';
import { PageRenderer } from './page-render';
import { type PageHead, type PageRoute, pageRoute, renderPageHead, summarize } from './page-head';
import { type BuildManifest, firstReads, isUUID, linkedFiles, pageFiles, pageModules, publicPageOf, renderPreloads } from './page-preloads';
import { REVALIDATE } from './web-app';

const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } };

/** br when the client takes it, else gzip, else none (a q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const taken = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*q=/))
      .filter(([, q]) => q === undefined || Number(q) > 0)
      .map(([name]) => name?.toLowerCase()),
  );
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : undefined;
}

/**
 * The language a page is drawn in: the one the reader chose in the SPA (its `lang` cookie, written
 * with each switch), else their browser's (Accept-Language).
 */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = /(?:^|;\s*)lang=(en|fil)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return (chosen as Language | undefined) ?? messageLanguage(request.headers['accept-language']);
}

/** The time zone a page's dates are drawn in: the reader's device's (the SPA's `tz` cookie), else the Philippines'. */
export function pageTimeZone(request: FastifyRequest): string {
  const given = /(?:^|;\s*)tz=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  let zone: string | undefined;
  try {
    zone = given && decodeURIComponent(given);
  } catch {
    zone = undefined;
  }
  return zone && isTimeZoneName(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** How long a page waits for its content before going out with the generic head. */
const HEAD_WAIT_MS = 1500;

/**
 * Answers a browser's visit to a page of the SPA: index.html with that page's title, description
 * and Open Graph tags (page-head.ts), read from the BFF's content caches; an unknown address or
 * a content read that fails or is slow gets the generic ones. Revalidated (no-cache) with an ETag
 * of the page as sent, so a 304 only when the page, head included, is unchanged.
 */
@Injectable()
export class WebPages {
  private readonly logger = new Logger(WebPages.name);
  private template?: { mtimeMs: number; text: string; manifest: BuildManifest; linked: Set<string> };
  /** The built style sheets' text by path, read once each (a new build's sheets have new names). */
  private readonly styles = new LRUCache<string, string>({ max: 200 });
  /** Compressed pages by encoding and ETag: a few KB each. */
  private readonly compressed = new LRUCache<string, Buffer>({ max: 2000 });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly caches: BffCaches,
    private readonly renderer: PageRenderer,
    private readonly services: ServiceClient,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const [path = '/', query] = request.url.split('?');
    const route = pageRoute(path);
    const language = pageLanguage(request);
    const [template, head, rendered] = await Promise.all([
      this.readTemplate(),
      this.headOf(route),
      route ? this.renderer.render(request.url, language, pageTimeZone(request)) : undefined,
    ]);
    let html = renderPageHead(template.text, head, this.config.http.publicUrl + path);
    if (route) {
      const files = pageFiles(template.manifest, pageModules(publicPageOf(route)), language, template.linked);
      // A rendered page has its content: its style sheets are needed at once (inside it), its reads
      // are in it, its scripts come after, and taps on it before they run are kept (early-taps.ts).
      // Its sheets and scripts are rewritten before the content goes in: a few KB of template,
      // never the page's text and data.
      html = rendered
        ? embedRender(
            withEarlyTaps(scriptsAfterContent(await this.withStyles(renderPreloads(html, files, [], { stylesheets: true })))),
            rendered,
          )
        : renderPreloads(html, files, firstReads(route, query !== undefined));
    }
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    // The body is compressed by Accept-Encoding, and the preloaded word catalogue follows Accept-Language.
    void reply
      .header('Cache-Control', REVALIDATE)
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], etag)) {
      void reply.status(304).send();
      return;
    }
    if (request.method === 'HEAD') {
      // The same headers, no body (this answer is not a route's, which Fastify would strip itself).
      void reply.status(200).send();
      return;
    }
    // Not a route's answer either, so the global compression does not reach it: compressed here,
    // once per page as sent.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      void reply.status(200).send(html);
      return;
    }
    const key = `${encoding} ${etag}`;
    let body = this.compressed.get(key);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(html, BROTLI) : gzipSync(html);
      this.compressed.set(key, body);
    }
    void reply.status(200).header('Content-Encoding', encoding).send(body);
  }

  /** A rendered page with the rules of the style sheets it links inside it (inlineStyleSheets). */
  private async withStyles(html: string): Promise<string> {
    await Promise.all(
      linkedStyleSheets(html)
        .filter((file) => !this.styles.has(file))
        .map(async (file) => {
          try {
            this.styles.set(file, await readFile(join(this.config.http.webDist, file), 'utf8'));
          } catch (error) {
            // Linked as it was: the browser asks for it, and says what is wrong.
            this.logger.warn(`style sheet ${file} not inlined: ${(error as Error).message}`);
          }
        }),
    );
    return inlineStyleSheets(html, (file) => this.styles.get(file));
  }

  /** index.html and the manifest as built, read again when a new build replaces them. */
  private async readTemplate(): Promise<NonNullable<WebPages['template']>> {
    const file = join(this.config.http.webDist, 'index.html');
    const { mtimeMs } = await stat(file);
    if (this.template?.mtimeMs !== mtimeMs) {
      const text = await readFile(file, 'utf8');
      this.template = { mtimeMs, text, manifest: await this.readManifest(), linked: linkedFiles(text) };
    }
    return this.template;
  }

  /** The build's manifest; a build without one (or an unreadable one) gets no preloads, nothing worse. */
  private async readManifest(): Promise<BuildManifest> {
    try {
      return JSON.parse(await readFile(join(this.config.http.webDist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
    } catch (error) {
      this.logger.warn(`no build manifest, pages go without preloads: ${(error as Error).message}`);
      return {};
    }
  }

  private async headOf(route: PageRoute | undefined): Promise<PageHead> {
    if (!route) {
      return {};
    }
    if (route.kind === 'fixed') {
      return route.head;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<PageHead>((resolve) => {
      timer = setTimeout(() => resolve({}), HEAD_WAIT_MS);
    });
    try {
      return await Promise.race([this.readHead(route), late]);
    } catch (error) {
      // Unknown content (a 404) or a service that cannot answer: the page still loads, its own script says more.
      if ((error as { status?: number }).status !== 404) {
        this.logger.warn(`page head of ${route.kind}: ${(error as Error).message}`);
      }
      return {};
    } finally {
      clearTimeout(timer);
    }
  }

  private async readHead(route: Exclude<PageRoute, { kind: 'fixed' }>): Promise<PageHead> {
    if (route.kind === 'career') {
      const { body } = await this.caches.content('content.careers.get', { slug: route.slug });
      return body ? { title: body.title, description: body.summary, type: 'article' } : {};
    }
    if (route.kind === 'event') {
      if (!isUUID(route.id)) {
        return {};
      }
      const { body } = await this.caches.content('content.events.get', { id: route.id });
      return body ? { title: body.title, description: summarize(body.description), image: body.bannerImageUrl, type: 'article' } : {};
    }
    if (route.kind === 'challenge') {
      if (!isUUID(route.id)) {
        return {};
      }
      const challenge = await this.services.send('apprenticeship.challenges.get', { challengeId: route.id, language: 'en' });
      return { title: challenge.title, description: summarize(challenge.summary), image: challenge.coverImageUrl, type: 'article' };
    }
    const { displayName, headline, avatar } = (await coachBySlug(this.caches.coachReads, route.slug)).profile;
    return { title: displayName, description: headline ?? `${displayName}, a volunteer Koach on Lakbay.`, image: avatar, type: 'profile' };
  }
}
