import type { EventDetail } from '@lakbay/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/plain/skeleton';
import { EVENTS_NS } from '../i18n/register';
import styles from './events.module.css';

// The panel (and its visitor's registration read) loads after the event itself, which shows
// without waiting for it; a server-drawn page names its code beside the page's (the BFF's
// page-preloads.ts PAGE_PARTS). It uses no antd but for cancelling (cancel-registration.tsx).
const ScopedPanel = lazy(async () => ({ default: (await import('./registration-panel')).RegistrationPanel }));

/** The registration panel of an event page, loaded after the page itself. */
export function LazyRegistrationPanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation(EVENTS_NS);
  return (
    <Suspense
      fallback={
        <section className={styles.panel} aria-label={t('panel.title')} aria-busy="true">
          <Skeleton rows={3} />
        </section>
      }
    >
      <ScopedPanel event={event} />
    </Suspense>
  );
}
