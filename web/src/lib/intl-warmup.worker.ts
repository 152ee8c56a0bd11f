// Runs in a worker (lib/intl-warmup.ts): the first Intl formatter a page makes loads the browser's
// locale and time zone data (ICU), a one-time cost per renderer process of 40-120 ms on a fast
// desktop and several times that on a slow phone (the device's own zone alone: 100-250 ms at 4x
// CPU slowdown). Doing it here, on another thread, as the page starts spares the main thread that
// pause: the page waits for the message below (idle, not busy) before its first date or price.
for (const locale of ['en-PH', 'fil-PH']) {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 }).format(25_000);
  // The device's zone (what a visitor sees dates in) and the default one a server render draws in.
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(0);
  new Intl.PluralRules(locale).select(2);
}
// What lib/time-zone.ts asks first.
void Intl.DateTimeFormat().resolvedOptions().timeZone;
postMessage('ready');
close();
