import type { Language } from '@lakbay/contracts';
import type { FixedPage, PageRoute } from './page-head';

/**
 * What a public page needs before its first draw, named in its HTML so a phone fetches it beside
 * the shell instead of after it (issue 15): the page module's chunks and style sheets, from the
 * build's manifest (web/dist/.vite/manifest.json), its words in the reader's language, and the
 * page's first API reads. Without these each is one more round trip on the critical path:
 * HTML -> shell -> (evaluated) -> page chunk and API read -> first draw.
 */

/** One entry of Vite's build manifest (only the fields read here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export type PublicPage = FixedPage | Exclude<PageRoute['kind'], 'fixed'>;

export const publicPageOf = (route: PageRoute): PublicPage => (route.kind === 'fixed' ? route.page : route.kind);

/** The module each public page draws with: web/src/app/router.tsx's lazy imports, as manifest keys. */
export const PAGE_MODULES: Record<PublicPage, string> = {
  home: 'src/features/home/pages/home-page.tsx',
  careers: 'src/features/careers/pages/careers-page.tsx',
  career: 'src/features/careers/pages/career-page.tsx',
  events: 'src/features/events/pages/events-page.tsx',
  event: 'src/features/events/pages/event-page.tsx',
  coaches: 'src/features/coaches/pages/coaches-page.tsx',
  coach: 'src/features/coaches/pages/coach-profile-page.tsx',
  jobs: 'src/features/jobs/pages/jobs-page.tsx',
  videos: 'src/features/videos/pages/videos-page.tsx',
  faqs: 'src/features/faqs/pages/faqs-page.tsx',
  challenges: 'src/features/apprenticeship/pages/challenges-page.tsx',
  challenge: 'src/features/apprenticeship/pages/challenge-page.tsx',
};

/**
 * Other parts a page draws at once without importing them itself: other features' parts that
 * web/src/app/router.tsx loads with a page ("Suggested for you" on home and the careers list), and
 * the event page's registration panel, which the page loads after its own code (lazy, 1.7 KB):
 * named here, it comes beside the page instead of one round trip after it, so the page's one
 * action (Register) is there once the page is hydrated, and the panel is not left a skeleton (the
 * server draws it as one: it is lazy) while the rest is the app's.
 */
export const PAGE_PARTS: Partial<Record<PublicPage, readonly string[]>> = {
  home: ['src/features/interests/index.ts'],
  careers: ['src/features/interests/index.ts'],
  event: ['src/features/events/components/registration-panel.tsx'],
};

/** The modules a public page draws with: its own and the parts the router adds. */
export const pageModules = (page: PublicPage): readonly string[] => [PAGE_MODULES[page], ...(PAGE_PARTS[page] ?? [])];

/**
 * The API reads each list page makes first when its address has no query (web/src/app/prefetch.ts
 * and the pages' own queries, byte for byte: a preload is used only by a request for the same
 * address). e2e/shell/page-weight.e2e.ts fails when one goes unused.
 */
const LIST_READS: Record<FixedPage, readonly string[]> = {
  home: [],
  careers: ['/api/v2/career-categories', '/api/v2/careers?page=1&pageSize=12'],
  events: ['/api/v2/events?when=upcoming&page=1&pageSize=10'],
  coaches: ['/api/v2/coaches?page=1&pageSize=12'],
  jobs: ['/api/v2/jobs?page=1&pageSize=12'],
  videos: ['/api/v2/videos?page=1&pageSize=12'],
  faqs: ['/api/v2/faqs'],
  challenges: ['/api/v2/virapp/challenges'],
};

/** An id a content page can have (events, challenges): anything else is not read. */
export const isUUID = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * What every page reads as it starts (the root route's loader, web/src/app/prefetch.ts): the SPA's
 * run-time settings, which the layout shows (the version) and configures analytics with. Arriving
 * before the first draw, they do not re-render the page after it.
 */
export const CLIENT_CONFIG_READ = '/api/v2/client-config';

/** The page's own first API reads; none when the address has a query (filters, a page number). */
function pageReads(route: PageRoute, hasQuery: boolean): readonly string[] {
  if (hasQuery) {
    return [];
  }
  if (route.kind === 'fixed') {
    return LIST_READS[route.page];
  }
  if (route.kind === 'event') {
    // The page reads nothing for an id that cannot be one (it shows "not found").
    return isUUID(route.id) ? [`/api/v2/events/${encodeURIComponent(route.id)}`] : [];
  }
  if (route.kind === 'challenge') {
    // Any id is read (the BFF answers 404 for one that is not a UUID), as the page does.
    return [`/api/v2/virapp/challenges/${encodeURIComponent(route.id)}`];
  }
  return [`/api/v2/${route.kind === 'career' ? 'careers' : 'coaches'}/${encodeURIComponent(route.slug)}`];
}

/** The API reads a public page makes first: the client configuration, then the page's own. */
export const firstReads = (route: PageRoute, hasQuery: boolean): readonly string[] => [CLIENT_CONFIG_READ, ...pageReads(route, hasQuery)];

const catalogueOf = (language: Language) => new RegExp(`/i18n/(?:[^/]+/)*[^/]+\\.${language}\\.ts$`);

/**
 * The files the page modules `keys` load, in load order, that the HTML does not name yet: its chunk
 * and every chunk it imports, their style sheets, and the word catalogues in `language` those
 * chunks import on demand (a page's words arrive before its first draw).
 */
export function pageFiles(
  manifest: BuildManifest,
  keys: string | readonly string[],
  language: Language,
  linked: ReadonlySet<string>,
): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const catalogue = catalogueOf(language);
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) {
      return;
    }
    seen.add(name);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
    if (!linked.has(chunk.file)) {
      scripts.push(chunk.file);
    }
    styles.push(...(chunk.css ?? []).filter((file) => !linked.has(file) && !styles.includes(file)));
    for (const later of chunk.dynamicImports ?? []) {
      if (catalogue.test(later)) {
        visit(later);
      }
    }
  };
  for (const key of typeof keys === 'string' ? [keys] : keys) {
    visit(key);
  }
  return { scripts, styles };
}

/** The files a built index.html already names (its scripts, style sheets and preloads). */
export function linkedFiles(template: string): Set<string> {
  return new Set([...template.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
}

/**
 * The page with its preloads last in <head>, after the shell's own script and style sheet. A page
 * the server drew (`stylesheets`) links its style sheets instead of preloading them: its content
 * is drawn before any script runs (Vite's loader later finds them linked and adds none).
 */
export function renderPreloads(
  html: string,
  files: { scripts: string[]; styles: string[] },
  reads: readonly string[],
  { stylesheets = false }: { stylesheets?: boolean } = {},
): string {
  const tags = [
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...files.styles.map((file) =>
      stylesheets ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="preload" as="style" crossorigin href="/${file}">`,
    ),
    // crossorigin: the credentials mode of the SPA's fetch(), without which the browser fetches twice.
    ...reads.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url.replace(/&/g, '&amp;')}">`),
  ];
  if (tags.length === 0) {
    return html;
  }
  // Before </head>; a template without one takes them before <body>, or at its end (links are body-ok).
  const head = html.search(/<\/head>/i);
  const at = head >= 0 ? head : html.search(/<body\b/i);
  return at < 0 ? `${html}${tags.join('')}` : `${html.slice(0, at)}  ${tags.join('\n    ')}\n  ${html.slice(at)}`;
}
