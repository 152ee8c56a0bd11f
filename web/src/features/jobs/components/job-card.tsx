import type { Job } from '@lakbay/contracts';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/button';
import { CategoryTag, findCategory } from '@/components/content/category-tag';
import { cardClassName } from '@/components/list-page';
import { NewTabLink } from '@/components/new-tab-link';
import { capture } from '@/lib/analytics';
import { useFormat } from '@/lib/format';
import { JOBS_NS } from '../i18n/register';
import styles from './jobs.module.css';

/**
 * A job posting: who, where, how, the pay if given, and Apply (the employer's own page, in a new
 * tab). A sample posting says so in a badge and its Apply is disabled: there is nobody to apply to.
 */
export function JobCard({ job }: { job: Job }) {
  const { t } = useTranslation(JOBS_NS);
  const { formatDate, formatPesoRange } = useFormat();
  const accent = findCategory(job.category)?.colour;
  const sampleNoteId = useId();
  const pay = formatPesoRange(job.salaryMin, job.salaryMax);
  return (
    <article className={cardClassName({ accent: 'left' })} style={accent ? ({ '--accent': accent } as CSSProperties) : undefined}>
      <div className={styles.tags}>
        <CategoryTag category={job.category} />
        {job.isSample && (
          <span className={styles.sample} title={t('card.sampleTitle')}>
            {t('card.sample')}
          </span>
        )}
      </div>
      <h2 className={styles.title}>{job.title}</h2>
      <p className={styles.company}>{job.company}</p>
      <ul className={styles.facts} aria-label={t('card.about')}>
        <li>{job.location}</li>
        <li>{t(`workType.${job.workType}`)}</li>
        <li>{t(`employmentType.${job.employmentType}`)}</li>
      </ul>
      {pay && (
        <p className={styles.pay}>
          {pay} <span className={styles.unit}>{t('card.aMonth')}</span>
        </p>
      )}
      {/* Its only translated text: in English when the API fell back (issue 29), so a screen reader reads it as English. */}
      <p className={styles.description} lang={job.fallback ? 'en' : undefined}>
        {job.description}
      </p>
      <div className={styles.footer}>
        <span className={styles.dates}>
          {t('card.posted', { date: formatDate(job.postedAt) })}
          {job.deadline ? t('card.applyBy', { date: formatDate(job.deadline) }) : ''}
        </span>
        {job.isSample ? (
          <button
            type="button"
            disabled
            className={buttonClassName({ variant: 'primary' })}
            aria-label={t('card.applyFor', { title: job.title, company: job.company })}
            aria-describedby={sampleNoteId}
          >
            {t('card.apply')}
          </button>
        ) : (
          <NewTabLink
            href={job.applyUrl}
            className={buttonClassName({ variant: 'primary' })}
            aria-label={t('card.applyFor', { title: job.title, company: job.company })}
            onClick={() => capture('Clicked Apply', { jobId: job.id, title: job.title })}
          >
            {t('card.apply')}
          </NewTabLink>
        )}
      </div>
      {job.isSample && (
        <p className={styles.sampleNote} id={sampleNoteId}>
          {t('card.sampleNote')}
        </p>
      )}
    </article>
  );
}
