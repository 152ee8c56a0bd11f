import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '@lakbay/contracts';

/**
 * The Content-Security-Policy source that lets the early-taps script run (libs/contracts
 * early-taps.ts): its hash, so script-src needs no 'unsafe-inline' and no nonce per answer.
 */
export const EARLY_TAPS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/**
 * A server-drawn page with the early-taps script as the first thing in its head, so it listens
 * before anything of the page can be tapped. Pages the browser draws itself do without: nothing is
 * on them to tap before the app.
 */
export function withEarlyTaps(html: string): string {
  const head = html.indexOf('<head>');
  if (head < 0) {
    return html;
  }
  const at = head + '<head>'.length;
  return `${html.slice(0, at)}<script>${EARLY_TAPS_SCRIPT}</script>${html.slice(at)}`;
}
