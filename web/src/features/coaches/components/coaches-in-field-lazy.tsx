import type { CareerCategory } from '@lakbay/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadRegisteredNamespaces } from '@/lib/i18n';

// The section's code (the coach card, rating stars, the booking helpers behind "Next free") and
// its words, in their own chunk.
const Section = lazy(async () => {
  const { CoachesInField } = await import('./coaches-in-field');
  await loadRegisteredNamespaces();
  return { default: CoachesInField };
});

/**
 * "Koaches in this field" on a career page, loaded once the page has drawn: it sits below the
 * first screen, so a phone on mobile data fetches and runs the career first, then this section's
 * code and its read (issue 15: they were a sixth of what the page's HTML preloaded).
 */
export function LazyCoachesInField({ category }: { category: CareerCategory }) {
  const [pageDrawn, setPageDrawn] = useState(false);
  // Effects run after the browser has painted the render that mounted them; a task later still,
  // so the page's own last effects go first.
  useEffect(() => {
    const timer = setTimeout(() => setPageDrawn(true));
    return () => clearTimeout(timer);
  }, []);
  return pageDrawn ? (
    <Suspense fallback={null}>
      <Section category={category} />
    </Suspense>
  ) : null;
}
