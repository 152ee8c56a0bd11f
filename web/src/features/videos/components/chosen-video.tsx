import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { LazyVideo } from '@/components/content/lazy-video';
import { describeApiError } from '@/lib/api/api-error';
import { useGetVideoQuery } from '../api/videos-api';
import { VIDEOS_NS } from '../i18n/register';
import styles from './videos.module.css';

export interface ChosenVideoProps {
  id: string;
  /** Closes the panel (drops ?v= from the address). */
  onClose: () => void;
}

/**
 * The video named by /videos?v={id} (where a search result or a shared link leads), above the
 * list with its player open. The panel takes focus and scrolls into view, so the visitor lands on
 * what they chose rather than on the top of the list.
 */
export function ChosenVideo({ id, onClose }: ChosenVideoProps) {
  const { t } = useTranslation(VIDEOS_NS);
  const { data, isError, error, isFetching } = useGetVideoQuery(id);
  const ref = useRef<HTMLElement>(null);
  const ready = data !== undefined && data.id === id;

  useEffect(() => {
    if (ready || isError) {
      ref.current?.focus({ preventScroll: true });
      ref.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [ready, isError]);

  let body;
  if (isError) {
    const missing = describeApiError(error).status === 404;
    body = <p className={styles.chosenMessage}>{missing ? t('chosen.gone') : describeApiError(error).message}</p>;
  } else if (!ready || isFetching) {
    body = <p className={styles.chosenMessage}>{t('chosen.loading')}</p>;
  } else {
    body = <LazyVideo key={data.id} video={data} headingLevel="h2" initiallyPlaying />;
  }

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={styles.chosen}
      aria-label={ready ? t('chosen.labelWithTitle', { title: data.title }) : t('chosen.label')}
    >
      {body}
      {/* Its only translated text: in English when the API fell back (issue 29). */}
      {ready && data.description && (
        <p className={styles.chosenDescription} lang={data.fallback ? 'en' : undefined}>
          {data.description}
        </p>
      )}
      <Button variant="outline" onClick={onClose}>
        {t('chosen.showAll')}
      </Button>
    </section>
  );
}
