import type { ChallengeDetail } from '@lakbay/contracts';
import { CategoryTag } from '@/components/content/category-tag';
import { ChallengeFacts } from './challenge-facts';
import { useVaText } from '../i18n/use-va-text';
import styles from './apprenticeship.module.css';

/** The admin's preview: the challenge as its page shows it to Kadets, with each week's brief and tasks. */
export function ChallengePreview({ challenge }: { challenge: ChallengeDetail }) {
  const { t, formatDate } = useVaText();
  return (
    <article className={styles.stack}>
      {challenge.coverImageUrl && (
        <img src={challenge.coverImageUrl} alt="" style={{ maxWidth: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 8 }} />
      )}
      <header>
        <p className={styles.small}>
          {challenge.partner.logoUrl && (
            <img src={challenge.partner.logoUrl} alt="" width={32} height={32} style={{ verticalAlign: 'middle', marginInlineEnd: 8 }} />
          )}
          {t('admin.authoring.by', { partner: challenge.partner.name })}
        </p>
        <h2 style={{ margin: '4px 0' }}>{challenge.title}</h2>
        <p>{challenge.summary}</p>
        <CategoryTag category={challenge.category} />
      </header>
      <dl className={styles.dl}>
        <ChallengeFacts challenge={challenge} />
      </dl>
      <p className={styles.prose}>{challenge.description}</p>
      <ol className={styles.stack} style={{ paddingInlineStart: 18 }}>
        {challenge.weekList.map((week) => (
          <li key={week.id}>
            <strong>{week.title}</strong> · <span className={styles.small}>{t('facts.due', { date: formatDate(week.dueDate) })}</span>
            <p className={styles.prose}>{week.brief}</p>
            {week.tasks.length > 0 && (
              <ul>
                {week.tasks.map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            )}
            <p className={styles.small}>{week.deliverable}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
