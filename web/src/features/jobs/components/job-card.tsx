import type { Job } from '@lakbay/contracts';
import { type CSSProperties, useId } from 'react';
import { buttonClassName } from '@/components/button';
import { CategoryTag, findCategory } from '@/components/content/category-tag';
import { formatDate, formatPesoRange } from '@/components/content/format';
import { cardClassName } from '@/components/list-page';
import { NewTabLink } from '@/components/new-tab-link';
import { capture } from '@/lib/analytics';
import { EMPLOYMENT_TYPE_LABELS, WORK_TYPE_LABELS } from './job-labels';
import styles from './jobs.module.css';

/**
 * A job posting: who, where, how, the pay if given, and Apply (the employer's own page, in a new
 * tab). A sample posting says so in a badge and its Apply is disabled: there is nobody to apply to.
 */
export function JobCard({ job }: { job: Job }) {
  const accent = findCategory(job.category)?.colour;
  const sampleNoteId = useId();
  const pay = formatPesoRange(job.salaryMin, job.salaryMax);
  return (
    <article className={cardClassName({ accent: 'left' })} style={accent ? ({ '--accent': accent } as CSSProperties) : undefined}>
      <div className={styles.tags}>
        <CategoryTag category={job.category} />
        {job.isSample && (
          <span className={styles.sample} title="An example from a fictional company">
            Sample listing
          </span>
        )}
      </div>
      <h2 className={styles.title}>{job.title}</h2>
      <p className={styles.company}>{job.company}</p>
      <ul className={styles.facts} aria-label="About the job">
        <li>{job.location}</li>
        <li>{WORK_TYPE_LABELS[job.workType]}</li>
        <li>{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</li>
      </ul>
      {pay && (
        <p className={styles.pay}>
          {pay} <span className={styles.unit}>a month</span>
        </p>
      )}
      <p className={styles.description}>{job.description}</p>
      <div className={styles.footer}>
        <span className={styles.dates}>
          Posted {formatDate(job.postedAt)}
          {job.deadline ? ` · Apply by ${formatDate(job.deadline)}` : ''}
        </span>
        {job.isSample ? (
          <button
            type="button"
            disabled
            className={buttonClassName({ variant: 'primary' })}
            aria-label={`Apply for ${job.title} at ${job.company}`}
            aria-describedby={sampleNoteId}
          >
            Apply
          </button>
        ) : (
          <NewTabLink
            href={job.applyUrl}
            className={buttonClassName({ variant: 'primary' })}
            aria-label={`Apply for ${job.title} at ${job.company}`}
            onClick={() => capture('Clicked Apply', { jobId: job.id, title: job.title })}
          >
            Apply
          </NewTabLink>
        )}
      </div>
      {job.isSample && (
        <p className={styles.sampleNote} id={sampleNoteId}>
          This is a sample listing from a fictional company, shown as an example: there is no application to send.
        </p>
      )}
    </article>
  );
}
