import type { EventDetail } from '@lakbay/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/plain/skeleton';
import { EVENTS_NS } from '../i18n/register';
import styles from './events.module.css';

// The panel's buttons and confirmation use antd: the event itself shows without waiting for them.
const ScopedPanel = lazy(async () => {
  const [{ AntdProvider }, { RegistrationPanel }] = await Promise.all([
    import('@/components/antd/antd-provider'),
    import('./registration-panel'),
  ]);
  return {
    default: ({ event }: { event: EventDetail }) => (
      <AntdProvider>
        <RegistrationPanel event={event} />
      </AntdProvider>
    ),
  };
});

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
