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
