import { PUBLIC_PAGE_TEXTS, type PublicListPage } from '@lakbay/contracts';
import { escapeUTF8 } from 'entities';

/**
 * The <head> of a public page as the SPA would set it (web/src/lib/page-meta.ts), written into
 * index.html by the BFF so that link previews and crawlers, which run no JavaScript, see the
 * page's own title, description and Open Graph tags.
 */
export interface PageHead {
  /** The page's own name; none: the site name alone. */
  title?: string | undefined;
  description?: string | undefined;
  /** Absolute, or relative to the public address. */
  image?: string | null | undefined;
  type?: 'website' | 'article' | 'profile';
}

export const SITE_NAME = 'Lakbay';
export const DEFAULT_DESCRIPTION = 'Lakbay: explore careers and connect with volunteer coaches.';

/** Which page a path shows: a fixed head, or one read from the content it names. */
export type PageRoute =
  | { kind: 'fixed'; page: FixedPage; head: PageHead }
  | { kind: 'career'; slug: string }
  | { kind: 'event'; id: string }
  | { kind: 'coach'; slug: string }
  | { kind: 'challenge'; id: string };

/** The public pages at a fixed address: home and the lists. */
export type FixedPage = 'home' | PublicListPage;

/** A list page's route: its title and introduction as the web's English catalogue shows them. */
const listPage = (page: PublicListPage) => ({
  kind: 'fixed' as const,
  page,
  head: { title: PUBLIC_PAGE_TEXTS[page].title, description: PUBLIC_PAGE_TEXTS[page].intro },
});
const FIXED: Record<string, Extract<PageRoute, { kind: 'fixed' }>> = {
  '/': { kind: 'fixed', page: 'home', head: {} },
  '/careers': listPage('careers'),
  '/events': listPage('events'),
  '/coaches': listPage('coaches'),
  '/jobs': listPage('jobs'),
  '/videos': listPage('videos'),
  '/faqs': listPage('faqs'),
  '/virtual-apprenticeship': listPage('challenges'),
};

const SEGMENT = /^[^/]{1,200}$/;

/** The public page at `path` (no query), or undefined for any other page (the generic head). */
export function pageRoute(path: string): PageRoute | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const fixed = FIXED[trimmed];
  if (fixed) {
    return fixed;
  }
  const [, section, name, ...rest] = trimmed.split('/');
  if (rest.length > 0 || name === undefined || !SEGMENT.test(name)) {
    return undefined;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return undefined;
  }
  switch (section) {
    case 'careers':
      return { kind: 'career', slug: decoded };
    case 'events':
      return { kind: 'event', id: decoded };
    case 'coaches':
      return { kind: 'coach', slug: decoded };
    case 'virtual-apprenticeship':
      return { kind: 'challenge', id: decoded };
    default:
      return undefined;
  }
}

/** A short description from longer text: the first sentence or so, at most `max` characters (as the SPA's summarize). */
export function summarize(text: string | null | undefined, max = 160): string | undefined {
  const flat = text?.replace(/\s+/g, ' ').trim();
  if (!flat) {
    return undefined;
  }
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * index.html with the page's title, description, Open Graph and Twitter card tags in its <head>
 * (the template's own title and description replaced). `url` is the page's absolute address.
 */
export function renderPageHead(template: string, head: PageHead, url: string): string {
  const description = head.description?.trim() || DEFAULT_DESCRIPTION;
  const image = head.image ? new URL(head.image, url).href : undefined;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeUTF8(content)}" />`;
  const tags = [
    `<title>${escapeUTF8(head.title ? `${head.title} · ${SITE_NAME}` : SITE_NAME)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title ?? SITE_NAME),
    meta('property', 'og:description', description),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
  const page = template.replace(DESCRIPTION, '');
  if (TITLE.test(page)) {
    return page.replace(TITLE, () => `${tags}\n    `);
  }
  const at = page.search(/<\/head>/i);
  return at < 0 ? `${tags}${page}` : `${page.slice(0, at)}${tags}\n  ${page.slice(at)}`;
}
