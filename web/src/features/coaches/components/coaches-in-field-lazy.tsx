import type { CareerCategory } from '@lakbay/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadRegisteredNamespaces } from '@/lib/i18n';

// The section's code (the coach card, rating stars, the booking helpers behind "Next free") and
// its words, in their own chunk.
const Section = lazy(async () => {
  const { CoachesInField } = await import('./coaches-in-field');
  await loadRegisteredNamespaces();
  return { default: CoachesInField };
});

/** How far below the screen the section's place may be when its code and read start (about a phone screen). */
const NEAR_MARGIN = '0px 0px 800px 0px';

/** The section's anchor, also its place until it loads: a link to #koaches-in-field scrolls there, which loads it. */
const ANCHOR = 'koaches-in-field';

/**
 * "Koaches in this field" on a career page, loaded once the reader nears it: it sits below the
 * career, so a phone on mobile data fetches and runs the career alone while it loads; the
 * section's code, its style sheet (which makes the browser restyle the whole page) and its read
 * follow when the reader scrolls towards it (issue 30: on a slow phone they were the career page's
 * last long tasks of its start). A browser without IntersectionObserver loads it once the page
 * has drawn, as before.
 */
export function LazyCoachesInField({ category }: { category: CareerCategory }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      // Effects run after the browser has painted the render that mounted them; a task later
      // still, so the page's own last effects go first.
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return near ? (
    <Suspense fallback={null}>
      <Section category={category} />
    </Suspense>
  ) : (
    <div ref={place} id={ANCHOR} />
  );
}
