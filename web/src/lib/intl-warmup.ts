/**
 * Loads the browser's locale data on another thread before the first page formats a price or a
 * date (see intl-warmup.worker.ts; issue 15: it was the longest single pause after the first
 * paint of the career and event lists). The data is shared by the whole renderer process, so the
 * page's own formatters then start at once. Best effort: where workers cannot start, the first
 * formatter pays as before. Imported first by main.tsx, so it starts before the rest of the
 * shell is evaluated.
 */
function warmUpIntl(): void {
  if (typeof Worker === 'undefined') {
    return;
  }
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url));
    worker.addEventListener('error', (event) => event.preventDefault());
  } catch {
    // No worker (a strict policy, an old browser): nothing to warm.
  }
}

warmUpIntl();
