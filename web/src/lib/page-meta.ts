import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const SITE_NAME = 'Lakbay';
export const DEFAULT_DESCRIPTION = 'Lakbay: explore careers and connect with volunteer coaches.';

export interface PageMeta {
  /** The page's own name; the document title adds the site name. None: the site name alone. */
  title?: string | undefined;
  /** One or two sentences for search results and link previews. */
  description?: string | undefined;
  /** An absolute or site-relative image for link previews. */
  image?: string | null | undefined;
  /** Open Graph type: a detail page is an article, the rest a website. */
  type?: 'website' | 'article' | 'profile';
  /** The page's path (og:url); the browser's by default. */
  path?: string;
}

export const documentTitle = (title?: string): string => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  // A page the server drew has its tags already: left as they are (no change for the browser to handle).
  if (tag.content !== content) {
    tag.content = content;
  }
}

/** Writes the document title, description and Open Graph tags of a page into <head>. */
export function applyPageMeta({ title, description, image, type = 'website', path = location.pathname }: PageMeta): void {
  const fullTitle = documentTitle(title);
  const text = description?.trim() || DEFAULT_DESCRIPTION;
  if (document.title !== fullTitle) {
    document.title = fullTitle;
  }
  setMeta('name', 'description', text);
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:title', title ?? SITE_NAME);
  setMeta('property', 'og:description', text);
  setMeta('property', 'og:type', type);
  setMeta('property', 'og:url', location.origin + path);
  setMeta('property', 'og:image', image ? new URL(image, location.origin).href : undefined);
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
}

/**
 * Sets the page's title, description and link-preview tags while it is shown; leaving it puts
 * the site's back, so a page that sets none never shows the last page's.
 */
export function usePageMeta({ title, description, image, type }: PageMeta): void {
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageMeta({ title, description, image, type, path: pathname });
    return () => applyPageMeta({ path: pathname });
  }, [title, description, image, type, pathname]);
}

/** A short description from longer text: the first sentence or so, at most `max` characters. */
export function summarize(text: string | null | undefined, max = 160): string | undefined {
  const flat = text?.replace(/\s+/g, ' ').trim();
  if (!flat) {
    return undefined;
  }
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
