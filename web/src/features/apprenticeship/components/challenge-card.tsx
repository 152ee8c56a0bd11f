import type { Challenge } from '@lakbay/contracts';
import { Link } from 'react-router';
import { findCategory } from '@/components/content/category-tag';
import { vaPaths } from '@/lib/paths';
import { CHALLENGE_STATUS_TONES } from '../lib/format';
import { useVaText } from '../i18n/use-va-text';
import { StatusTag } from '@/components/status-tag';
import styles from './apprenticeship.module.css';

/** A challenge in the list: cover (or its category's colour), status, partner, title, summary and key facts. */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const { t, formatDate, formatDateRange, seatsText, weeksText } = useVaText();
  const category = findCategory(challenge.category);
  const cover = challenge.coverImageUrl
    ? { backgroundImage: `linear-gradient(180deg, rgb(0 0 0 / 0%) 40%, rgb(0 0 0 / 45%)), url("${challenge.coverImageUrl}")` }
    : { ['--accent' as string]: category?.colour };
  return (
    <article className={styles.card}>
      <div className={styles.cover} style={cover}>
        <StatusTag tone={CHALLENGE_STATUS_TONES[challenge.status]}>{t(`status.challenge.${challenge.status}`)}</StatusTag>
      </div>
      <div className={styles.cardBody}>
        <p className={styles.partner}>
          {challenge.partner.logoUrl && (
            <img className={styles.logo} src={challenge.partner.logoUrl} alt="" width={28} height={28} loading="lazy" />
          )}
          {challenge.partner.name}
          {category ? ` · ${category.label}` : ''}
        </p>
        <h2 className={styles.cardTitle}>
          <Link to={vaPaths.challenge(challenge.id)}>{challenge.title}</Link>
        </h2>
        <p className={styles.summary}>{challenge.summary}</p>
        <ul className={styles.facts}>
          <li>{formatDateRange(challenge.startDate, challenge.endDate)}</li>
          <li>{weeksText(challenge.weeks)}</li>
          <li>{seatsText(challenge)}</li>
          {challenge.enrollable && <li>{t('facts.applyBy', { date: formatDate(challenge.applicationDeadline) })}</li>}
        </ul>
      </div>
    </article>
  );
}
