import type { RenderedPage } from './page-render';

/**
 * JSON that may stand inside a <script> element: `<` is written as \u003c, so no `</script>` or
 * `<!--` in a text can end or bend the element, and the browser's JSON.parse reads it back the same.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with a server render in it: the page's HTML inside <div id="root">, and what the
 * browser hydrates with (web/src/main.tsx reads it) in a JSON data block. A data block
 * (type="application/json") is never run, so the Content-Security-Policy needs no nonce or hash
 * for it (security-headers.ts keeps script-src to 'self').
 */
export function embedRender(html: string, rendered: RenderedPage): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at < 0) {
    return html;
  }
  const data = `<script type="application/json" id="lakbay-ssr">${scriptSafeJson(rendered.data)}</script>`;
  const page = `${html.slice(0, at)}<div id="root">${rendered.html}</div>${data}${html.slice(at + root.length)}`;
  // The page's language is the one it was drawn in (the SPA sets it again as it starts).
  return page.replace(/<html lang="[a-z]+"/, `<html lang="${rendered.data.locale}"`);
}

/** A built style sheet's link, as index.html and renderPreloads write it: the file's path in the group. */
const STYLE_SHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/** The built style sheets a page links (their paths inside the build, e.g. assets/shell-X.css). */
export function linkedStyleSheets(html: string): string[] {
  return [...html.matchAll(STYLE_SHEET_LINK)].map((match) => match[1] ?? '');
}

/**
 * A rendered page with its style sheets' rules in it (`styles`: a file's text, undefined when not
 * known), so the page is drawn with the HTML alone: on a slow connection each linked sheet waited
 * for a round trip of its own, behind the scripts and fonts holding the browser's six connections
 * (Slow 3G: about 2 s each). Each sheet's link stays, disabled: a disabled style sheet is not
 * fetched, and Vite's loader, which looks for a linked sheet before adding one, finds it and
 * loads it no second time.
 */
export function inlineStyleSheets(html: string, styles: (file: string) => string | undefined): string {
  return html.replace(STYLE_SHEET_LINK, (link, file: string) => {
    const css = styles(file);
    // A style element ends at the first "</style": a sheet that holds one stays linked.
    return css === undefined || /<\/style/i.test(css)
      ? link
      : `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
}

/**
 * A rendered page's scripts asked for at low priority: its content and styles are in the HTML, so
 * what a slow connection should bring first is what the content shows (its fonts and pictures);
 * the code, which makes the page interactive, follows. A page the browser draws itself keeps them
 * first (it shows nothing without them).
 */
export function scriptsAfterContent(html: string): string {
  return html
    .replace(/<script type="module" crossorigin src="/g, '<script type="module" crossorigin fetchpriority="low" src="')
    .replace(/<link rel="modulepreload" crossorigin href="/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href="');
}
