import { useTranslation } from 'react-i18next';
import type { VideoSummary } from '@lakbay/contracts';
import { useState, type CSSProperties } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import { capture } from '@/lib/analytics';
import { useDataSaver } from '@/lib/offline/data-saver';
import { findCategory } from './category-tag';
import { formatDuration, useFormat } from '@/lib/format';
import styles from './content.module.css';

export interface LazyVideoProps {
  video: VideoSummary;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Start with the player open (the visitor chose this video, in search or from a link). */
  initiallyPlaying?: boolean;
}

/**
 * A video as a plain card: title, speaker, duration and a play button. The YouTube player (an
 * iframe on youtube-nocookie.com) is created only when the visitor presses play, so a page of
 * videos makes no request to a third party until then. With data saver on there is no player at
 * all: a link to the video on YouTube, where the visitor chooses the quality.
 */
export function LazyVideo({ video, headingLevel: Heading = 'h3', initiallyPlaying = false }: LazyVideoProps) {
  const { t } = useTranslation();
  const { spokenDuration } = useFormat();
  const [playing, setPlaying] = useState(initiallyPlaying);
  const [dataSaver] = useDataSaver();
  const accent = findCategory(video.categories[0])?.colour;
  const duration = formatDuration(video.durationSeconds);
  const spoken = spokenDuration(video.durationSeconds);

  let screen;
  if (!video.embedUrl) {
    screen = (
      <div className={styles.screen} role="img" aria-label={t('video.notAvailable')}>
        <span className={styles.unavailable}>{t('video.notAvailableYet')}</span>
      </div>
    );
  } else if (dataSaver && video.youtubeId) {
    screen = (
      <div className={styles.screen}>
        <NewTabLink className={styles.watchLink} href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeId)}`}>
          {t('video.watchOnYouTube')}
          {duration ? ` (${duration})` : ''}
        </NewTabLink>
      </div>
    );
  } else if (playing) {
    screen = (
      <div className={styles.screen}>
        <iframe
          src={`${video.embedUrl}?autoplay=1&rel=0`}
          title={video.title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  } else {
    screen = (
      <button
        type="button"
        className={styles.screen}
        // The visible duration ends the name, so what people see is what assistive technology reads.
        aria-label={`${t('video.play', { title: video.title })}${spoken ? `, ${spoken}` : ''}${duration ? ` ${duration}` : ''}`}
        onClick={() => {
          setPlaying(true);
          capture('Played Video', { videoId: video.id, title: video.title });
        }}
      >
        <span className={styles.playIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor" focusable="false">
            <path d="M8 5.5v13l11-6.5z" />
          </svg>
        </span>
        {duration && (
          <span className={styles.duration} aria-hidden="true">
            {duration}
          </span>
        )}
      </button>
    );
  }

  return (
    <article className={styles.video} style={accent ? ({ '--accent': accent } as CSSProperties) : undefined}>
      {screen}
      <Heading className={styles.videoTitle}>{video.title}</Heading>
      <p className={styles.muted}>
        {video.speaker}
        {video.speakerRole ? ` · ${video.speakerRole}` : ''}
      </p>
    </article>
  );
}
