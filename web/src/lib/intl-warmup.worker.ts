// Runs in a worker (lib/intl-warmup.ts): the first Intl formatter a page makes loads the browser's
// locale data (ICU), a one-time cost per renderer process of 40-120 ms on a fast desktop and
// several times that on a slow phone. Doing it here, on another thread, as the page starts
// spares the main thread that pause when the first card formats a peso range or a date.
for (const locale of ['en-PH', 'fil-PH']) {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 }).format(25_000);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(locale).select(2);
}
close();
